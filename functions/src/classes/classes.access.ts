import { PageQuerySchema } from "#shared/common.schema";
import {
  ClassMemberInputSchema,
  CreateClassInputSchema,
  UpdateClassInputSchema,
  UpgradeClassesInputSchema,
} from "#shared/classes/class.schema";
import {
  defineDomainTests,
  ek,
  ekClass,
  fx,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";

/** A fresh class name per call: two active classes of a school may not share one (classNameTaken). */
let named = 0;
const freshName = (prefix: string) => `${prefix}${(named += 1)}`;

export const classesTests = defineDomainTests({
  domain: "classes",
  rows: [
    {
      route: "GET /api/classes/school/:schoolId",
      call: () => ({ path: `/api/classes/school/${ek()}` }),
      expect: { anon: 401, T2: 404, S: 403, X: 404, default: 200 },
    },
    {
      route: "GET /api/classes/school/:schoolId/all",
      call: () => ({ path: `/api/classes/school/${ek()}/all` }),
      expect: { anon: 401, T2: 404, S: 403, X: 404, default: 200 },
    },
    {
      route: "GET /api/classes/:id",
      call: () => ({ path: `/api/classes/${ekClass()}` }),
      expect: { anon: 401, T2: 404, S: 403, X: 404, default: 200 },
    },
    {
      route: "POST /api/classes",
      call: () => ({ path: "/api/classes", body: { name: freshName("7Z"), schoolId: ek() } }),
      expect: { anon: 401, T2: 404, A: 201, M: 201, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/classes/:id",
      call: async () => ({
        path: `/api/classes/${await fx().schoolClass("ek")}`,
        body: { name: freshName("7Y"), version: 1 },
      }),
      expect: { anon: 401, T2: 404, A: 200, M: 200, X: 404, default: 403 },
    },
    {
      route: "DELETE /api/classes/:id",
      call: async () => ({ path: `/api/classes/${await fx().schoolClass("ek")}` }),
      expect: { anon: 401, T2: 404, A: 204, M: 204, X: 404, default: 403 },
    },
    ...(["teacher", "mentor"] as const).flatMap((list) =>
      (["POST", "DELETE"] as const).map((method): MatrixRow => ({
        route: `${method} /api/classes/:id/${list}`,
        call: async () => ({ path: `/api/classes/${await fx().schoolClass("ek")}/${list}` }),
        expect: { anon: 401, T2: 404, O: 403, S: 403, X: 404, default: 200 },
      })),
    ),
    {
      route: "PATCH /api/classes/archive/:id",
      call: async () => ({ path: `/api/classes/archive/${await fx().schoolClass("ek")}` }),
      expect: { anon: 401, T2: 404, A: 200, M: 200, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/classes/upgrade/:schoolId",
      call: () => ({ path: `/api/classes/upgrade/${ek()}` }),
      expect: { anon: 401, T2: 404, A: 200, M: 200, X: 404, default: 403 },
    },
  ],
  fuzz: {
    "GET /api/classes/school/:schoolId": { actor: "T", query: PageQuerySchema },
    "GET /api/classes/school/:schoolId/all": { actor: "T", query: PageQuerySchema },
    "GET /api/classes/:id": { actor: "T" },
    "POST /api/classes": { actor: "A", body: CreateClassInputSchema },
    "PATCH /api/classes/:id": { actor: "A", body: UpdateClassInputSchema },
    "DELETE /api/classes/:id": { actor: "A" },
    "POST /api/classes/:id/teacher": { actor: "T", body: ClassMemberInputSchema },
    "DELETE /api/classes/:id/teacher": { actor: "T", body: ClassMemberInputSchema },
    "POST /api/classes/:id/mentor": { actor: "T", body: ClassMemberInputSchema },
    "DELETE /api/classes/:id/mentor": { actor: "T", body: ClassMemberInputSchema },
    "PATCH /api/classes/archive/:id": { actor: "A" },
    // Last: its valid runs move every class of Ekskolan up a year.
    "PATCH /api/classes/upgrade/:schoolId": { actor: "A", body: UpgradeClassesInputSchema },
  },
  massAssignment: {
    "POST /api/classes": ["name", "schoolId", "mentors", "teachers"],
    "PATCH /api/classes/:id": ["version", "name", "mentors", "teachers"],
    "POST /api/classes/:id/teacher": ["id"],
    "DELETE /api/classes/:id/teacher": ["id"],
    "POST /api/classes/:id/mentor": ["id"],
    "DELETE /api/classes/:id/mentor": ["id"],
    "PATCH /api/classes/upgrade/:schoolId": ["classes"],
  },
  calls: [
    {
      route: "GET /api/classes/school/:schoolId/all",
      label: "every class of the school: session + one query",
      actor: "T",
      call: () => ({ path: `/api/classes/school/${ek()}/all` }),
      data: 2,
      audit: 0,
    },
    {
      route: "GET /api/classes/school/:schoolId",
      label: "a class list page: session + one query",
      actor: "T",
      call: () => ({ path: `/api/classes/school/${ek()}` }),
      data: 2,
    },
  ],
});
