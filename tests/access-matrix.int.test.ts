import { beforeAll, describe, expect, it } from "vitest";
import { DOMAINS } from "../functions/src/domains.js";
import { FEEDBACK_PER_CLIENT } from "../functions/src/reports/reports.router.js";
import { fixtures } from "./helpers/fixtures.js";
import { createTestApp, type TestApp } from "./helpers/test-app.js";

/**
 * The access matrix (quality.md): every route x every actor, with the expected status. The actors cover each
 * role and each relation to the target documents, which all belong to Ekskolan in 'Demo kommun':
 *
 *   anon  no token
 *   T     teacher@demo.test     TEACHER, member of Ekskolan
 *   T2    teacher2@demo.test    TEACHER at Björkskolan: same organization, other school (a stranger here)
 *   C     counselor@demo.test   COUNSELOR at Ekskolan and at Björkskolan
 *   H     head@demo.test        HEAD, member of Ekskolan
 *   A     admin@demo.test       ADMIN, member of Ekskolan
 *   M     mainadmin@demo.test   MAINADMIN, member of both schools
 *   O     owner@demo.test       OWNER of Demo kommun, member of no school
 *   S     superadmin@demo.test  SUPERADMIN (platform)
 *   X     counselor@other.test  COUNSELOR in another organization
 *
 * Users rows vary the person changed as well: someone of Ekskolan only, of Björkskolan only (A is then an admin of
 * another school), someone who works at both schools, or the actor themselves. Roles are held per school.
 *
 * Expectations are written in that order. The test fails on any mismatch and on any route the routers declare
 * that this table does not list.
 *
 * Tickets: unless a row says otherwise, the target is a fresh STANDARD ticket about Ekskolan's first pupil (in 7A,
 * which T mentors), reported by C and without an owner. So T is the pupil's mentor (the timeline), C the author,
 * H and M student-health staff who are strangers to the ticket, A an admin of the school. Rows with a label vary
 * the access level or the relation (team member, recipient, contact teacher, editor, a pupil T does not mentor).
 */
const ACTORS = ["anon", "T", "T2", "C", "H", "A", "M", "O", "S", "X"] as const;
type ActorKey = (typeof ACTORS)[number];
const EMAIL: Record<Exclude<ActorKey, "anon">, string> = {
  T: "teacher@demo.test",
  T2: "teacher2@demo.test",
  C: "counselor@demo.test",
  H: "head@demo.test",
  A: "admin@demo.test",
  M: "mainadmin@demo.test",
  O: "owner@demo.test",
  S: "superadmin@demo.test",
  X: "counselor@other.test",
};

interface Call {
  path: string;
  body?: unknown;
}
interface Row {
  route: string;
  /** Tells apart rows of the same route (another access level or relation). */
  label?: string;
  /** Builds the request for one actor (fresh fixtures for writes, so every call has its own target). */
  call: (actor: ActorKey, userId: string | undefined) => Promise<Call> | Call;
  expect: string;
  /** Sign in afresh for this row (the call ends the session). */
  freshSession?: boolean;
}

