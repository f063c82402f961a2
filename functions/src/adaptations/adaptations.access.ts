import { randomUUID } from "node:crypto";
import {
  AdaptationFeedbackInputSchema,
  CreateAdaptationInputSchema,
  ListAdaptationsQuerySchema,
  UpdateAdaptationInputSchema,
} from "#shared/adaptations/adaptation.schema";
import {
  app,
  defineDomainTests,
  demoOrg,
  ek,
  ekStudent,
  fx,
  userOf,
} from "../../../tests/helpers/domain-tests/index.js";
import { storeAdaptation } from "./adaptation-fixtures.js";

/**
 * Unless a row says otherwise, the target is a fresh adaptation about Ekskolan's first pupil (in 7A, which T
 * mentors), written by someone else with nobody responsible. So T is the pupil's mentor (read and feedback), C, H
 * and M student-health staff of the school (manage), A an admin of the school (none: 404), O, S, T2 and X outside.
 */
const adaptation = async (
  extra: { studentId?: string; responsible?: string[]; authorId?: string; reviewDate?: string } = {},
) =>
  (
    await storeAdaptation(app().deps.db, {
      id: randomUUID(),
      schoolId: ek(),
      organizationId: demoOrg(),
      studentId: extra.studentId ?? ekStudent(),
      ...(extra.responsible ? { responsible: extra.responsible } : {}),
      ...(extra.authorId ? { authorId: extra.authorId } : {}),
      ...(extra.reviewDate ? { reviewDate: extra.reviewDate, startDate: extra.reviewDate } : {}),
    })
  ).id;

/** A pupil of Ekskolan in a class T neither mentors nor teaches. */
const strangerPupil = async () => fx().student("ek", { classId: await fx().schoolClass("ek") });

const STAFF_ONLY = { anon: 401, C: 200, H: 200, M: 200, default: 404 } as const;

