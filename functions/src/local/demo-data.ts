import { organizationRolesOnly, rolesAtSchool, schoolRolesOnly, type RoleModel } from "#shared/policy/actor";
import type { Deps } from "../deps.js";
import { roleFieldsOf } from "../users/users.repo.js";
import { allEntities } from "./all-entities.js";
import { DEMO_PASSWORD, pupilName, type DemoPlan } from "./demo-plan.js";
import { loadDemoSeeds, type DemoRefs } from "./demo-seeds.js";

/**
 * Seeds the demo: writes a plan (demo-plan.ts) into the table, the organizations, schools, staff, classes, pupils
 * and teams here, then each domain's demo records through the steps of its own `*.demo.ts` file (demo-seeds.ts),
 * in their order.
 */

export {
  benchmarkPlan,
  DEMO_PASSWORD,
  DEMO_PLAN,
  pupilName,
  type DemoPlan,
  type DemoSchoolPlan,
  type DemoUser,
} from "./demo-plan.js";

export interface SeedResult {
  organizationIds: Record<string, string>;
  schoolIds: Record<string, string>;
  userIds: Record<string, string>;
  classIds: Record<string, string[]>;
  studentIds: Record<string, string[]>;
  teamIds: string[];
  ticketCount: number;
}

/** Writes a plan into the table through the entities (batched). */
export async function seed(deps: Deps, plan: DemoPlan): Promise<SeedResult> {
  const db = allEntities(deps.db);
  const { ids, clock } = deps;
  const now = clock.now().toISOString();
  const result: SeedResult = {
    organizationIds: {},
    schoolIds: {},
    userIds: {},
    classIds: {},
    studentIds: {},
    teamIds: [],
    ticketCount: 0,
  };
  // One hash for the shared demo password keeps seeding fast; every real user gets their own salt.
  const passwordHash = await deps.passwords.hash(DEMO_PASSWORD);

  for (const organization of plan.organizations) {
    const id = ids.id();
    result.organizationIds[organization.key] = id;
    await db.organization
      .create({
        id,
        name: organization.name,
        ...(organization.schoolName ? { schoolName: organization.schoolName } : {}),
        ...(organization.schoolNamePlural ? { schoolNamePlural: organization.schoolNamePlural } : {}),
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
  }

  for (const school of plan.schools) {
    const id = ids.id();
    result.schoolIds[school.key] = id;
    const code = ids.schoolCode();
    await db.school
      .create({
        id,
        organizationId: result.organizationIds[school.organization]!,
        name: school.name,
        code,
        hiddenParts: [],
        subscriptions: school.subscriptions,
        firstAndLastYear: school.years,
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
    await db.schoolCode.create({ code, schoolId: id }).go();
  }

  for (const user of plan.users) {
    const id = ids.id();
    result.userIds[user.email] = id;
    const schoolIds = user.schools.map((key) => result.schoolIds[key]!);
    const organizationId = result.organizationIds[user.organization]!;
    // The plan's school roles are held at each of the user's schools; its organization roles at the organization.
    const model: RoleModel = {
      memberships: schoolIds.map((schoolId) => ({ schoolId, roles: schoolRolesOnly(user.roles) })),
      orgRoles: organizationRolesOnly(user.roles),
    };
    await db.user
      .create({
        id,
        organizationId,
        name: user.name,
        email: user.email,
        emailverified: true,
        passwordHash,
        notificationSetting: "ENABLED",
        twoStepAuth: false,
        hiddenNotificationCategories: [],
        teacherSubjects: user.roles.includes("TEACHER") ? ["Svenska", "Engelska"] : [],
        ...(user.subRole ? { subRole: user.subRole } : {}),
        ...roleFieldsOf(model),
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
    await db.userEmail.create({ email: user.email, userId: id }).go();
    if (schoolIds.length > 0) {
      await db.membership
        .put(
          schoolIds.map((schoolId) => ({
            schoolId,
            userId: id,
            organizationId,
            name: user.name,
            roles: rolesAtSchool(model, schoolId),
            twoStepAuth: false,
            ...(user.subRole ? { subRole: user.subRole } : {}),
          })),
        )
        .go();
    }
  }

  let pupilIndex = 0;
  for (const school of plan.schools) {
    const schoolId = result.schoolIds[school.key]!;
    const organizationId = result.organizationIds[school.organization]!;
    const staff = plan.users.filter((user) => user.schools.includes(school.key));
    const teachers = staff
      .filter((user) => user.roles.includes("TEACHER"))
      .map((user) => result.userIds[user.email]!);
    result.classIds[school.key] = [];
    result.studentIds[school.key] = [];
    for (let year = school.years[0]; year <= school.years[1]; year++) {
      for (let section = 0; section < school.classesPerYear; section++) {
        const classId = ids.id();
        result.classIds[school.key]!.push(classId);
        // The first class of each year is mentored by the school's first teacher, so mentor views have data.
        const mentor = section === 0 ? teachers[0] : undefined;
        await db.class
          .create({
            id: classId,
            schoolId,
            organizationId,
            name: `${year}${String.fromCharCode(65 + section)}`,
            mentors: mentor ? [mentor] : [],
            teachers,
            status: "ACTIVE",
            createdAt: now,
            updatedAt: now,
            version: 1,
          })
          .go();
        const pupils = Array.from({ length: plan.pupilsPerClass }, () => {
          const name = pupilName(pupilIndex++);
          const id = ids.id();
          result.studentIds[school.key]!.push(id);
          const mentorUser = mentor
            ? plan.users.find((user) => result.userIds[user.email] === mentor)
            : undefined;
          return {
            id,
            schoolId,
            organizationId,
            name,
            sortName: name.toLocaleLowerCase("sv"),
            classId,
            ...(mentor && mentorUser ? { mentorId: mentor, mentorName: mentorUser.name } : { mentorId: "" }),
            createdAt: now,
            updatedAt: now,
            version: 1,
          };
        });
        await db.student.put(pupils).go();
      }
    }
  }

  for (const team of plan.teams) {
    const id = ids.id();
    result.teamIds.push(id);
    const schoolKey = team.school;
    const school = plan.schools.find((candidate) => candidate.key === schoolKey)!;
    await db.team
      .create({
        id,
        schoolId: result.schoolIds[schoolKey]!,
        organizationId: result.organizationIds[school.organization]!,
        name: team.name,
        members: team.members.map((email) => result.userIds[email]!),
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
  }

  const refs: DemoRefs = {
    schoolIds: result.schoolIds,
    organizationIds: result.organizationIds,
    schoolOrganization: Object.fromEntries(
      plan.schools.map((school) => [school.key, result.organizationIds[school.organization]!]),
    ),
    userIds: result.userIds,
    userNames: Object.fromEntries(plan.users.map((user) => [user.email, user.name])),
    classIds: result.classIds,
    studentIds: result.studentIds,
    teamIds: Object.fromEntries(plan.teams.map((team, index) => [team.name, result.teamIds[index]!])),
  };
  for (const step of await loadDemoSeeds()) {
    const written = await step.seed(deps, { plan, refs });
    if (written) result.ticketCount += written.tickets;
  }
  return result;
}
