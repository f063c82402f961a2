import type { Role, SubRole, Subscription } from "#shared/constants";
import { organizationRolesOnly, rolesAtSchool, schoolRolesOnly, type RoleModel } from "#shared/policy/actor";
import type { Deps } from "../deps.js";
import { roleFieldsOf } from "../users/users.repo.js";
import { allEntities } from "./all-entities.js";
import { seedDemoWhistles } from "./demo-whistles.js";
import { DEMO_TICKETS, seedBenchmarkTickets, seedDemoTickets, type DemoTicket } from "./demo-tickets.js";
import { seedDemoMappings } from "./demo-mappings.js";
import { seedDemoActionPrograms } from "./demo-action-programs.js";
import { seedDemoAdaptations } from "./demo-adaptations.js";
import { seedDemoInvestigations } from "./demo-investigations.js";
import { seedDemoViolations } from "./demo-violations.js";
import { seedDemoActionProgramSharing } from "./demo-action-program-sharing.js";
import { seedDemoLateFollowUps } from "./demo-action-program-follow-ups.js";
import { seedDemoExternalReports } from "./demo-external-reports.js";
import { seedDemoCalendar } from "./demo-calendar.js";

/** The one password of every demo user (meets the spec's rule). Shown at start-up and in the README. */
export const DEMO_PASSWORD = "Elevhalsa2026";

export interface DemoUser {
  email: string;
  name: string;
  roles: Role[];
  subRole?: SubRole;
  schools: string[];
  organization: string;
}

export interface DemoSchoolPlan {
  key: string;
  name: string;
  organization: string;
  years: [number, number];
  classesPerYear: number;
  subscriptions: Subscription[];
}

const FIRST_NAMES = [
  "Alva",
  "Elsa",
  "Maja",
  "Wilma",
  "Astrid",
  "Ebba",
  "Freja",
  "Selma",
  "Alice",
  "Olivia",
  "Hugo",
  "William",
  "Liam",
  "Noah",
  "Oscar",
  "Lucas",
  "Elias",
  "Adam",
  "Leo",
  "Vincent",
  "Saga",
  "Stella",
  "Nora",
  "Ines",
  "Ella",
  "Edvin",
  "Malte",
  "Sixten",
  "Nils",
  "Ali",
  "Amira",
  "Yusuf",
  "Zara",
  "Emil",
  "Otto",
  "Tilda",
  "Signe",
  "Ivar",
  "Majken",
  "Loke",
];
const LAST_NAMES = [
  "Andersson",
  "Johansson",
  "Karlsson",
  "Nilsson",
  "Eriksson",
  "Larsson",
  "Olsson",
  "Persson",
  "Svensson",
  "Gustafsson",
  "Pettersson",
  "Jonsson",
  "Jansson",
  "Hansson",
  "Bengtsson",
  "Lindberg",
  "Lindqvist",
  "Berg",
  "Holm",
  "Sandberg",
  "Forsberg",
  "Lund",
  "Ahmed",
  "Hassan",
  "Öberg",
  "Åberg",
];

/** Deterministic pupil names, so demo, tests and benchmarks see the same data. */
export function pupilName(index: number): string {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!;
  return `${first} ${last}`;
}

export interface DemoPlan {
  organizations: { key: string; name: string; schoolName?: string; schoolNamePlural?: string }[];
  schools: DemoSchoolPlan[];
  users: DemoUser[];
  pupilsPerClass: number;
  teams: { name: string; school: string; members: string[] }[];
  /** Hand-written tickets (the demo). */
  tickets?: DemoTicket[];
  /** Generated tickets per pupil (the benchmark), lean: the ticket and its first step. */
  ticketsPerPupil?: number;
}

