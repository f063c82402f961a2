import { PageQuerySchema } from "#shared/common.schema";
import {
  CreateUserInputSchema,
  ListUsersQuerySchema,
  UpdateOwnUserInputSchema,
  UpdateUserInputSchema,
} from "#shared/users/user.schema";
import {
  defineDomainTests,
  app,
  bjork,
  ek,
  EMAIL,
  fx,
  unique,
  userOf,
  type SignedInActor,
} from "../../../tests/helpers/domain-tests/index.js";
import { ownSettingsOf } from "./users.fixtures.js";

/** POST /api/user: a role at Ekskolan for the person with the email (a new person when nobody has it). */
const grantAtEk = (email: string, role: string, name = "X") => ({
  path: "/api/user",
  body: { name, email, role, schoolId: ek() },
});

/**
 * Users rows vary the person changed as well as the actor: someone of Ekskolan only, of Björkskolan only (A is then
 * an admin of another school), someone who works at both schools, or the actor themselves. Roles are held per
 * school.
 */
export const usersTests = defineDomainTests({
  domain: "users",
  rows: [
    {
      route: "PATCH /api/user",
      call: async (actor, userId) => {
        if (!userId) return { path: "/api/user", body: { id: ek() } };
        const token = await app().login(EMAIL[actor as SignedInActor]);
        const me = (await (await app().request("GET", "/api/auth/me", { token })).json()) as Record<
          string,
          unknown
        >;
        return { path: "/api/user", body: ownSettingsOf(me) };
      },
      expect: { anon: 401, default: 200 },
    },
    {
      route: "GET /api/user",
      call: () => ({ path: `/api/user?schoolId=${ek()}` }),
      expect: { anon: 401, T: 403, T2: 404, C: 403, X: 404, default: 200 },
    },
    {
      route: "GET /api/user",
      label: "Björkskolan's users",
      call: () => ({ path: `/api/user?schoolId=${bjork()}` }),
      expect: { anon: 401, T2: 403, C: 403, M: 200, O: 200, S: 200, default: 404 },
    },
    {
      route: "POST /api/user",
      call: () => grantAtEk(`ny${unique()}@demo.test`, "TEACHER", "Ny Person"),
      expect: { anon: 401, T: 403, T2: 404, C: 403, H: 403, X: 404, default: 201 },
    },
    {
      route: "POST /api/user",
      label: "a Björkskolan teacher made COUNSELOR at Ekskolan",
      call: async () => grantAtEk((await fx().user("bjork")).email, "COUNSELOR"),
      expect: { anon: 401, T: 403, T2: 404, C: 403, H: 403, X: 404, default: 200 },
    },
    {
      route: "POST /api/user",
      label: "a second role at the same school",
      call: async () => grantAtEk((await fx().user("ek")).email, "HEAD"),
      expect: { anon: 401, T: 403, T2: 404, C: 403, H: 403, X: 404, default: 200 },
    },
    {
      route: "POST /api/user",
      label: "one's own email: nobody grants themselves a role",
      call: (actor) => grantAtEk(actor === "anon" ? "x@demo.test" : EMAIL[actor], "COUNSELOR"),
      // The super admin's email belongs to the platform organization: taken, as for anyone outside Demo kommun.
      expect: { anon: 401, T2: 404, S: 409, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/user/:id",
      call: async () => ({
        path: `/api/user/${(await fx().user("ek")).id}`,
        body: { version: 1, name: "Nytt Namn" },
      }),
      expect: { anon: 401, T: 403, T2: 404, C: 403, H: 403, X: 404, default: 200 },
    },
    {
      route: "PATCH /api/user/:id",
      label: "a Björkskolan-only person",
      call: async () => ({
        path: `/api/user/${(await fx().user("bjork")).id}`,
        body: { version: 1, name: "Nytt Namn" },
      }),
      expect: { anon: 401, T2: 403, C: 403, M: 200, O: 200, S: 200, default: 404 },
    },
    {
      route: "PATCH /api/user/:id",
      label: "the email of someone at both schools",
      call: async () => ({
        path: `/api/user/${(await fx().person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
        body: { version: 1, email: `flytt${unique()}@demo.test` },
      }),
      expect: { anon: 401, M: 200, O: 200, S: 200, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/user/:id",
      label: "the Ekskolan roles of someone at both schools",
      call: async () => ({
        path: `/api/user/${(await fx().person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
        body: { version: 1, schoolId: ek(), roles: ["COUNSELOR", "HEAD"] },
      }),
      expect: { anon: 401, A: 200, M: 200, O: 200, S: 200, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/user/:id",
      label: "the Björkskolan roles of someone at both schools",
      call: async () => ({
        path: `/api/user/${(await fx().person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
        body: { version: 1, schoolId: bjork(), roles: ["TEACHER"] },
      }),
      expect: { anon: 401, M: 200, O: 200, S: 200, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/user/:id",
      label: "one's own roles",
      call: (_actor, userId) => ({
        path: `/api/user/${userId ?? userOf("T")}`,
        body: { version: 1, schoolId: ek(), roles: ["TEACHER"] },
      }),
      expect: { anon: 401, default: 403 },
    },
    {
      route: "DELETE /api/user/:id",
      call: async () => ({ path: `/api/user/${(await fx().user("ek")).id}` }),
      expect: { anon: 401, T: 403, T2: 404, C: 403, H: 403, X: 404, default: 204 },
    },
    {
      route: "DELETE /api/user/:id",
      label: "someone at both schools",
      call: async () => ({
        path: `/api/user/${(await fx().person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id}`,
      }),
      expect: { anon: 401, M: 204, O: 204, S: 204, X: 404, default: 403 },
    },
    {
      route: "DELETE /api/user/:id",
      label: "a Björkskolan-only person",
      call: async () => ({ path: `/api/user/${(await fx().user("bjork")).id}` }),
      expect: { anon: 401, T2: 403, C: 403, M: 204, O: 204, S: 204, default: 404 },
    },
    {
      route: "GET /api/user/eht/school/:schoolId",
      call: () => ({ path: `/api/user/eht/school/${ek()}` }),
      expect: { anon: 401, T2: 404, S: 403, X: 404, default: 200 },
    },
  ],
  fuzz: {
    "PATCH /api/user": { actor: "T", body: UpdateOwnUserInputSchema },
    "GET /api/user": { actor: "A", query: ListUsersQuerySchema },
    "POST /api/user": { actor: "A", body: CreateUserInputSchema },
    "PATCH /api/user/:id": { actor: "A", body: UpdateUserInputSchema },
    "DELETE /api/user/:id": { actor: "A" },
    "GET /api/user/eht/school/:schoolId": { actor: "T", query: PageQuerySchema },
  },
  massAssignment: {
    "PATCH /api/user": [
      "id",
      "name",
      "email",
      "password",
      "currentPassword",
      "notificationSetting",
      "twoStepAuth",
      "hiddenNotificationCategories",
      "teacherSubjects",
      "subRole",
      "version",
    ],
    "POST /api/user": ["name", "email", "role", "schoolId", "subRole"],
    "PATCH /api/user/:id": ["version", "name", "email", "schoolId", "roles", "organizationRoles", "subRole"],
  },
  calls: [
    {
      route: "GET /api/user",
      label: "a school's staff page: session + the members query + one batched read of the people",
      actor: "H",
      call: () => ({ path: `/api/user?schoolId=${ek()}` }),
      commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand"],
      audit: 0,
    },
    {
      route: "GET /api/user/eht/school/:schoolId",
      label: "the school's student health team: session + one query",
      actor: "T",
      call: () => ({ path: `/api/user/eht/school/${ek()}` }),
      data: 2,
      audit: 0,
    },
  ],
});
