import type { TicketAccessLevel } from "#shared/tickets/ticket.constants";
import {
  CreateActionProgramInputSchema,
  CreateEvaluationInputSchema,
  CreateFollowUpInputSchema,
  ListActionProgramsQuerySchema,
  ListProgramItemsQuerySchema,
  UpdateActionProgramInputSchema,
  UpdateEvaluationInputSchema,
  UpdateFollowUpInputSchema,
} from "#shared/actionprograms/action-program.schema";
import {
  app,
  bjork,
  defineDomainTests,
  ek,
  ekStudent,
  ekTeam,
  userOf,
  type Expect,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import {
  shareLinkCalls,
  shareLinkFuzz,
  shareLinkMassAssignment,
  shareLinkRows,
} from "./share-links.access-rows.js";

/**
 * Unless a row says otherwise, the target is a fresh STANDARD program about Ekskolan's first pupil (in 7A, which T
 * mentors: read), created by C, with every field the decision needs. H is the head (decides), M student-health
 * staff, A an admin of the school (nothing), T2 and X staff of other schools (404).
 */
interface ProgramOptions {
  status?: "draft" | "published" | "archived";
  access?: TicketAccessLevel;
  createdBy?: "T" | "C" | "H";
  recipients?: string[];
  teamId?: string;
  editors?: string[];
  contactTeachers?: string[];
  studentId?: string;
  /** Who a head named decision maker of a decided program (H unless said). */
  decisionMaker?: "C" | "H";
}

export async function program(options: ProgramOptions = {}): Promise<string> {
  const t = app();
  const id = t.deps.ids.id();
  const at = t.clock.now().toISOString();
  const status = options.status ?? "draft";
  const decided = status !== "draft";
  await t.db.actionProgram
    .create({
      id,
      schoolId: ek(),
      organizationId: t.seeded.organizationIds.demo!,
      studentId: options.studentId ?? ekStudent(),
      investigationId: "",
      status,
      access: options.access ?? "STANDARD",
      recipients: options.recipients ?? [],
      teamId: options.teamId ?? "",
      contactTeachers: options.contactTeachers ?? [],
      editors: options.editors ?? [],
      specialNeeds: "Stöd i läsning",
      actions: [
        {
          action: "Anpassad läsning",
          timespan: "v. 3–10",
          followUp: "Varannan vecka",
          responsible: "Mentor",
        },
      ],
      followUpDate: "2027-02-01",
      evaluationDate: "2027-04-01",
      studentInformedOn: "",
      guardiansInformedOn: "",
      place: "",
      attendees: [],
      studentInvolved: true,
      guardianInvolved: true,
      links: [],
      decisionMakerId: decided ? userOf(options.decisionMaker ?? "H") : "",
      decidedById: decided ? userOf("H") : "",
      decidedByName: decided ? "Henrik Rektor" : "",
      decidedAt: decided ? at : "",
      archivedAt: status === "archived" ? at : "",
      createdById: userOf(options.createdBy ?? "C"),
      createdByName: "Cecilia Kurator",
      history: [],
      createdAt: at,
      updatedAt: at,
      version: 1,
    })
    .go();
  return id;
}

async function followUp(programId?: string): Promise<string> {
  const t = app();
  const actionProgramId = programId ?? (await program({ status: "published" }));
  const id = t.deps.ids.id();
  const at = t.clock.now().toISOString();
  await t.db.actionProgramFollowUp
    .create({
      id,
      actionProgramId,
      schoolId: ek(),
      studentId: ekStudent(),
      responsibleId: userOf("C"),
      date: "2027-02-01",
      summary: "Går bättre",
      functionedWell: true,
      link: "",
      createdById: userOf("C"),
      createdAt: at,
      updatedAt: at,
      version: 1,
    })
    .go();
  return id;
}

async function evaluation(programId?: string): Promise<string> {
  const t = app();
  const actionProgramId = programId ?? (await program({ status: "published" }));
  const id = t.deps.ids.id();
  const at = t.clock.now().toISOString();
  await t.db.actionProgramEvaluation
    .create({
      id,
      actionProgramId,
      schoolId: ek(),
      studentId: ekStudent(),
      responsibleId: userOf("C"),
      date: "2027-04-01",
      successFactors: "Struktur",
      troubles: "Frånvaro",
      changes: "Inga",
      headDecision: "",
      createdById: userOf("C"),
      createdAt: at,
      updatedAt: at,
      version: 1,
    })
    .go();
  return id;
}

/** A list of the school: staff and teachers who are members; admins and organization roles 403; others 404. */
const LIST: Expect = { anon: 401, T2: 404, A: 403, O: 403, S: 403, X: 404, default: 200 };
/** A change on a program T reads as the pupil's mentor: T 403, student-health staff of Ekskolan, others 404. */
const WRITE = (ok: number): Expect => ({ anon: 401, T: 403, C: ok, H: ok, M: ok, default: 404 });

/** A read of one program T reads as the pupil's mentor: everyone who sees it 200; admins and outsiders 404. */
const READ: Expect = { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 };
/** A level row's expectations for a read: where the edit was refused for lack of write (403), the read passes. */
const readOf = (expect: Expect): Expect =>
  Object.fromEntries(Object.entries(expect).map(([actor, status]) => [actor, status === 403 ? 200 : status]));

/** A program's read rows per level and relation (through the list, filtered to the one pupil). */
const LEVEL_ROWS: { label: string; options: () => ProgramOptions; expect: Expect }[] = [
  {
    label: "SELF, C the creator",
    options: () => ({ access: "SELF" }),
    expect: { anon: 401, C: 200, default: 404 },
  },
  {
    label: "COUNSELOR level: T the mentor sees nothing",
    options: () => ({ access: "COUNSELOR" }),
    expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "SELECTED, T and H recipients",
    options: () => ({ access: "SELECTED", recipients: [userOf("T"), userOf("H")] }),
    expect: { anon: 401, T: 403, C: 200, H: 200, default: 404 },
  },
  {
    label: "TEAM Arbetslag 7 (T, C, H)",
    options: () => ({ access: "TEAM", teamId: ekTeam() }),
    expect: { anon: 401, T: 403, C: 200, H: 200, default: 404 },
  },
  {
    label: "EDITORS, T an editor writes",
    options: () => ({ access: "EDITORS", editors: [userOf("T")] }),
    expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    label: "STANDARD, a pupil T does not mentor",
    options: () => ({ studentId: app().seeded.studentIds.ek![30]! }),
    expect: { anon: 401, C: 200, H: 200, M: 200, default: 404 },
  },
];

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
    ...shareLinkRows,
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
    "GET /api/action-program-follow-up/:schoolId": { actor: "C", query: ListProgramItemsQuerySchema },
    "POST /api/action-program-follow-up": { actor: "C", body: CreateFollowUpInputSchema },
    "PATCH /api/action-program-follow-up/:id": { actor: "C", body: UpdateFollowUpInputSchema },
    "DELETE /api/action-program-follow-up/:id": { actor: "C" },
    "GET /api/action-program-evaluation/:schoolId": { actor: "M", query: ListProgramItemsQuerySchema },
    "POST /api/action-program-evaluation": { actor: "H", body: CreateEvaluationInputSchema },
    "PATCH /api/action-program-evaluation/:id": { actor: "C", body: UpdateEvaluationInputSchema },
    "DELETE /api/action-program-evaluation/:id": { actor: "C" },
    ...shareLinkFuzz,
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
    {
      route: "POST /api/action-program-follow-up",
      label:
        "a follow-up: two session reads, program, staff query; the new item's PutItem and the audit write (the actor is responsible, nobody told)",
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
      commands: ["TransactGetItemsCommand", "TransactGetItemsCommand", "GetItemCommand", "QueryCommand"],
      audit: 2,
    },
    {
      route: "GET /api/action-program-follow-up/:schoolId",
      label:
        "a follow-up page: session + one query (+ one batch read of programs when there are rows) + audit",
      actor: "C",
      call: () => ({ path: `/api/action-program-follow-up/${bjork()}` }),
      data: 2,
      audit: 1,
    },
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
  ],
});