/** The demo a newcomer sees on first `npm start` (and the integration tests' fixture). */
export const DEMO_PLAN: DemoPlan = {
  organizations: [
    { key: "demo", name: "Demo kommun" },
    { key: "other", name: "Annan kommun", schoolName: "Enhet", schoolNamePlural: "Enheter" },
    { key: "platform", name: "Plattformen" },
  ],
  schools: [
    {
      key: "ek",
      name: "Ekskolan",
      organization: "demo",
      years: [7, 9],
      classesPerYear: 2,
      subscriptions: ["ELEVHALSA", "EHTCHATTEN", "TWOSTEPAUTH"],
    },
    {
      key: "bjork",
      name: "Björkskolan",
      organization: "demo",
      years: [4, 6],
      classesPerYear: 1,
      subscriptions: ["ELEVHALSA"],
    },
    {
      key: "other",
      name: "Andra skolan",
      organization: "other",
      years: [7, 9],
      classesPerYear: 1,
      subscriptions: ["ELEVHALSA"],
    },
  ],
  users: [
    {
      email: "teacher@demo.test",
      name: "Tove Lärare",
      roles: ["TEACHER"],
      schools: ["ek"],
      organization: "demo",
    },
    {
      email: "counselor@demo.test",
      name: "Cecilia Kurator",
      roles: ["COUNSELOR"],
      subRole: "COUNSELOR",
      schools: ["ek", "bjork"],
      organization: "demo",
    },
    {
      email: "head@demo.test",
      name: "Henrik Rektor",
      roles: ["HEAD"],
      schools: ["ek"],
      organization: "demo",
    },
    { email: "admin@demo.test", name: "Anna Admin", roles: ["ADMIN"], schools: ["ek"], organization: "demo" },
    {
      email: "mainadmin@demo.test",
      name: "Magnus Huvudadmin",
      roles: ["MAINADMIN"],
      schools: ["ek", "bjork"],
      organization: "demo",
    },
    { email: "owner@demo.test", name: "Olle Huvudman", roles: ["OWNER"], schools: [], organization: "demo" },
    {
      email: "superadmin@demo.test",
      name: "Sara Superadmin",
      roles: ["SUPERADMIN"],
      schools: [],
      organization: "platform",
    },
    {
      email: "teacher2@demo.test",
      name: "Tore Lärare",
      roles: ["TEACHER"],
      schools: ["bjork"],
      organization: "demo",
    },
    {
      email: "counselor@other.test",
      name: "Karin Kurator",
      roles: ["COUNSELOR"],
      subRole: "SCHOOLNURSE",
      schools: ["other"],
      organization: "other",
    },
  ],
  pupilsPerClass: 25,
  teams: [
    {
      name: "Arbetslag 7",
      school: "ek",
      members: ["teacher@demo.test", "counselor@demo.test", "head@demo.test"],
    },
  ],
  tickets: DEMO_TICKETS,
};

/**
 * The benchmark's municipality: 5 schools x 600 pupils (24 classes of 25), and `ticketsPerPupil` generated tickets
 * for every pupil of those schools.
 */
export function benchmarkPlan(ticketsPerPupil = 0): DemoPlan {
  const schools: DemoSchoolPlan[] = Array.from({ length: 5 }, (_, index) => ({
    key: `bench${index + 1}`,
    name: `Skola ${index + 1}`,
    organization: "demo",
    years: [1, 6] as [number, number],
    classesPerYear: 4,
    subscriptions: ["ELEVHALSA"] as Subscription[],
  }));
  const allSchools = schools.map((school) => school.key);
  return {
    ...DEMO_PLAN,
    schools: [...schools, ...DEMO_PLAN.schools.filter((school) => school.organization !== "demo")],
    users: DEMO_PLAN.users.map((user) =>
      user.organization === "demo" && user.schools.length > 0 ? { ...user, schools: allSchools } : user,
    ),
    teams: [{ name: "Arbetslag 1", school: "bench1", members: ["teacher@demo.test", "counselor@demo.test"] }],
    tickets: [],
    ticketsPerPupil,
  };
}

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

  const refs = {
    schoolIds: result.schoolIds,
    organizationIds: result.organizationIds,
    schoolOrganization: Object.fromEntries(
      plan.schools.map((school) => [school.key, result.organizationIds[school.organization]!]),
    ),
    userIds: result.userIds,
    userNames: Object.fromEntries(plan.users.map((user) => [user.email, user.name])),
    studentIds: result.studentIds,
    teamIds: Object.fromEntries(plan.teams.map((team, index) => [team.name, result.teamIds[index]!])),
  };
  const demoTickets = plan.tickets?.filter((ticket) => result.schoolIds[ticket.school]) ?? [];
  result.ticketCount += (await seedDemoTickets(deps, demoTickets, refs)).length;
  if (plan.tickets?.length) await seedDemoMappings(deps, refs);
  if (plan.ticketsPerPupil) {
    const generated = plan.schools
      .filter((school) => school.organization === "demo")
      .map((school) => ({ key: school.key, pupils: result.studentIds[school.key]! }));
    result.ticketCount += await seedBenchmarkTickets(deps, plan.ticketsPerPupil, generated, refs);
  }
  await seedDemoActionPrograms(deps, refs);
  if (plan.tickets?.length) await seedDemoAdaptations(deps, refs);
  await seedDemoInvestigations(deps, refs);
  await seedDemoWhistles(deps, refs);
  await seedDemoViolations(deps, { ...refs, classIds: result.classIds });
  await seedDemoActionProgramSharing(deps, refs);
  await seedDemoLateFollowUps(deps, refs);
  await seedDemoExternalReports(deps, refs);
  await seedDemoCalendar(deps, refs);
  return result;
}