export const adaptationsTests = defineDomainTests({
  domain: "adaptations",
  rows: [
    {
      route: "GET /api/adaptions/categories",
      call: () => ({ path: "/api/adaptions/categories" }),
      expect: { anon: 401, default: 200 },
    },
    {
      route: "GET /api/adaptions/:schoolId",
      call: () => ({ path: `/api/adaptions/${ek()}` }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, T2: 404, X: 404, default: 403 },
    },
    {
      route: "POST /api/adaptions",
      call: () => ({
        path: "/api/adaptions",
        body: {
          studentId: ekStudent(),
          subjects: ["Svenska"],
          categories: ["STRUCTURE"],
          startDate: "2026-11-23",
          reviewDate: "2026-12-14",
        },
      }),
      expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, T2: 404, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/adaptions/:id",
      label: "T the pupil's mentor: feedback, not edit",
      call: async () => ({
        path: `/api/adaptions/${await adaptation()}`,
        body: { version: 1, description: "Ny" },
      }),
      expect: { ...STAFF_ONLY, T: 403 },
    },
    {
      route: "PATCH /api/adaptions/:id",
      label: "T named responsible: edit",
      call: async () => ({
        path: `/api/adaptions/${await adaptation({ responsible: [userOf("T")] })}`,
        body: { version: 1, description: "Ny" },
      }),
      expect: { ...STAFF_ONLY, T: 200 },
    },
    {
      route: "PATCH /api/adaptions/:id",
      label: "a pupil T has no relation to",
      call: async () => ({
        path: `/api/adaptions/${await adaptation({ studentId: await strangerPupil() })}`,
        body: { version: 1, description: "Ny" },
      }),
      expect: STAFF_ONLY,
    },
    {
      route: "DELETE /api/adaptions/:id",
      call: async () => ({ path: `/api/adaptions/${await adaptation({ responsible: [userOf("T")] })}` }),
      expect: { anon: 401, C: 204, H: 204, M: 204, T: 403, default: 404 },
    },
    {
      route: "DELETE /api/adaptions/:id",
      label: "T the author",
      call: async () => ({ path: `/api/adaptions/${await adaptation({ authorId: userOf("T") })}` }),
      expect: { anon: 401, C: 204, H: 204, M: 204, T: 204, default: 404 },
    },
    {
      route: "POST /api/adaptions/feedback/:adaptionId",
      call: async () => ({
        path: `/api/adaptions/feedback/${await adaptation()}`,
        body: { feedback: "Fungerar bra på lektionerna" },
      }),
      expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, default: 404 },
    },
    {
      route: "POST /api/adaptions/feedback/:adaptionId",
      label: "a pupil T has no relation to",
      call: async () => ({
        path: `/api/adaptions/feedback/${await adaptation({ studentId: await strangerPupil() })}`,
        body: { feedback: "Fungerar bra" },
      }),
      expect: { anon: 401, C: 201, H: 201, M: 201, default: 404 },
    },
  ],
  fuzz: {
    "GET /api/adaptions/categories": { actor: "T" },
    "GET /api/adaptions/:schoolId": { actor: "T", query: ListAdaptationsQuerySchema },
    "POST /api/adaptions": { actor: "C", body: CreateAdaptationInputSchema },
    "PATCH /api/adaptions/:id": { actor: "C", body: UpdateAdaptationInputSchema },
    "DELETE /api/adaptions/:id": { actor: "C" },
    "POST /api/adaptions/feedback/:adaptionId": { actor: "T", body: AdaptationFeedbackInputSchema },
  },
  fuzzIds: async () => [await adaptation(), await adaptation({ authorId: userOf("T") })],
  massAssignment: {
    "POST /api/adaptions": [
      "studentId",
      "subjects",
      "categories",
      "description",
      "responsible",
      "startDate",
      "reviewDate",
      "fWarningId",
    ],
    "PATCH /api/adaptions/:id": [
      "version",
      "subjects",
      "categories",
      "description",
      "responsible",
      "startDate",
      "reviewDate",
    ],
    "POST /api/adaptions/feedback/:adaptionId": ["feedback"],
  },
  calls: [
    {
      route: "GET /api/adaptions/:schoolId",
      label: "a list page for student-health staff: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/adaptions/${ek()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/adaptions/:schoolId",
      label: "a teacher's list: the pupils and their classes in one batched read each, for the whole page",
      actor: "T",
      call: async () => {
        // Two adaptations by someone else about pupils of two classes: T's access rests on mentorship.
        await adaptation();
        await adaptation({ studentId: await strangerPupil() });
        return { path: `/api/adaptions/${ek()}` };
      },
      data: 4,
      audit: 1,
      includes: ["BatchGetItemCommand"],
    },
    {
      route: "GET /api/adaptions/:schoolId",
      label:
        "the overview's due card (due=mine) for a teacher who carries them out: session + one query, one audit",
      actor: "T",
      call: async () => {
        await adaptation({ responsible: [userOf("T")], reviewDate: "2020-01-01" });
        return { path: `/api/adaptions/${ek()}?due=mine` };
      },
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/adaptions/:schoolId",
      label: "one adaptation by id (a notification's link): session + one read, and one audit write",
      actor: "C",
      call: async () => ({ path: `/api/adaptions/${ek()}?id=${await adaptation()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "PATCH /api/adaptions/:id",
      label: "an edit: session + the adaptation + the conditional write, and one audit write",
      actor: "C",
      call: async () => ({
        path: `/api/adaptions/${await adaptation()}`,
        body: { version: 1, description: "Ny" },
      }),
      data: 3,
      audit: 1,
    },
    {
      route: "PATCH /api/adaptions/:id",
      label: "a teacher named responsible: no pupil read is needed",
      actor: "T",
      call: async () => ({
        path: `/api/adaptions/${await adaptation({ responsible: [userOf("T")] })}`,
        body: { version: 1, description: "Ny" },
      }),
      data: 3,
      audit: 1,
    },
  ],
});
