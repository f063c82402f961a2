import { randomUUID } from "node:crypto";
import {
  CreateFWarningInputSchema,
  ListFWarningsQuerySchema,
  UpdateFWarningInputSchema,
} from "#shared/fwarnings/fwarning.schema";
import {
  app,
  defineDomainTests,
  demoOrg,
  ek,
  ekStudent,
  fx,
  userOf,
} from "../../../tests/helpers/domain-tests/index.js";
import { storeFWarning } from "./fwarnings.repo.js";

/**
 * Unless a row says otherwise, the target is a fresh F-warning about Ekskolan's first pupil (in 7A, which T
 * mentors), written by someone else. So T reads it (the mentor) but may not change it, C, H and M manage it, A (an
 * admin of the school) does not see it, and O, S, T2 and X are outside.
 */
const warning = async (extra: { studentId?: string; authorId?: string } = {}) =>
  (
    await storeFWarning(app().deps.db, {
      id: randomUUID(),
      schoolId: ek(),
      organizationId: demoOrg(),
      studentId: extra.studentId ?? ekStudent(),
      ...(extra.authorId ? { authorId: extra.authorId } : {}),
    })
  ).id;

/** A pupil of Ekskolan in a class T teaches but does not mentor. */
const taughtPupil = async () =>
  fx().student("ek", { classId: await fx().schoolClass("ek", { teachers: [userOf("T")] }) });
/** A pupil of Ekskolan in a class T neither mentors nor teaches. */
const strangerPupil = async () => fx().student("ek", { classId: await fx().schoolClass("ek") });

const STAFF_ONLY = { anon: 401, C: 200, H: 200, M: 200, default: 404 } as const;
const EDIT = { version: 1, feedback: "Samtal med eleven och vårdnadshavare" };

export const fWarningsTests = defineDomainTests({
  domain: "fwarnings",
  rows: [
    {
      route: "GET /api/f-and-f-warnings/:schoolId",
      call: () => ({ path: `/api/f-and-f-warnings/${ek()}` }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, T2: 404, X: 404, default: 403 },
    },
    {
      route: "POST /api/f-and-f-warnings",
      call: () => ({
        path: "/api/f-and-f-warnings",
        body: {
          studentId: ekStudent(),
          isWarning: true,
          course: "Engelska 5",
          reason: "Saknar två inlämningar",
          startDate: "2026-11-23",
          plannedEndDate: "2027-01-15",
        },
      }),
      expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, T2: 404, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/f-and-f-warnings/:id",
      label: "T the pupil's mentor: reads, may not edit",
      call: async () => ({ path: `/api/f-and-f-warnings/${await warning()}`, body: EDIT }),
      expect: { ...STAFF_ONLY, T: 403 },
    },
    {
      route: "PATCH /api/f-and-f-warnings/:id",
      label: "T a teacher of the pupil's class: reads, may not edit",
      call: async () => ({
        path: `/api/f-and-f-warnings/${await warning({ studentId: await taughtPupil() })}`,
        body: EDIT,
      }),
      expect: { ...STAFF_ONLY, T: 403 },
    },
    {
      route: "PATCH /api/f-and-f-warnings/:id",
      label: "T the author",
      call: async () => ({
        path: `/api/f-and-f-warnings/${await warning({ authorId: userOf("T") })}`,
        body: EDIT,
      }),
      expect: { ...STAFF_ONLY, T: 200 },
    },
    {
      route: "PATCH /api/f-and-f-warnings/:id",
      label: "a pupil T has no relation to",
      call: async () => ({
        path: `/api/f-and-f-warnings/${await warning({ studentId: await strangerPupil() })}`,
        body: EDIT,
      }),
      expect: STAFF_ONLY,
    },
    {
      route: "DELETE /api/f-and-f-warnings/:id",
      call: async () => ({ path: `/api/f-and-f-warnings/${await warning()}` }),
      expect: { anon: 401, C: 204, H: 204, M: 204, T: 403, default: 404 },
    },
    {
      route: "DELETE /api/f-and-f-warnings/:id",
      label: "T the author",
      call: async () => ({ path: `/api/f-and-f-warnings/${await warning({ authorId: userOf("T") })}` }),
      expect: { anon: 401, C: 204, H: 204, M: 204, T: 204, default: 404 },
    },
  ],
  fuzz: {
    "GET /api/f-and-f-warnings/:schoolId": { actor: "T", query: ListFWarningsQuerySchema },
    "POST /api/f-and-f-warnings": { actor: "T", body: CreateFWarningInputSchema },
    "PATCH /api/f-and-f-warnings/:id": { actor: "C", body: UpdateFWarningInputSchema },
    "DELETE /api/f-and-f-warnings/:id": { actor: "C" },
  },
  fuzzIds: async () => [await warning(), await warning({ authorId: userOf("T") })],
  massAssignment: {
    "POST /api/f-and-f-warnings": [
      "studentId",
      "isWarning",
      "course",
      "reason",
      "feedback",
      "startDate",
      "plannedEndDate",
    ],
    "PATCH /api/f-and-f-warnings/:id": [
      "version",
      "isWarning",
      "course",
      "reason",
      "feedback",
      "startDate",
      "plannedEndDate",
    ],
  },
  calls: [
    {
      route: "GET /api/f-and-f-warnings/:schoolId",
      label: "a list page for student-health staff: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/f-and-f-warnings/${ek()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/f-and-f-warnings/:schoolId",
      label: "one by id (a notification's link): session + one read, and one audit write",
      actor: "C",
      call: async () => ({ path: `/api/f-and-f-warnings/${ek()}?id=${await warning()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "PATCH /api/f-and-f-warnings/:id",
      label: "an edit: session + the warning + the conditional write, and one audit write",
      actor: "C",
      call: async () => ({ path: `/api/f-and-f-warnings/${await warning()}`, body: EDIT }),
      data: 3,
      audit: 1,
    },
    {
      route: "POST /api/f-and-f-warnings",
      label:
        "a new warning told to the class's mentor: two session reads, the pupil, the class once (finding the mentors and judging them), the mentor's user, the notice; the warning with its pupil ref is one transaction, the audit a put",
      actor: "C",
      call: async () => ({
        path: "/api/f-and-f-warnings",
        body: {
          studentId: await fx().student("ek", {
            classId: await fx().schoolClass("ek", { mentors: [userOf("T")] }),
          }),
          isWarning: true,
          course: "Engelska 5",
          reason: "Saknar två inlämningar",
          startDate: "2026-11-23",
          plannedEndDate: "2027-01-15",
        },
      }),
      commands: [
        "TransactGetItemsCommand",
        "TransactGetItemsCommand",
        "GetItemCommand",
        "TransactWriteItemsCommand",
        "BatchGetItemCommand",
        "BatchGetItemCommand",
        "BatchWriteItemCommand",
      ],
      audit: 1,
    },
  ],
});