let t: TestApp;
let f: ReturnType<typeof fixtures>;
const ek = () => t.seeded.schoolIds.ek!;
const bjork = () => t.seeded.schoolIds.bjork!;
const demoOrg = () => t.seeded.organizationIds.demo!;
const ekClass = () => t.seeded.classIds.ek![0]!;
const ekStudent = () => t.seeded.studentIds.ek![0]!;
const ekTeam = () => t.seeded.teamIds[0]!;
let seq = 0;
const userOf = (key: ActorKey) => t.seeded.userIds[EMAIL[key as Exclude<ActorKey, "anon">]]!;
type TicketOptions = Parameters<ReturnType<typeof fixtures>["ticket"]>[0];
const ticket = async (options: TicketOptions = {}) => (await f.ticket(options)).ticketId;
/** A ticket at each level, for the read rows (Arbetslag 7 is T, C and H). */
const LEVEL_ROWS: { label: string; options: () => TicketOptions; expect: string }[] = [
  {
    label: "COUNSELOR level",
    options: () => ({ access: "COUNSELOR" }),
    expect: "401 404 404 200 200 404 200 404 404 404",
  },
  {
    label: "SELF, C the author",
    options: () => ({ access: "SELF" }),
    expect: "401 404 404 200 404 404 404 404 404 404",
  },
  {
    label: "SELECTED, T and H recipients",
    options: () => ({ access: "SELECTED", recipients: [userOf("T"), userOf("H")] }),
    expect: "401 200 404 200 200 404 404 404 404 404",
  },
  {
    label: "TEAM Arbetslag 7 (T, C, H)",
    options: () => ({ access: "TEAM", teamId: ekTeam() }),
    expect: "401 200 404 200 200 404 404 404 404 404",
  },
  {
    label: "EVERYONE",
    options: () => ({ access: "EVERYONE" }),
    expect: "401 200 404 200 200 404 200 404 404 404",
  },
  {
    label: "CONTACTTEACHERS, T chosen",
    options: () => ({ access: "CONTACTTEACHERS", contactTeachers: [userOf("T")] }),
    expect: "401 200 404 200 200 404 200 404 404 404",
  },
  {
    label: "STANDARD, a pupil T does not mentor",
    options: () => ({ studentId: t.seeded.studentIds.ek![30]! }),
    expect: "401 404 404 200 200 404 200 404 404 404",
  },
  {
    label: "SELF, H the author and owner",
    options: () => ({ access: "SELF", notifier: "head@demo.test", owner: "head@demo.test" }),
    expect: "401 404 404 404 200 404 404 404 404 404",
  },
];

