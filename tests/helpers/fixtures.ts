import type { Role } from "../../shared/src/constants.js";
import type { TestApp } from "./test-app.js";

/**
 * Fresh documents written straight through the entities, so a test that deletes or changes one leaves every
 * other test's data alone.
 */
export function fixtures(t: TestApp) {
  const { db, ids } = t.deps;
  const now = () => t.clock.now().toISOString();
  const orgOf = (schoolKey: string) =>
    schoolKey === "other" ? t.seeded.organizationIds.other! : t.seeded.organizationIds.demo!;
  let counter = 0;

  return {
    async schoolClass(schoolKey = "ek", extra: { mentors?: string[]; teachers?: string[] } = {}) {
      const id = ids.id();
      await db.class
        .create({
          id,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          organizationId: orgOf(schoolKey),
          name: `7X${++counter}`,
          mentors: extra.mentors ?? [],
          teachers: extra.teachers ?? [],
          status: "ACTIVE",
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      return id;
    },
    async student(
      schoolKey = "ek",
      extra: { mentorId?: string; mentorName?: string; classId?: string } = {},
    ) {
      const id = ids.id();
      const name = `Elev Fixtur ${++counter}`;
      await db.student
        .create({
          id,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          organizationId: orgOf(schoolKey),
          name,
          sortName: name.toLowerCase(),
          classId: extra.classId ?? "",
          mentorId: extra.mentorId ?? "",
          ...(extra.mentorName ? { mentorName: extra.mentorName } : {}),
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      return id;
    },
    async team(schoolKey = "ek") {
      const id = ids.id();
      await db.team
        .create({
          id,
          schoolId: t.seeded.schoolIds[schoolKey]!,
          organizationId: orgOf(schoolKey),
          name: `Lag ${++counter}`,
          members: [],
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      return id;
    },
    async user(schoolKey = "ek", roles: Role[] = ["TEACHER"]) {
      const id = ids.id();
      const email = `fixture${++counter}-${id.slice(0, 8)}@demo.test`;
      const schoolId = t.seeded.schoolIds[schoolKey]!;
      const base = { name: `Personal ${counter}`, roles, twoStepAuth: false };
      await db.user
        .create({
          id,
          organizationId: orgOf(schoolKey),
          email,
          emailverified: true,
          notificationSetting: "ENABLED",
          hiddenNotificationCategories: [],
          teacherSubjects: [],
          schoolIds: [schoolId],
          createdAt: now(),
          updatedAt: now(),
          version: 1,
          ...base,
        })
        .go();
      await db.userEmail.create({ email, userId: id }).go();
      await db.membership.create({ schoolId, userId: id, organizationId: orgOf(schoolKey), ...base }).go();
      return { id, email };
    },
    async emptySchool(organizationKey = "demo") {
      const id = ids.id();
      const code = ids.schoolCode();
      await db.school
        .create({
          id,
          organizationId: t.seeded.organizationIds[organizationKey]!,
          name: `Tom skola ${++counter}`,
          code,
          hiddenParts: [],
          subscriptions: ["ELEVHALSA"],
          createdAt: now(),
          updatedAt: now(),
          version: 1,
        })
        .go();
      await db.schoolCode.create({ code, schoolId: id }).go();
      return id;
    },
  };
}
