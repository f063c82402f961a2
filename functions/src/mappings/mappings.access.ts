import {
  AnswerMappingInputSchema,
  CreateMappingInputSchema,
  ListMappingsQuerySchema,
  UpdateMappingInputSchema,
} from "#shared/mappings/mapping.schema";
import type { Role } from "#shared/constants";
import {
  app,
  defineDomainTests,
  ek,
  ekStudent,
  userOf,
  type ActorKey,
} from "../../../tests/helpers/domain-tests/index.js";
import { createMappingItem } from "./mappings.repo.js";

/** The role each of the ten actors acts in (a PATCH sends it, spec section 6). */
const ROLE_OF: Record<ActorKey, Role> = {
  anon: "TEACHER",
  T: "TEACHER",
  T2: "TEACHER",
  C: "COUNSELOR",
  H: "HEAD",
  A: "ADMIN",
  M: "MAINADMIN",
  O: "OWNER",
  S: "SUPERADMIN",
  X: "COUNSELOR",
};

/** A fresh active mapping at Ekskolan about its first pupil, made by C, asking T and H; nobody has answered. */
export async function mappingFixture(
  fields: { createdBy?: "C" | "T"; respondents?: ("T" | "H" | "C")[]; active?: boolean } = {},
): Promise<string> {
  const t = app();
  const mappingId = t.deps.ids.id();
  const at = t.deps.clock.now().toISOString();
  const createdBy = fields.createdBy ?? "C";
  await createMappingItem(t.deps.db, {
    mappingId,
    schoolId: ek(),
    organizationId: t.seeded.organizationIds.demo!,
    studentId: ekStudent(),
    createdById: userOf(createdBy),
    createdByName: createdBy === "C" ? "Cecilia Kurator" : "Tove Lärare",
    respondents: (fields.respondents ?? ["T", "H"]).map((actor) => ({ id: userOf(actor), name: actor })),
    deadline: "2099-01-31",
    active: fields.active ?? true,
    actionProgramBegun: false,
    createdAt: at,
    updatedAt: at,
    version: 1,
  });
  return mappingId;
}

const ANSWERS = {
  answers: [
    { key: "reading", label: "OFTEN", points: 0.75 },
    { key: "strengths", text: "Nyfiken och hjälpsam" },
  ],
};

export const mappingsTests = defineDomainTests({
  domain: "mappings",
  rows: [
    {
      route: "GET /api/mappings/:schoolId",
      call: () => ({ path: `/api/mappings/${ek()}` }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, T2: 404, X: 404, default: 403 },
    },
    {
      route: "GET /api/mappings/:schoolId/:id",
      label: "T and H asked",
      call: async () => ({ path: `/api/mappings/${ek()}/${await mappingFixture()}` }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "GET /api/mappings/:schoolId/:id",
      label: "only H asked: T is a stranger",
      call: async () => ({ path: `/api/mappings/${ek()}/${await mappingFixture({ respondents: ["H"] })}` }),
      expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "POST /api/mappings",
      call: () => ({
        path: "/api/mappings",
        body: { studentId: ekStudent(), respondents: [{ id: userOf("T") }], deadline: "2099-03-01" },
      }),
      expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, T2: 404, X: 404, default: 403 },
    },
    {
      route: "POST /api/mappings/answer/:mappingId",
      label: "T and H asked",
      call: async () => ({ path: `/api/mappings/answer/${await mappingFixture()}`, body: ANSWERS }),
      // C and M manage it but are not asked: 400 with the reason.
      expect: { anon: 401, T: 200, H: 200, C: 400, M: 400, default: 404 },
    },
    {
      route: "POST /api/mappings/reminder/:id",
      call: async () => ({ path: `/api/mappings/reminder/${await mappingFixture()}` }),
      expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/mappings/:id",
      call: async (actor) => ({
        path: `/api/mappings/${await mappingFixture()}`,
        body: { version: 1, role: ROLE_OF[actor], active: false },
      }),
      expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/mappings/:id",
      label: "made by T: the creator manages it",
      call: async (actor) => ({
        path: `/api/mappings/${await mappingFixture({ createdBy: "T", respondents: ["H"] })}`,
        body: { version: 1, role: ROLE_OF[actor], actionProgramBegun: true },
      }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "DELETE /api/mappings/:id",
      call: async () => ({ path: `/api/mappings/${await mappingFixture()}` }),
      expect: { anon: 401, T: 403, C: 204, H: 204, M: 204, default: 404 },
    },
  ],
  fuzz: {
    "GET /api/mappings/:schoolId": { actor: "T", query: ListMappingsQuerySchema },
    "GET /api/mappings/:schoolId/:id": { actor: "C" },
    "POST /api/mappings": { actor: "C", body: CreateMappingInputSchema },
    "POST /api/mappings/answer/:mappingId": { actor: "H", body: AnswerMappingInputSchema },
    "POST /api/mappings/reminder/:id": { actor: "C" },
    "PATCH /api/mappings/:id": { actor: "C", body: UpdateMappingInputSchema },
    "DELETE /api/mappings/:id": { actor: "H" },
  },
  fuzzIds: async () => [await mappingFixture(), await mappingFixture({ createdBy: "T" })],
  massAssignment: {
    "POST /api/mappings": ["studentId", "respondents", "deadline"],
    "PATCH /api/mappings/:id": ["version", "role", "deadline", "active", "actionProgramBegun", "respondents"],
    "POST /api/mappings/answer/:mappingId": ["answers"],
  },
  calls: [
    {
      route: "GET /api/mappings/:schoolId",
      label: "a list page: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/mappings/${ek()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/mappings/:schoolId/:id",
      label: "a document read: session + the mapping's partition, and one audit write",
      actor: "C",
      call: async () => ({ path: `/api/mappings/${ek()}/${await mappingFixture()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "POST /api/mappings/answer/:mappingId",
      label: "an answer: session + partition + one transaction, and one audit write",
      actor: "T",
      call: async () => ({ path: `/api/mappings/answer/${await mappingFixture()}`, body: ANSWERS }),
      data: 3,
      audit: 1,
    },
  ],
});
