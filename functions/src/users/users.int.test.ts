import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { ownSettingsOf } from "./users.fixtures.js";

const { t, f } = useTestApp();
type Json = Record<string, unknown>;
const json = async (res: Response) =>
  (await res.json()) as Json & { error: { code: string; message: string } };
const ek = () => t.seeded.schoolIds.ek!;

async function ownSettings(token: string, changes: Json = {}) {
  const me = await json(await t.request("GET", "/api/auth/me", { token }));
  return { ...ownSettingsOf(me), ...changes };
}

describe("PATCH /user (own settings)", () => {
  it("saves the settings and answers the new user", async () => {
    const token = await t.login("teacher@demo.test");
    const res = await t.request("PATCH", "/api/user", {
      token,
      body: await ownSettings(token, {
        notificationSetting: "DISABLED",
        hiddenNotificationCategories: ["F", "F"],
        teacherSubjects: ["Bild"],
      }),
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      notificationSetting: "DISABLED",
      hiddenNotificationCategories: ["F"],
      teacherSubjects: ["Bild"],
    });
  });

  it("applies the rules: sub-role for counselors, subjects for teachers, two-factor only after enrolment, only oneself", async () => {
    const teacher = await t.login("teacher@demo.test");
    const subRole = await t.request("PATCH", "/api/user", {
      token: teacher,
      body: await ownSettings(teacher, { subRole: "SCHOOLNURSE" }),
    });
    expect(subRole.status).toBe(400);
    const counselor = await t.login("counselor@demo.test");
    const subjects = await t.request("PATCH", "/api/user", {
      token: counselor,
      body: await ownSettings(counselor, { teacherSubjects: ["Bild"] }),
    });
    expect(subjects.status).toBe(400);
    const nurse = await t.request("PATCH", "/api/user", {
      token: counselor,
      body: await ownSettings(counselor, { subRole: "SCHOOLNURSE" }),
    });
    expect(nurse.status).toBe(200);
    expect((await json(nurse)).subRole).toBe("SCHOOLNURSE");
    // Leaving subRole out keeps it; null clears it.
    const kept = await t.request("PATCH", "/api/user", {
      token: counselor,
      body: await ownSettings(counselor),
    });
    expect((await json(kept)).subRole).toBe("SCHOOLNURSE");
    const cleared = await t.request("PATCH", "/api/user", {
      token: counselor,
      body: await ownSettings(counselor, { subRole: null }),
    });
    expect((await json(cleared)).subRole).toBeNull();
    const twoStep = await t.request("PATCH", "/api/user", {
      token: teacher,
      body: await ownSettings(teacher, { twoStepAuth: true }),
    });
    expect(twoStep.status).toBe(400);
    const other = await t.request("PATCH", "/api/user", {
      token: teacher,
      body: await ownSettings(teacher, { id: t.seeded.userIds["head@demo.test"] }),
    });
    expect(other.status).toBe(403);
  });

  it("a new password must meet the rule; it ends the user's other sessions but not this one", async () => {
    const current = await t.login("head@demo.test");
    const { token: other } = (await json(
      await t.request("POST", "/api/auth/login", {
        body: { email: "head@demo.test", password: DEMO_PASSWORD },
      }),
    )) as unknown as { token: string };
    const weak = await t.request("PATCH", "/api/user", {
      token: current,
      body: await ownSettings(current, { password: "abc" }),
      headers: { "accept-language": "en" },
    });
    expect(weak.status).toBe(400);
    expect((await json(weak)).error.message).toBe(
      "the password must contain at least 1 uppercase letter, 1 lowercase letter & 1 number",
    );
    const empty = await t.request("PATCH", "/api/user", {
      token: current,
      body: await ownSettings(current, { password: "" }),
    });
    expect(empty.status).toBe(200);
    expect((await t.request("GET", "/api/auth/me", { token: other })).status).toBe(200);
    const ok = await t.request("PATCH", "/api/user", {
      token: current,
      body: await ownSettings(current, { password: "NyttLosen1", currentPassword: DEMO_PASSWORD }),
    });
    expect(ok.status).toBe(200);
    expect((await t.request("GET", "/api/auth/me", { token: current })).status).toBe(200);
    expect((await t.request("GET", "/api/auth/me", { token: other })).status).toBe(401);
  });

  it("an email someone else has is refused with 409 and changes nothing", async () => {
    const token = await t.login("admin@demo.test");
    const res = await t.request("PATCH", "/api/user", {
      token,
      body: await ownSettings(token, {
        email: "teacher2@demo.test",
        name: "Byte",
        currentPassword: DEMO_PASSWORD,
      }),
    });
    expect(res.status).toBe(409);
    expect((await json(res)).error.code).toBe("EMAIL_TAKEN");
    expect((await json(await t.request("GET", "/api/auth/me", { token }))).name).toBe("Anna Admin");
  });

  it("a stale version answers 409", async () => {
    const token = await t.login("mainadmin@demo.test");
    const body = await ownSettings(token, { version: 1 });
    expect((await t.request("PATCH", "/api/user", { token, body: { ...body, name: "Ett" } })).status).toBe(
      200,
    );
    expect((await t.request("PATCH", "/api/user", { token, body: { ...body, name: "Två" } })).status).toBe(
      409,
    );
  });
});

