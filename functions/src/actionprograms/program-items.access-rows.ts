import {
  CreateEvaluationInputSchema,
  CreateFollowUpInputSchema,
  ListProgramItemsQuerySchema,
  UpdateEvaluationInputSchema,
  UpdateFollowUpInputSchema,
} from "#shared/actionprograms/action-program.schema";
import {
  app,
  bjork,
  ek,
  userOf,
  type CallBudget,
  type FuzzRoutes,
  type MassAssignment,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import { evaluation, followUp, LIST, program, WRITE } from "./action-programs.access-fixtures.js";

/**
 * The follow-up and evaluation routes' part of the action programs' access plug-in (action-programs.access.ts
 * spreads these in): each is judged by its program's policy, on a published STANDARD program by C (T reads it as
 * the pupil's mentor).
 */

export const programItemRows: MatrixRow[] = [
  {
    route: "GET /api/action-program-follow-up/:schoolId",
    call: () => ({ path: `/api/action-program-follow-up/${ek()}` }),
    expect: LIST,
  },
  {
    route: "POST /api/action-program-follow-up",
    call: async () => ({
      path: "/api/action-program-follow-up",
      body: {
        actionProgramId: await program({ status: "published" }),
        responsibleId: userOf("C"),
        date: "2027-02-01",
        summary: "Går bättre",
        functionedWell: true,
      },
    }),
    expect: WRITE(201),
  },
  {
    route: "POST /api/action-program-follow-up",
    label: "on a draft",
    call: async () => ({
      path: "/api/action-program-follow-up",
      body: {
        actionProgramId: await program(),
        responsibleId: userOf("C"),
        date: "2027-02-01",
        summary: "Går bättre",
        functionedWell: true,
      },
    }),
    expect: WRITE(409),
  },
  {
    route: "PATCH /api/action-program-follow-up/:id",
    call: async () => ({
      path: `/api/action-program-follow-up/${await followUp()}`,
      body: { version: 1, summary: "Ny text" },
    }),
    expect: WRITE(200),
  },
  {
    route: "DELETE /api/action-program-follow-up/:id",
    call: async () => ({ path: `/api/action-program-follow-up/${await followUp()}` }),
    expect: WRITE(204),
  },
  {
    route: "GET /api/action-program-evaluation/:schoolId",
    call: () => ({ path: `/api/action-program-evaluation/${ek()}` }),
    expect: LIST,
  },
  {
    route: "POST /api/action-program-evaluation",
    call: async () => ({
      path: "/api/action-program-evaluation",
      body: {
        actionProgramId: await program({ status: "published" }),
        responsibleId: userOf("C"),
        date: "2027-04-01",
        successFactors: "Struktur",
        troubles: "Frånvaro",
        changes: "Inga",
      },
    }),
    expect: WRITE(201),
  },
  {
    route: "POST /api/action-program-evaluation",
    label: "with the head's decision",
    call: async () => ({
      path: "/api/action-program-evaluation",
      body: {
        actionProgramId: await program({ status: "published" }),
        responsibleId: userOf("C"),
        date: "2027-04-01",
        successFactors: "Struktur",
        troubles: "Frånvaro",
        changes: "Inga",
        headDecision: "NO_NEW_PROGRAM",
      },
    }),
    expect: { anon: 401, T: 403, C: 403, H: 201, M: 403, default: 404 },
  },
  {
    route: "PATCH /api/action-program-evaluation/:id",
    call: async () => ({
      path: `/api/action-program-evaluation/${await evaluation()}`,
      body: { version: 1, troubles: "Färre" },
    }),
    expect: WRITE(200),
  },
  {
    route: "DELETE /api/action-program-evaluation/:id",
    call: async () => ({ path: `/api/action-program-evaluation/${await evaluation()}` }),
    expect: WRITE(204),
  },
];

export const programItemFuzz: FuzzRoutes = {
  "GET /api/action-program-follow-up/:schoolId": { actor: "C", query: ListProgramItemsQuerySchema },
  "POST /api/action-program-follow-up": { actor: "C", body: CreateFollowUpInputSchema },
  "PATCH /api/action-program-follow-up/:id": { actor: "C", body: UpdateFollowUpInputSchema },
  "DELETE /api/action-program-follow-up/:id": { actor: "C" },
  "GET /api/action-program-evaluation/:schoolId": { actor: "M", query: ListProgramItemsQuerySchema },
  "POST /api/action-program-evaluation": { actor: "H", body: CreateEvaluationInputSchema },
  "PATCH /api/action-program-evaluation/:id": { actor: "C", body: UpdateEvaluationInputSchema },
  "DELETE /api/action-program-evaluation/:id": { actor: "C" },
};

export const programItemMassAssignment: MassAssignment = {
  "POST /api/action-program-follow-up": [
    "actionProgramId",
    "responsibleId",
    "date",
    "summary",
    "functionedWell",
    "link",
  ],
  "PATCH /api/action-program-follow-up/:id": [
    "version",
    "responsibleId",
    "date",
    "summary",
    "functionedWell",
    "link",
  ],
  "POST /api/action-program-evaluation": [
    "actionProgramId",
    "responsibleId",
    "date",
    "successFactors",
    "troubles",
    "changes",
    "headDecision",
  ],
  "PATCH /api/action-program-evaluation/:id": [
    "version",
    "responsibleId",
    "date",
    "successFactors",
    "troubles",
    "changes",
    "headDecision",
  ],
};

export const programItemCalls: CallBudget[] = [
  {
    route: "GET /api/action-program-evaluation/:schoolId",
    label:
      "an evaluation page: session + one query + their programs in one batched read, and one audit write",
    actor: "C",
    call: () => ({ path: `/api/action-program-evaluation/${ek()}` }),
    commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand"],
    audit: 1,
  },
  {
    route: "POST /api/action-program-follow-up",
    label:
      "a follow-up: two session reads, program, staff query; one transaction of the new item and its program's progress (follow-up discipline), and the audit write (the actor is responsible, nobody told)",
    actor: "C",
    call: async () => ({
      path: "/api/action-program-follow-up",
      body: {
        actionProgramId: await program({ status: "published" }),
        responsibleId: userOf("C"),
        date: "2027-02-01",
        summary: "Går bättre",
        functionedWell: true,
      },
    }),
    commands: [
      "TransactGetItemsCommand",
      "TransactGetItemsCommand",
      "GetItemCommand",
      "QueryCommand",
      "TransactWriteItemsCommand",
    ],
    audit: 1,
  },
  {
    route: "GET /api/action-program-follow-up/:schoolId",
    label: "a follow-up page: session + one query (+ one batch read of programs when there are rows) + audit",
    actor: "C",
    call: () => ({ path: `/api/action-program-follow-up/${bjork()}` }),
    data: 2,
    audit: 1,
  },
  {
    route: "GET /api/action-program-follow-up/:schoolId",
    label:
      "a teacher's follow-up page: session + one query + the programs, their pupils and the pupils' classes in one batched read each, and audit",
    actor: "T",
    call: async () => {
      await followUp(await program({ status: "published" }));
      await followUp(await program({ status: "published", studentId: app().seeded.studentIds.ek![30]! }));
      return { path: `/api/action-program-follow-up/${ek()}` };
    },
    commands: [
      "TransactGetItemsCommand",
      "QueryCommand",
      "BatchGetItemCommand",
      "BatchGetItemCommand",
      "BatchGetItemCommand",
    ],
    audit: 1,
  },
];
