import type { Role, SubRole, Subscription } from "#shared/constants";
import { DEMO_TICKETS, type DemoTicket } from "./demo-ticket-plan.js";

/**
 * The demo's plan: the organizations, schools, staff, classes of pupils and teams a newcomer sees on first
 * `npm start` (and the integration tests' fixture), the benchmark's larger municipality, the pupils' names and the
 * one demo password. demo-data.ts writes a plan into the table.
 */

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
