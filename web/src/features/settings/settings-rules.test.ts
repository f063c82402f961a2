import { describe, expect, it } from "vitest";
import { signedInUser } from "../../test/render";
import {
  buildSettingsPayload,
  initialSettings,
  needsCurrentPassword,
  settingsFields,
} from "./settings-rules";

describe("settings fields per role and school (spec sections 2 and 6)", () => {
  const user = signedInUser();

  it("offers the role select to counselors only and subjects to teachers only", () => {
    expect(settingsFields("COUNSELOR", user, "ENABLED")).toMatchObject({ subRole: true, subjects: false });
    expect(settingsFields("TEACHER", user, "ENABLED")).toMatchObject({ subRole: false, subjects: true });
    expect(settingsFields("HEAD", user, "ENABLED")).toMatchObject({ subRole: false, subjects: false });
  });

  it("shows hidden notification categories only while notifications are on", () => {
    expect(settingsFields("TEACHER", user, "ENABLED").hiddenCategories).toBe(true);
    expect(settingsFields("TEACHER", user, "DISABLED").hiddenCategories).toBe(false);
  });

  it("offers two-factor only when a school has TWOSTEPAUTH", () => {
    expect(settingsFields("TEACHER", { ...user, twoStepAuthAvailable: false }, "ENABLED").twoStep).toBe(
      false,
    );
    expect(settingsFields("TEACHER", { ...user, twoStepAuthAvailable: true }, "ENABLED").twoStep).toBe(true);
  });

  it("shows the verify-email button only while the email is unverified", () => {
    expect(settingsFields("TEACHER", { ...user, emailverified: true }, "ENABLED").verifyEmail).toBe(false);
    expect(settingsFields("TEACHER", { ...user, emailverified: false }, "ENABLED").verifyEmail).toBe(true);
  });
});

describe("the PATCH /user body (spec sections 5 and 7)", () => {
  const teacher = signedInUser();

  it("does not send an empty password, and always sends the version last read", () => {
    const payload = buildSettingsPayload(initialSettings(teacher), teacher, "TEACHER");
    expect(payload).toEqual({
      ok: true,
      body: {
        id: teacher.id,
        name: "Tove Lärare",
        email: "teacher@demo.test",
        notificationSetting: "ENABLED",
        twoStepAuth: false,
        hiddenNotificationCategories: [],
        teacherSubjects: ["Svenska"],
        version: 3,
      },
    });
  });

  it.each(["abc", "abcdefg1", "ABCDEFG1", "Abcdefgh", "Abc12"])(
    "refuses the password %s and sends nothing",
    (password) => {
      expect(buildSettingsPayload({ ...initialSettings(teacher), password }, teacher, "TEACHER")).toEqual({
        ok: false,
        reason: "password",
      });
    },
  );

  it("sends a password that follows the rule, with the current password", () => {
    const payload = buildSettingsPayload(
      { ...initialSettings(teacher), password: "Nytt2026", currentPassword: "Gammalt1" },
      teacher,
      "TEACHER",
    );
    expect(payload.ok && payload.body.password).toBe("Nytt2026");
    expect(payload.ok && payload.body.currentPassword).toBe("Gammalt1");
  });

  it("asks for the current password for a new email, a new password or two-factor off, and only then", () => {
    const withTwoFactor = signedInUser({ twoStepAuth: true });
    const cases: [Partial<ReturnType<typeof initialSettings>>, typeof teacher, boolean][] = [
      [{ email: "ny@demo.test" }, teacher, true],
      [{ password: "Nytt2026" }, teacher, true],
      [{ twoStepAuth: false }, withTwoFactor, true],
      [{ name: "Nytt Namn" }, teacher, false],
      [{ notificationSetting: "DISABLED" }, withTwoFactor, false],
    ];
    for (const [changes, user, needed] of cases) {
      const values = { ...initialSettings(user), ...changes };
      expect(needsCurrentPassword(values, user)).toBe(needed);
      const missing = buildSettingsPayload(values, user, "TEACHER");
      expect(missing.ok ? "sent" : missing.reason).toBe(needed ? "currentPassword" : "sent");
      const given = buildSettingsPayload({ ...values, currentPassword: "Gammalt1" }, user, "TEACHER");
      expect(given.ok && "currentPassword" in given.body).toBe(needed);
    }
  });

  it("sends the sub-role only for a counselor", () => {
    const counselor = signedInUser({
      roles: ["COUNSELOR"],
      role: "COUNSELOR",
      subRole: "COUNSELOR",
      teacherSubjects: [],
    });
    const values = { ...initialSettings(counselor), subRole: "SCHOOLNURSE" as const };
    const asCounselor = buildSettingsPayload(values, counselor, "COUNSELOR");
    expect(asCounselor.ok && asCounselor.body.subRole).toBe("SCHOOLNURSE");
    const asTeacher = buildSettingsPayload(initialSettings(teacher), teacher, "TEACHER");
    expect(asTeacher.ok && "subRole" in asTeacher.body).toBe(false);
  });

  it("keeps a counselor's stored sub-role when saving in another role", () => {
    const both = signedInUser({ roles: ["TEACHER", "COUNSELOR"], subRole: "CAREERMENTOR" });
    const asTeacher = buildSettingsPayload({ ...initialSettings(both), subRole: "" }, both, "TEACHER");
    expect(asTeacher.ok && asTeacher.body.subRole).toBe("CAREERMENTOR");
  });

  it("keeps the stored subjects for roles without the subjects field", () => {
    const both = signedInUser({ roles: ["TEACHER", "HEAD"], teacherSubjects: ["Bild"] });
    const values = { ...initialSettings(both), teacherSubjects: [] };
    const asHead = buildSettingsPayload(values, both, "HEAD");
    expect(asHead.ok && asHead.body.teacherSubjects).toEqual(["Bild"]);
  });

  it("turns two-factor off, but never on without a confirmed enrolment", () => {
    const enrolled = signedInUser({ twoStepAuth: true });
    const off = buildSettingsPayload(
      { ...initialSettings(enrolled), twoStepAuth: false },
      enrolled,
      "TEACHER",
    );
    expect(off.ok && off.body.twoStepAuth).toBe(false);
    const notEnrolled = buildSettingsPayload(
      { ...initialSettings(teacher), twoStepAuth: true },
      teacher,
      "TEACHER",
    );
    expect(notEnrolled.ok && notEnrolled.body.twoStepAuth).toBe(false);
  });
});
