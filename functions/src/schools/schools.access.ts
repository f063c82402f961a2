import { PageQuerySchema } from "#shared/common.schema";
import { CreateSchoolInputSchema, UpdateSchoolInputSchema } from "#shared/schools/school.schema";
import {
  defineDomainTests,
  demoOrg,
  ek,
  fx,
  unique,
  userOf,
} from "../../../tests/helpers/domain-tests/index.js";

export const schoolsTests = defineDomainTests({
  domain: "schools",
  rows: [
    {
      route: "GET /api/schools",
      call: () => ({ path: "/api/schools" }),
      expect: { anon: 401, default: 200 },
    },
    {
      route: "GET /api/schools/:id",
      call: () => ({ path: `/api/schools/${ek()}` }),
      expect: { anon: 401, T2: 404, X: 404, default: 200 },
    },
    {
      route: "POST /api/schools",
      call: () => ({ path: "/api/schools", body: { name: `Skola ${unique()}`, organizationId: demoOrg() } }),
      expect: { anon: 401, M: 201, O: 201, S: 201, default: 403 },
    },
    {
      route: "PATCH /api/schools/:id",
      call: () => ({ path: `/api/schools/${ek()}`, body: { name: "Ekskolan" } }),
      expect: { anon: 401, T: 403, T2: 404, C: 403, H: 403, X: 404, default: 200 },
    },
    {
      route: "PATCH /api/schools/:id",
      label: "remove someone at both schools from Ekskolan",
      call: async () => ({
        path: `/api/schools/${ek()}`,
        body: {
          usersToRemove: [{ id: (await fx().person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] })).id }],
        },
      }),
      expect: { anon: 401, T: 403, T2: 404, C: 403, H: 403, X: 404, default: 200 },
    },
    {
      route: "PATCH /api/schools/:id",
      label: "remove oneself from Ekskolan",
      call: (_actor, userId) => ({
        path: `/api/schools/${ek()}`,
        body: { usersToRemove: [{ id: userId ?? userOf("T") }] },
      }),
      expect: { anon: 401, T2: 404, X: 404, default: 403 },
    },
    {
      route: "DELETE /api/schools/:id",
      call: async () => ({ path: `/api/schools/${await fx().emptySchool("demo")}` }),
      expect: { anon: 401, M: 204, O: 204, S: 204, default: 404 },
    },
    {
      route: "GET /api/schools/:schoolId/external-page-qr-code",
      call: () => ({ path: `/api/schools/${ek()}/external-page-qr-code` }),
      expect: { anon: 401, T2: 404, S: 403, X: 404, default: 200 },
    },
  ],
  fuzz: {
    "GET /api/schools": { actor: "T", query: PageQuerySchema },
    "GET /api/schools/:id": { actor: "T" },
    "POST /api/schools": { actor: "M", body: CreateSchoolInputSchema },
    "DELETE /api/schools/:id": { actor: "M" },
    "GET /api/schools/:schoolId/external-page-qr-code": { actor: "T" },
    // Last: its valid runs rename Ekskolan and take staff out of it.
    "PATCH /api/schools/:id": { actor: "A", body: UpdateSchoolInputSchema },
  },
  massAssignment: {
    "POST /api/schools": ["name", "organizationId", "firstAndLastYear", "subscriptions"],
    "PATCH /api/schools/:id": [
      "version",
      "firstAndLastYear",
      "usersToRemove",
      "name",
      "hiddenParts",
      "teacherName",
      "counselorName",
      "counselorNamePlural",
      "subscriptions",
    ],
  },
  calls: [
    {
      route: "GET /api/schools",
      label: "my schools: session + one batched read of them",
      actor: "T",
      call: () => ({ path: "/api/schools" }),
      commands: ["TransactGetItemsCommand", "BatchGetItemCommand"],
      audit: 0,
    },
  ],
});