const ROWS: Row[] = [
  //                                                                 anon T   T2  C   H   A   M   O   S   X
  {
    route: "GET /api/health",
    call: () => ({ path: "/api/health" }),
    expect: "200 200 200 200 200 200 200 200 200 200",
  },

  // auth
  {
    route: "POST /api/auth/login",
    call: () => ({
      path: "/api/auth/login",
      body: { email: "teacher@demo.test", password: "Elevhalsa2026" },
    }),
    expect: "200 200 200 200 200 200 200 200 200 200",
  },
  {
    route: "GET /api/auth/me",
    call: () => ({ path: "/api/auth/me" }),
    expect: "401 200 200 200 200 200 200 200 200 200",
  },
  {
    route: "POST /api/auth/logout",
    call: () => ({ path: "/api/auth/logout" }),
    expect: "401 204 204 204 204 204 204 204 204 204",
    freshSession: true,
  },
  {
    route: "POST /api/auth/forgot-password",
    call: () => ({ path: "/api/auth/forgot-password", body: { email: "nobody@demo.test" } }),
    expect: "202 202 202 202 202 202 202 202 202 202",
  },
  {
    route: "POST /api/auth/reset-password",
    call: () => ({
      path: "/api/auth/reset-password",
      body: { token: "x".repeat(43), password: "NyttLosen1" },
    }),
    expect: "400 400 400 400 400 400 400 400 400 400",
  },
  {
    route: "POST /api/auth/two-factor/enrol",
    call: () => ({ path: "/api/auth/two-factor/enrol" }),
    expect: "401 200 403 200 200 200 200 403 403 403",
  },
  {
    route: "POST /api/auth/two-factor/confirm",
    call: () => ({ path: "/api/auth/two-factor/confirm", body: { code: "000000" } }),
    expect: "401 401 401 401 401 401 401 401 401 401",
  },
  {
    route: "POST /api/emailverification/startverify",
    call: (_actor, userId) => ({
      path: "/api/emailverification/startverify",
      body: { id: userId ?? t.seeded.userIds["teacher@demo.test"] },
    }),
    expect: "401 200 200 200 200 200 200 200 200 200",
  },
  {
    route: "GET /api/emailverification/verify/:token",
    call: () => ({ path: `/api/emailverification/verify/${"y".repeat(43)}` }),
    expect: "302 302 302 302 302 302 302 302 302 302",
  },

  // users
  {
    route: "PATCH /api/user",
    call: async (actor, userId) => {
      if (!userId) return { path: "/api/user", body: { id: ek() } };
      const token = await t.login(EMAIL[actor as Exclude<ActorKey, "anon">]);
      const me = (await (await t.request("GET", "/api/auth/me", { token })).json()) as Record<
        string,
        unknown
      >;
      const {
        id,
        name,
        email,
        notificationSetting,
        twoStepAuth,
        hiddenNotificationCategories,
        teacherSubjects,
      } = me;
      return {
        path: "/api/user",
        body: {
          id,
          name,
          email,
          notificationSetting,
          twoStepAuth,
          hiddenNotificationCategories,
          teacherSubjects,
        },
      };
    },
    expect: "401 200 200 200 200 200 200 200 200 200",
  },
  {
    route: "GET /api/user",
    call: () => ({ path: `/api/user?schoolId=${ek()}` }),
    expect: "401 403 404 403 200 200 200 200 200 404",
  },
  {
    route: "GET /api/user",
    label: "Björkskolan's users",
    call: () => ({ path: `/api/user?schoolId=${bjork()}` }),
    expect: "401 404 403 403 404 404 200 200 200 404",
  },
  {
    route: "POST /api/user",
    call: () => ({
      path: "/api/user",
      body: { name: "Ny Person", email: `ny${++seq}@demo.test`, role: "TEACHER", schoolId: ek() },
    }),
    expect: "401 403 404 403 403 201 201 201 201 404",
  },
  {
    route: "POST /api/user",
    label: "a Björkskolan teacher made COUNSELOR at Ekskolan",
    call: async () => ({
      path: "/api/user",
      body: { name: "X", email: (await f.user("bjork")).email, role: "COUNSELOR", schoolId: ek() },
    }),
    expect: "401 403 404 403 403 200 200 200 200 404",
  },
  {
    route: "POST /api/user",
    label: "a second role at the same school",
    call: async () => ({
      path: "/api/user",
      body: { name: "X", email: (await f.user("ek")).email, role: "HEAD", schoolId: ek() },
    }),
    expect: "401 403 404 403 403 200 200 200 200 404",
  },
  {
    route: "POST /api/user",
    label: "one's own email: nobody grants themselves a role",
    call: (actor) => ({
      path: "/api/user",
      body: {
        name: "X",
        email: actor === "anon" ? "x@demo.test" : EMAIL[actor],
        role: "COUNSELOR",
        schoolId: ek(),
      },
    }),
    // The super admin's email belongs to the platform organization: taken, as for anyone outside Demo kommun.
    expect: "401 403 404 403 403 403 403 403 409 404",
  },
  {
    route: "PATCH /api/user/:id",
    call: async () => ({
      path: `/api/user/${(await f.user("ek")).id}`,
      body: { version: 1, name: "Nytt Namn" },
    }),
    expect: "401 403 404 403 403 200 200 200 200 404",
  },
  {
    route: "PATCH /api/user/:id",
    label: "a Björkskolan-only person",
    call: async () => ({
      path: `/api/user/${(await f.user("bjork")).id}`,
      body: { version: 1, name: "Nytt Namn" },
    }),
    expect: "401 404 403 403 404 404 200 200 200 404",
  },
  {
    route: "PATCH /api/user/:id",
    label: "the email of someone at both schools",
    call: async () => ({
      path: `/api/user/${(await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
      body: { version: 1, email: `flytt${++seq}@demo.test` },
    }),
    expect: "401 403 403 403 403 403 200 200 200 404",
  },
  {
    route: "PATCH /api/user/:id",
    label: "the Ekskolan roles of someone at both schools",
    call: async () => ({
      path: `/api/user/${(await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
      body: { version: 1, schoolId: ek(), roles: ["COUNSELOR", "HEAD"] },
    }),
    expect: "401 403 403 403 403 200 200 200 200 404",
  },
  {
    route: "PATCH /api/user/:id",
    label: "the Björkskolan roles of someone at both schools",
    call: async () => ({
      path: `/api/user/${(await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
      body: { version: 1, schoolId: bjork(), roles: ["TEACHER"] },
    }),
    expect: "401 403 403 403 403 403 200 200 200 404",
  },
  {
    route: "PATCH /api/user/:id",
    label: "one's own roles",
    call: (_actor, userId) => ({
      path: `/api/user/${userId ?? userOf("T")}`,
      body: { version: 1, schoolId: ek(), roles: ["TEACHER"] },
    }),
    expect: "401 403 403 403 403 403 403 403 403 403",
  },
  {
    route: "DELETE /api/user/:id",
    call: async () => ({ path: `/api/user/${(await f.user("ek")).id}` }),
    expect: "401 403 404 403 403 204 204 204 204 404",
  },
  {
    route: "DELETE /api/user/:id",
    label: "someone at both schools",
    call: async () => ({
      path: `/api/user/${(await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
    }),
    expect: "401 403 403 403 403 403 204 204 204 404",
  },
  {
    route: "DELETE /api/user/:id",
    label: "a Björkskolan-only person",
    call: async () => ({ path: `/api/user/${(await f.user("bjork")).id}` }),
    expect: "401 404 403 403 404 404 204 204 204 404",
  },
  {
    route: "GET /api/user/eht/school/:schoolId",
    call: () => ({ path: `/api/user/eht/school/${ek()}` }),
    expect: "401 200 404 200 200 200 200 200 403 404",
  },

  // organizations
  {
    route: "GET /api/organizations",
    call: () => ({ path: "/api/organizations" }),
    expect: "401 403 403 403 403 403 403 403 200 403",
  },
  {
    route: "GET /api/organizations/:id",
    call: () => ({ path: `/api/organizations/${demoOrg()}` }),
    expect: "401 403 403 403 403 403 200 200 200 404",
  },
  {
    route: "GET /api/organizations/schools/:id",
    call: () => ({ path: `/api/organizations/schools/${demoOrg()}` }),
    expect: "401 403 403 403 403 403 200 200 200 404",
  },
  {
    route: "POST /api/organizations",
    call: () => ({ path: "/api/organizations", body: { name: `Kommun ${++seq}` } }),
    expect: "401 403 403 403 403 403 403 403 201 403",
  },

  // schools
  {
    route: "GET /api/schools",
    call: () => ({ path: "/api/schools" }),
    expect: "401 200 200 200 200 200 200 200 200 200",
  },
  {
    route: "GET /api/schools/:id",
    call: () => ({ path: `/api/schools/${ek()}` }),
    expect: "401 200 404 200 200 200 200 200 200 404",
  },
  {
    route: "POST /api/schools",
    call: () => ({ path: "/api/schools", body: { name: `Skola ${++seq}`, organizationId: demoOrg() } }),
    expect: "401 403 403 403 403 403 201 201 201 403",
  },
  {
    route: "PATCH /api/schools/:id",
    call: () => ({ path: `/api/schools/${ek()}`, body: { name: "Ekskolan" } }),
    expect: "401 403 404 403 403 200 200 200 200 404",
  },
  {
    route: "PATCH /api/schools/:id",
    label: "remove someone at both schools from Ekskolan",
    call: async () => ({
      path: `/api/schools/${ek()}`,
      body: { usersToRemove: [{ id: (await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id }] },
    }),
    expect: "401 403 404 403 403 200 200 200 200 404",
  },
  {
    route: "PATCH /api/schools/:id",
    label: "remove oneself from Ekskolan",
    call: (_actor, userId) => ({
      path: `/api/schools/${ek()}`,
      body: { usersToRemove: [{ id: userId ?? userOf("T") }] },
    }),
    expect: "401 403 404 403 403 403 403 403 403 404",
  },
  {
    route: "DELETE /api/schools/:id",
    call: async () => ({ path: `/api/schools/${await f.emptySchool("demo")}` }),
    expect: "401 404 404 404 404 404 204 204 204 404",
  },
  {
    route: "GET /api/schools/:schoolId/external-page-qr-code",
    call: () => ({ path: `/api/schools/${ek()}/external-page-qr-code` }),
    expect: "401 200 404 200 200 200 200 200 403 404",
  },

  // classes
  {
    route: "GET /api/classes/school/:schoolId",
    call: () => ({ path: `/api/classes/school/${ek()}` }),
    expect: "401 200 404 200 200 200 200 200 403 404",
  },
  {
    route: "GET /api/classes/school/:schoolId/all",
    call: () => ({ path: `/api/classes/school/${ek()}/all` }),
    expect: "401 200 404 200 200 200 200 200 403 404",
  },
  {
    route: "GET /api/classes/:id",
    call: () => ({ path: `/api/classes/${ekClass()}` }),
    expect: "401 200 404 200 200 200 200 200 403 404",
  },
  {
    route: "POST /api/classes",
    call: () => ({ path: "/api/classes", body: { name: "7Z", schoolId: ek() } }),
    expect: "401 403 404 403 403 201 201 403 403 404",
  },
  {
    route: "PATCH /api/classes/:id",
    call: async () => ({
      path: `/api/classes/${await f.schoolClass("ek")}`,
      body: { name: "7Y", version: 1 },
    }),
    expect: "401 403 404 403 403 200 200 403 403 404",
  },
  {
    route: "DELETE /api/classes/:id",
    call: async () => ({ path: `/api/classes/${await f.schoolClass("ek")}` }),
    expect: "401 403 404 403 403 204 204 403 403 404",
  },
  ...(["teacher", "mentor"] as const).flatMap((list) =>
    (["POST", "DELETE"] as const).map((method): Row => ({
      route: `${method} /api/classes/:id/${list}`,
      call: async () => ({ path: `/api/classes/${await f.schoolClass("ek")}/${list}` }),
      expect: "401 200 404 200 200 200 200 403 403 404",
    })),
  ),
  {
    route: "PATCH /api/classes/archive/:id",
    call: async () => ({ path: `/api/classes/archive/${await f.schoolClass("ek")}` }),
    expect: "401 403 404 403 403 200 200 403 403 404",
  },
  {
    route: "PATCH /api/classes/upgrade/:schoolId",
    call: () => ({ path: `/api/classes/upgrade/${ek()}` }),
    expect: "401 403 404 403 403 200 200 403 403 404",
  },

  // students (pupil data)
  {
    route: "GET /api/student/school/:schoolId",
    call: () => ({ path: `/api/student/school/${ek()}` }),
    expect: "401 200 404 200 200 200 200 403 403 404",
  },
  {
    route: "GET /api/student/:id",
    call: () => ({ path: `/api/student/${ekStudent()}` }),
    expect: "401 200 404 200 200 200 200 403 403 404",
  },
  {
    route: "POST /api/student",
    call: () => ({ path: "/api/student", body: { name: "Ny Elev", schoolId: ek() } }),
    expect: "401 403 404 403 403 201 201 403 403 404",
  },
  {
    route: "PATCH /api/student/:id",
    call: async () => ({
      path: `/api/student/${await f.student("ek")}`,
      body: { name: "Nytt Namn", version: 1 },
    }),
    expect: "401 403 404 403 403 200 200 403 403 404",
  },
  {
    route: "DELETE /api/student/:id",
    call: async () => ({ path: `/api/student/${await f.student("ek")}` }),
    expect: "401 403 404 403 403 204 204 403 403 404",
  },
  {
    // Everyone names themselves as mentor: teachers may, owners and superadmins may not.
    route: "PATCH /api/student/:id/mentor",
    call: async (_actor, userId) => ({
      path: `/api/student/${await f.student("ek")}/mentor`,
      body: { userId: userId ?? t.seeded.userIds["teacher@demo.test"] },
    }),
    expect: "401 200 404 200 200 200 200 403 403 404",
  },
  {
    // The pupil's mentor is the actor: removing oneself.
    route: "DELETE /api/student/:id/mentor",
    call: async (_actor, userId) => ({
      path: `/api/student/${await f.student("ek", { mentorId: userId ?? t.seeded.userIds["teacher@demo.test"]!, mentorName: "X" })}/mentor`,
    }),
    expect: "401 200 404 200 200 200 200 403 403 404",
  },

  // audit trail (read-only)
  {
    route: "GET /api/audit/school/:schoolId",
    call: () => ({ path: `/api/audit/school/${ek()}` }),
    expect: "401 403 404 403 200 200 200 403 403 404",
  },
  {
    route: "GET /api/audit/student/:studentId",
    call: () => ({ path: `/api/audit/student/${ekStudent()}` }),
    expect: "401 403 404 403 200 200 200 403 403 404",
  },

  // reports to the support address
  {
    route: "POST /api/bug-reports",
    call: () => ({ path: "/api/bug-reports", body: { description: "Knappen gör inget", page: "/school" } }),
    expect: "401 202 202 202 202 202 202 202 202 202",
  },
  {
    route: "POST /api/accessibility-feedback",
    call: async () => {
      // Five an hour per client, and every in-process call comes from the same client: start each from zero.
      await t.deps.rateLimiter.clear("a11y-feedback:local", FEEDBACK_PER_CLIENT);
      return { path: "/api/accessibility-feedback", body: { message: "Låg kontrast", page: "/login" } };
    },
    expect: "202 202 202 202 202 202 202 202 202 202",
  },

  // teams
  {
    route: "GET /api/team/school/:schoolId",
    call: () => ({ path: `/api/team/school/${ek()}` }),
    expect: "401 200 404 200 200 200 200 403 403 404",
  },
  {
    route: "POST /api/team",
    call: () => ({ path: "/api/team", body: { name: "Nytt lag", schoolId: ek() } }),
    expect: "401 403 404 403 201 201 201 403 403 404",
  },
  {
    route: "PATCH /api/team/:id",
    call: async () => ({ path: `/api/team/${await f.team("ek")}`, body: { name: "Lag", version: 1 } }),
    expect: "401 403 404 403 200 200 200 403 403 404",
  },
  {
    route: "DELETE /api/team/:id",
    call: async () => ({ path: `/api/team/${await f.team("ek")}` }),
    expect: "401 403 404 403 204 204 204 403 403 404",
  },

  // tickets (pupil data)
  {
    route: "GET /api/tickets/school/:schoolId",
    call: () => ({ path: `/api/tickets/school/${ek()}` }),
    expect: "401 200 404 200 200 403 200 403 403 404",
  },
  {
    route: "GET /api/tickets/:id",
    label: "STANDARD, T the mentor",
    call: async () => ({ path: `/api/tickets/${await ticket()}` }),
    expect: "401 200 404 200 200 404 200 404 404 404",
  },
  ...LEVEL_ROWS.map((level): Row => ({
    route: "GET /api/tickets/:id",
    label: level.label,
    call: async () => ({ path: `/api/tickets/${await ticket(level.options())}` }),
    expect: level.expect,
  })),
  {
    route: "POST /api/tickets",
    call: () => ({
      path: "/api/tickets",
      body: { studentId: ekStudent(), title: "Oro", description: "Beskrivning", access: "STANDARD" },
    }),
    expect: "401 201 404 201 201 403 201 403 403 404",
  },
  {
    route: "PATCH /api/tickets/:id",
    call: async () => ({ path: `/api/tickets/${await ticket()}`, body: { version: 1, title: "Ny titel" } }),
    expect: "401 403 404 200 200 404 200 404 404 404",
  },
  {
    route: "PATCH /api/tickets/:id",
    label: "EDITORS, T an editor: the text yes, the access no",
    call: async (actor) => ({
      path: `/api/tickets/${await ticket({ access: "EDITORS", editors: [userOf("T")] })}`,
      body: actor === "T" ? { version: 1, title: "Ny titel" } : { version: 1, access: "COUNSELOR" },
    }),
    expect: "401 200 404 200 200 404 200 404 404 404",
  },
  {
    route: "DELETE /api/tickets/:id",
    call: async () => ({ path: `/api/tickets/${await ticket()}` }),
    expect: "401 403 404 204 204 404 204 404 404 404",
  },
  {
    // H is the owner: reminding oneself is refused.
    route: "POST /api/tickets/reminder/:id",
    call: async () => ({ path: `/api/tickets/reminder/${await ticket({ owner: "head@demo.test" })}` }),
    expect: "401 201 404 201 400 404 201 404 404 404",
  },
  {
    route: "GET /api/feedback/:schoolId",
    call: () => ({ path: `/api/feedback/${ek()}` }),
    expect: "401 200 404 200 200 403 200 403 403 404",
  },
  {
    route: "POST /api/feedback",
    call: async () => ({ path: "/api/feedback", body: { ticketId: await ticket(), text: "Återkoppling" } }),
    expect: "401 403 404 201 201 404 201 404 404 404",
  },
  {
    route: "POST /api/reaction",
    call: async () => ({
      path: "/api/reaction",
      body: { feedbackId: (await f.feedback(await ticket())).feedbackId, smiley: "PROGRESSING" },
    }),
    expect: "401 403 404 201 201 404 201 404 404 404",
  },
  {
    // The actor's own reaction.
    route: "PATCH /api/reaction/:id",
    call: async (_actor, userId) => ({
      path: `/api/reaction/${(await f.feedback(await ticket(), userId ?? userOf("C"))).reactionId}`,
      body: { smiley: "COMPLETED", version: 1 },
    }),
    expect: "401 403 404 200 200 404 200 404 404 404",
  },
  {
    route: "POST /api/step",
    call: async () => ({
      path: "/api/step",
      body: { ticketId: await ticket(), status: "RECEIVED", version: 1 },
    }),
    expect: "401 403 404 201 201 404 201 404 404 404",
  },
  {
    route: "PATCH /api/step/:id",
    call: async () => ({
      path: `/api/step/${(await f.ticket()).stepId}`,
      body: { summary: "Summering", version: 1 },
    }),
    expect: "401 403 404 200 200 404 200 404 404 404",
  },
  {
    route: "POST /api/step/event",
    call: async () => ({
      path: "/api/step/event",
      body: { stepId: (await f.ticket()).stepId, comment: "Kommentar" },
    }),
    expect: "401 403 404 201 201 404 201 404 404 404",
  },
  {
    route: "POST /api/step/event",
    label: "EDITORS, T an editor",
    call: async () => ({
      path: "/api/step/event",
      body: {
        stepId: (await f.ticket({ access: "EDITORS", editors: [userOf("T")] })).stepId,
        comment: "Kommentar",
      },
    }),
    expect: "401 201 404 201 201 404 201 404 404 404",
  },
  {
    // The actor's own comment.
    route: "PATCH /api/step/event/:id",
    call: async (_actor, userId) => {
      const { ticketId, stepId } = await f.ticket();
      return {
        path: `/api/step/event/${await f.comment(ticketId, stepId, userId ?? userOf("C"))}`,
        body: { comment: "Rättad", version: 1 },
      };
    },
    expect: "401 403 404 200 200 404 200 404 404 404",
  },
  {
    route: "POST /api/messages",
    call: async () => ({ path: "/api/messages", body: { ticketId: await ticket(), text: "Meddelande" } }),
    expect: "401 403 404 201 201 404 201 404 404 404",
  },
  {
    route: "POST /api/messages",
    label: "EDITORS, T an editor",
    call: async () => ({
      path: "/api/messages",
      body: { ticketId: await ticket({ access: "EDITORS", editors: [userOf("T")] }), text: "Meddelande" },
    }),
    expect: "401 201 404 201 201 404 201 404 404 404",
  },
  {
    // The actor's own message.
    route: "DELETE /api/messages/:id",
    call: async (_actor, userId) => ({
      path: `/api/messages/${await f.message(await ticket(), userId ?? userOf("C"))}`,
    }),
    expect: "401 403 404 204 204 404 204 404 404 404",
  },
  {
    route: "POST /api/decision",
    label: "EDITORS, T an editor: deciding needs student-health staff",
    call: async () => ({
      path: "/api/decision",
      body: { ticketId: await ticket({ access: "EDITORS", editors: [userOf("T")] }), text: "Beslut" },
    }),
    expect: "401 403 404 201 201 404 201 404 404 404",
  },

  // notifications (each actor's own)
  {
    route: "GET /api/notifications",
    call: () => ({ path: `/api/notifications?schoolId=${ek()}` }),
    expect: "401 200 404 200 200 200 200 200 200 404",
  },
  {
    route: "PATCH /api/notifications/:userId",
    call: (_actor, userId) => ({ path: `/api/notifications/${userId ?? userOf("T")}` }),
    expect: "401 204 204 204 204 204 204 204 204 204",
  },
  {
    route: "PATCH /api/notifications/:userId",
    label: "someone else's",
    call: () => ({ path: `/api/notifications/${userOf("A")}` }),
    expect: "401 403 403 403 403 204 403 403 403 403",
  },
  {
    route: "DELETE /api/notifications/category/:category",
    call: () => ({ path: "/api/notifications/category/TICKET" }),
    expect: "401 204 204 204 204 204 204 204 204 204",
  },
  {
    route: "DELETE /api/notifications/:id",
    call: async (_actor, userId) => ({
      path: `/api/notifications/${await f.notification(userId ?? userOf("T"))}`,
    }),
    expect: "401 204 204 204 204 204 204 204 204 204",
  },
  {
    route: "DELETE /api/notifications/:id",
    label: "someone else's",
    call: async () => ({ path: `/api/notifications/${await f.notification((await f.user("ek")).id)}` }),
    expect: "401 404 404 404 404 404 404 404 404 404",
  },
];

function expected(row: Row): Record<ActorKey, number> {
  const statuses = row.expect.split(/\s+/).filter(Boolean).map(Number);
  if (statuses.length !== ACTORS.length)
    throw new Error(`${row.route}: ${statuses.length} statuses for ${ACTORS.length} actors`);
  return Object.fromEntries(ACTORS.map((actor, index) => [actor, statuses[index]!])) as Record<
    ActorKey,
    number
  >;
}

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
});

describe("access matrix", () => {
  it("lists every route the routers declare, and no route that does not exist", () => {
    const declared = new Set(
      DOMAINS.flatMap(({ router }) =>
        router.routes
          .filter((route) => route.method !== "ALL")
          .map((route) => `${route.method} /api${route.path}`),
      ),
    );
    const listed = new Set(ROWS.map((row) => row.route));
    expect([...declared].filter((route) => !listed.has(route)).sort()).toEqual([]);
    expect([...listed].filter((route) => !declared.has(route)).sort()).toEqual([]);
  });

  for (const row of ROWS) {
    it(row.label ? `${row.route} (${row.label})` : row.route, async () => {
      const want = expected(row);
      const got: Partial<Record<ActorKey, number>> = {};
      for (const actor of ACTORS) {
        const email = actor === "anon" ? undefined : EMAIL[actor];
        let token: string | undefined;
        if (email && row.freshSession) {
          const res = await t.request("POST", "/api/auth/login", {
            body: { email, password: "Elevhalsa2026" },
          });
          token = ((await res.json()) as { token: string }).token;
        } else if (email) {
          token = await t.login(email);
        }
        const userId = email ? t.seeded.userIds[email] : undefined;
        const call = await row.call(actor, userId);
        const [method] = row.route.split(" ");
        const res = await t.request(method!, call.path, {
          token,
          ...(call.body !== undefined ? { body: call.body } : {}),
        });
        got[actor] = res.status;
        if (res.status === 404 && actor !== "anon") {
          // Denied and nonexistent answer alike: the same code, nothing about the document.
          const body = (await res.json()) as { error: { code: string } };
          expect(body.error.code, `${row.route} as ${actor}`).toBe("NOT_FOUND");
        }
      }
      expect(got).toEqual(want);
    });
  }
});
