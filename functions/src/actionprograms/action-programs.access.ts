import {
  CreateActionProgramInputSchema,
  ListActionProgramsQuerySchema,
  UpdateActionProgramInputSchema,
} from "#shared/actionprograms/action-program.schema";
import {
  app,
  bjork,
  defineDomainTests,
  ek,
  ekStudent,
  userOf,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import {
  followUp,
  evaluation,
  LEVEL_ROWS,
  LIST,
  program,
  READ,
  readOf,
  WRITE,
} from "./action-programs.access-fixtures.js";
import {
  programItemCalls,
  programItemFuzz,
  programItemMassAssignment,
  programItemRows,
} from "./program-items.access-rows.js";
import { disciplineCalls, disciplineFuzz, disciplineRows } from "./program-discipline.access-rows.js";
import {
  shareLinkCalls,
  shareLinkFuzz,
  shareLinkMassAssignment,
  shareLinkRows,
} from "./share-links.access-rows.js";

/**
 * The action programs' access-matrix plug-in: the program routes' rows, fuzz, mass-assignment fields and call
 * budgets, with the follow-up and evaluation routes (program-items.access-rows.ts) and the share-link routes
 * (share-links.access-rows.ts) spread in. What the rows act on is in action-programs.access-fixtures.ts.
 */

export const actionprogramsTests = defineDomainTests({
  domain: "actionprograms",
  rows: [
    {
      route: "GET /api/action-program/:schoolId",
      call: () => ({ path: `/api/action-program/${ek()}?status=ongoing` }),
      expect: LIST,
    },
    {
      route: "POST /api/action-program",
      call: () => ({ path: "/api/action-program", body: { studentId: ekStudent(), access: "STANDARD" } }),
      expect: { anon: 401, T2: 404, A: 403, O: 403, S: 403, X: 404, default: 201 },
    },
    {
      route: "POST /api/action-program",
      label: "naming a decision maker: the head only",
      call: () => ({
        path: "/api/action-program",
        body: { studentId: ekStudent(), access: "STANDARD", decisionMakerId: userOf("C") },
      }),
      expect: { anon: 401, H: 201, T2: 404, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "editing a draft",
      call: async () => ({
        path: `/api/action-program/${await program()}`,
        body: { version: 1, place: "Rum 12" },
      }),
      expect: WRITE(200),
    },
    ...LEVEL_ROWS.map((level): MatrixRow => ({
      route: "PATCH /api/action-program/:id",
      label: `editing, ${level.label}`,
      call: async () => ({
        path: `/api/action-program/${await program(level.options())}`,
        body: { version: 1, place: "Rum 12" },
      }),
      expect: level.expect,
    })),
    {
      route: "PATCH /api/action-program/:id",
      label: "the decision: the head only",
      call: async () => ({
        path: `/api/action-program/${await program()}`,
        body: { version: 1, status: "published" },
      }),
      expect: { anon: 401, T: 403, C: 403, H: 200, M: 403, default: 404 },
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "a published program is locked",
      call: async () => ({
        path: `/api/action-program/${await program({ status: "published" })}`,
        body: { version: 1, links: [{ title: "Ny", url: "https://example.se" }] },
      }),
      expect: { ...WRITE(409) },
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "archiving a published program",
      call: async () => ({
        path: `/api/action-program/${await program({ status: "published" })}`,
        body: { version: 1, status: "archived" },
      }),
      expect: WRITE(200),
    },
    {
      route: "DELETE /api/action-program/:id",
      call: async () => ({ path: `/api/action-program/${await program()}` }),
      expect: WRITE(204),
    },
    {
      route: "DELETE /api/action-program/:id",
      label: "a published program is not deleted",
      call: async () => ({ path: `/api/action-program/${await program({ status: "published" })}` }),
      expect: WRITE(409),
    },
    ...programItemRows,
    ...shareLinkRows,
    ...disciplineRows,
    {
      route: "GET /api/action-program/:schoolId/:id",
      label: "a published program T reads as the mentor",
      call: async () => ({ path: `/api/action-program/${ek()}/${await program({ status: "published" })}` }),
      expect: READ,
    },
    ...LEVEL_ROWS.map((level): MatrixRow => ({
      route: "GET /api/action-program/:schoolId/:id",
      label: `reading, ${level.label}`,
      call: async () => ({ path: `/api/action-program/${ek()}/${await program(level.options())}` }),
      expect: readOf(level.expect),
    })),
    {
      route: "GET /api/action-program/:schoolId/:id/pdf",
      label: "the decision document of a published program",
      call: async () => ({
        path: `/api/action-program/${ek()}/${await program({ status: "published" })}/pdf`,
      }),
      expect: READ,
    },
    {
      route: "GET /api/action-program/:schoolId/:id/pdf",
      label: "an archived program keeps its decision document",
      call: async () => ({
        path: `/api/action-program/${ek()}/${await program({ status: "archived" })}/pdf`,
      }),
      expect: READ,
    },
    {
      route: "GET /api/action-program/:schoolId/:id/pdf",
      label: "a draft has no decision yet",
      call: async () => ({ path: `/api/action-program/${ek()}/${await program()}/pdf` }),
      expect: { ...READ, T: 409, C: 409, H: 409, M: 409 },
    },
    {
      route: "GET /api/action-program/:schoolId/:id/pdf",
      label: "COUNSELOR level: T the mentor gets no document",
      call: async () => ({
        path: `/api/action-program/${ek()}/${await program({ status: "published", access: "COUNSELOR" })}/pdf`,
      }),
      expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "correcting a published program: its decision maker (H here), no one else who manages it",
      call: async () => ({
        path: `/api/action-program/${await program({ status: "published" })}`,
        body: { version: 1, place: "Ny" },
      }),
      expect: { anon: 401, T: 403, C: 403, H: 200, M: 403, default: 404 },
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "correcting a published program: C its named decision maker, and a head",
      call: async () => ({
        path: `/api/action-program/${await program({ status: "published", decisionMaker: "C" })}`,
        body: { version: 1, specialNeeds: "Stöd i läsning och skrivning" },
      }),
      expect: { anon: 401, T: 403, C: 200, H: 200, M: 403, default: 404 },
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "correcting an archived program: locked",
      call: async () => ({
        path: `/api/action-program/${await program({ status: "archived" })}`,
        body: { version: 1, place: "Ny" },
      }),
      expect: WRITE(409),
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "correcting with a stale version",
      call: async () => ({
        path: `/api/action-program/${await program({ status: "published" })}`,
        body: { version: 7, place: "Ny" },
      }),
      expect: { anon: 401, T: 403, C: 403, H: 409, M: 403, default: 404 },
    },
  ],
  fuzzIds: async () => {
    const published = await program({ status: "published" });
    return [published, await program(), await followUp(published), await evaluation(published)];
  },
  fuzz: {
    "GET /api/action-program/:schoolId": { actor: "T", query: ListActionProgramsQuerySchema },
    "POST /api/action-program": { actor: "H", body: CreateActionProgramInputSchema },
    "PATCH /api/action-program/:id": {
      actor: "H",
      body: UpdateActionProgramInputSchema,
      row: "editing a draft",
    },
    "DELETE /api/action-program/:id": { actor: "C" },
    ...programItemFuzz,
    ...shareLinkFuzz,
    ...disciplineFuzz,
    "GET /api/action-program/:schoolId/:id": { actor: "T" },
    "GET /api/action-program/:schoolId/:id/pdf": { actor: "C" },
  },
  massAssignment: {
    "POST /api/action-program": [
      "studentId",
      "access",
      "investigationId",
      "specialNeeds",
      "actions",
      "followUpDate",
      "evaluationDate",
      "studentInformedOn",
      "guardiansInformedOn",
      "place",
      "attendees",
      "studentInvolved",
      "guardianInvolved",
      "links",
      "decisionMakerId",
      "recipients",
      "teamId",
      "contactTeachers",
      "editors",
    ],
    "PATCH /api/action-program/:id": [
      "version",
      "status",
      "access",
      "investigationId",
      "specialNeeds",
      "actions",
      "followUpDate",
      "evaluationDate",
      "studentInformedOn",
      "guardiansInformedOn",
      "place",
      "attendees",
      "studentInvolved",
      "guardianInvolved",
      "links",
      "decisionMakerId",
      "recipients",
      "teamId",
      "contactTeachers",
      "editors",
    ],
    ...programItemMassAssignment,
    ...shareLinkMassAssignment,
  },
  calls: [
    {
      route: "GET /api/action-program/:schoolId",
      label: "a list page: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/action-program/${bjork()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "PATCH /api/action-program/:id",
      label: "editing a draft: session + program + conditional write, and one audit write",
      actor: "C",
      call: async () => ({
        path: `/api/action-program/${await program()}`,
        body: { version: 1, place: "Rum 12" },
      }),
      data: 3,
      audit: 1,
    },
    ...programItemCalls,
    {
      route: "GET /api/action-program/:schoolId",
      label:
        "a teacher's list page: session + one query, the pupils and their classes in one batched read each however many programs, and audit",
      actor: "T",
      call: async () => {
        // Two programs by C about pupils of two classes: T's access to each rests on mentorship.
        await program({ status: "published" });
        await program({ status: "published", studentId: app().seeded.studentIds.ek![30]! });
        return { path: `/api/action-program/${ek()}?status=ongoing` };
      },
      commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand", "BatchGetItemCommand"],
      audit: 1,
    },
    ...shareLinkCalls,
    {
      route: "GET /api/action-program/:schoolId/:id",
      label: "one program: session + the program (+ the pupil and class for a mentor) + audit",
      actor: "C",
      call: async () => ({ path: `/api/action-program/${ek()}/${await program({ status: "published" })}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/action-program/:schoolId/:id/pdf",
      label: "the decision document: session + program + school + pupil, and one audit write",
      actor: "C",
      call: async () => ({
        path: `/api/action-program/${ek()}/${await program({ status: "published" })}/pdf`,
      }),
      data: 4,
      audit: 1,
    },
    {
      route: "GET /api/action-program/:schoolId",
      label:
        "one pupil's list page (the pupil page): session + one query of the pupil's index, and one audit write",
      actor: "C",
      call: async () => {
        await program({ status: "published" });
        return { path: `/api/action-program/${ek()}?status=ongoing&studentId=${ekStudent()}` };
      },
      commands: ["TransactGetItemsCommand", "QueryCommand"],
      audit: 1,
    },
    ...disciplineCalls,
  ],
});