describe("managing users", () => {
  it("adds a user who gets an invitation link to choose a password", async () => {
    const admin = await t.login("admin@demo.test");
    const res = await t.request("POST", "/api/user", {
      token: admin,
      body: {
        name: "Sara Skolsköterska",
        email: "Sara@Demo.test",
        role: "COUNSELOR",
        schoolId: ek(),
        subRole: "SCHOOLNURSE",
      },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      email: "sara@demo.test",
      roles: ["COUNSELOR"],
      subRole: "SCHOOLNURSE",
      emailverified: false,
    });
    const token = /token=([A-Za-z0-9_-]+)/.exec(t.outbox.lastTo("sara@demo.test")!.text)![1];
    expect(
      (await t.request("POST", "/api/auth/reset-password", { body: { token, password: "Sjukskoterska1" } }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.request("POST", "/api/auth/login", {
          body: { email: "sara@demo.test", password: "Sjukskoterska1" },
        })
      ).status,
    ).toBe(200);
  });

  it("an email in the same organization adds that person to the school; in another organization it is taken", async () => {
    const mainadmin = await t.login("mainadmin@demo.test");
    const res = await t.request("POST", "/api/user", {
      token: mainadmin,
      body: { name: "Tore", email: "teacher2@demo.test", role: "TEACHER", schoolId: ek() },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).schoolIds).toEqual([t.seeded.schoolIds.bjork, ek()]);
    const taken = await t.request("POST", "/api/user", {
      token: mainadmin,
      body: { name: "Karin", email: "counselor@other.test", role: "TEACHER", schoolId: ek() },
    });
    expect(taken.status).toBe(409);
    expect((await json(taken)).error.code).toBe("EMAIL_TAKEN");
  });

  it("an admin cannot grant a role above their own nor manage someone who outranks them", async () => {
    const admin = await t.login("admin@demo.test");
    const grant = await t.request("POST", "/api/user", {
      token: admin,
      body: { name: "X", email: "x1@demo.test", role: "MAINADMIN", schoolId: ek() },
    });
    expect(grant.status).toBe(403);
    const target = await f.user("ek", ["TEACHER"]);
    expect(
      (
        await t.request("PATCH", `/api/user/${target.id}`, {
          token: admin,
          body: { version: 1, organizationRoles: ["OWNER"] },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request("PATCH", `/api/user/${target.id}`, {
          token: admin,
          body: { version: 1, schoolId: ek(), roles: ["TEACHER", "HEAD"] },
        })
      ).status,
    ).toBe(200);
    const mainadminId = t.seeded.userIds["mainadmin@demo.test"];
    expect((await t.request("DELETE", `/api/user/${mainadminId}`, { token: admin })).status).toBe(403);
    expect(
      (await t.request("DELETE", `/api/user/${t.seeded.userIds["admin@demo.test"]}`, { token: admin }))
        .status,
    ).toBe(403);
  });

  it("deleting a user ends their sessions and removes them as mentor, teacher and team member", async () => {
    const target = await f.user("ek", ["TEACHER"]);
    const classId = await f.schoolClass("ek", { mentors: [target.id], teachers: [target.id] });
    const studentId = await f.student("ek", { mentorId: target.id, mentorName: "Personal" });
    const admin = await t.login("admin@demo.test");
    const team = await json(
      await t.request("POST", "/api/team", {
        token: admin,
        body: { name: "L", schoolId: ek(), members: [{ id: target.id }] },
      }),
    );
    await t.request("POST", "/api/auth/forgot-password", { body: { email: target.email } });
    const reset = /token=([A-Za-z0-9_-]+)/.exec(t.outbox.lastTo(target.email)!.text)![1];
    await t.request("POST", "/api/auth/reset-password", { body: { token: reset, password: "Losenord1" } });
    const { token } = (await json(
      await t.request("POST", "/api/auth/login", { body: { email: target.email, password: "Losenord1" } }),
    )) as unknown as { token: string };

    expect((await t.request("DELETE", `/api/user/${target.id}`, { token: admin })).status).toBe(204);
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(401);
    const schoolClass = await json(await t.request("GET", `/api/classes/${classId}`, { token: admin }));
    expect(schoolClass).toMatchObject({ mentors: [], teachers: [] });
    expect(
      (await json(await t.request("GET", `/api/student/${studentId}`, { token: admin }))).mentor,
    ).toBeNull();
    const teams = await json(await t.request("GET", `/api/team/school/${ek()}`, { token: admin }));
    expect(
      (teams.items as { id: string; members: string[] }[]).find((item) => item.id === team.id)?.members,
    ).toEqual([]);
    expect((await t.request("DELETE", `/api/user/${target.id}`, { token: admin })).status).toBe(404);
  });

  it("renaming a mentor renames them on their pupils", async () => {
    const target = await f.user("ek", ["TEACHER"]);
    const studentId = await f.student("ek", { mentorId: target.id, mentorName: "Gammalt Namn" });
    const admin = await t.login("admin@demo.test");
    await t.request("PATCH", `/api/user/${target.id}`, {
      token: admin,
      body: { version: 1, name: "Nytt Namn" },
    });
    expect(
      (await json(await t.request("GET", `/api/student/${studentId}`, { token: admin }))).mentor,
    ).toEqual({
      id: target.id,
      name: "Nytt Namn",
    });
  });

  it("lists the school's users and its student-health team", async () => {
    const admin = await t.login("admin@demo.test");
    const users = await json(await t.request("GET", `/api/user?schoolId=${ek()}&limit=2`, { token: admin }));
    expect((users.items as unknown[]).length).toBe(2);
    expect(users.cursor).toEqual(expect.any(String));
    const next = await json(
      await t.request(
        "GET",
        `/api/user?schoolId=${ek()}&limit=2&cursor=${encodeURIComponent(users.cursor as string)}`,
        { token: admin },
      ),
    );
    expect((next.items as { id: string }[])[0]!.id).not.toBe((users.items as { id: string }[])[0]!.id);
    const teacher = await t.login("teacher@demo.test");
    const eht = await json(await t.request("GET", `/api/user/eht/school/${ek()}`, { token: teacher }));
    const roles = (eht.items as { roles: string[] }[]).map((member) => member.roles);
    expect(roles.length).toBeGreaterThan(0);
    for (const memberRoles of roles)
      expect(memberRoles.some((role) => role === "COUNSELOR" || role === "HEAD")).toBe(true);
  });

  it("a tampered cursor answers 400, not 500", async () => {
    const admin = await t.login("admin@demo.test");
    const bad = Buffer.from(JSON.stringify({ pk: "SCHOOL#other", sk: "MEMBER#x" })).toString("base64url");
    const res = await t.request("GET", `/api/user?schoolId=${ek()}&cursor=${bad}`, { token: admin });
    expect(res.status).toBe(400);
  });
});
