import {
  CreateFeedbackInputSchema,
  CreateReactionInputSchema,
  CreateTicketInputSchema,
  ListFeedbackQuerySchema,
  ListTicketsQuerySchema,
  UpdateReactionInputSchema,
  UpdateTicketInputSchema,
} from "#shared/tickets/ticket.schema";
import {
  defineDomainTests,
  bjork,
  ek,
  ekStudent,
  fx,
  userOf,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import {
  ticketStepAndEntryCalls,
  ticketStepAndEntryFuzz,
  ticketStepAndEntryMassAssignment,
  ticketStepAndEntryRows,
} from "./ticket-steps-and-entries.access-rows.js";
import { LEVEL_ROWS, ticket } from "./tickets.access-fixtures.js";

/** The ticket's text, access choice and owner, which a create and an edit both set. */
const TICKET_FIELDS = [
  "title",
  "description",
  "access",
  "recipients",
  "teamId",
  "contactTeachers",
  "editors",
  "ownerId",
];

/**
 * The tickets' access-matrix plug-in: the ticket, feedback and reaction routes' rows, fuzz, mass-assignment fields
 * and call budgets, with the steps', comments', messages' and decisions' (ticket-steps-and-entries.access-rows.ts)
 * spread in. What the rows act on is in tickets.access-fixtures.ts.
 */

export const ticketsTests = defineDomainTests({
  domain: "tickets",
  rows: [
    {
      route: "GET /api/tickets/school/:schoolId",
      call: () => ({ path: `/api/tickets/school/${ek()}` }),
      expect: { anon: 401, T2: 404, A: 403, O: 403, S: 403, X: 404, default: 200 },
    },
    {
      route: "GET /api/tickets/:id",
      label: "STANDARD, T the mentor",
      call: async () => ({ path: `/api/tickets/${await ticket()}` }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
    },
    ...LEVEL_ROWS.map((level): MatrixRow => ({
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
      expect: { anon: 401, T2: 404, A: 403, O: 403, S: 403, X: 404, default: 201 },
    },
    {
      route: "PATCH /api/tickets/:id",
      call: async () => ({ path: `/api/tickets/${await ticket()}`, body: { version: 1, title: "Ny titel" } }),
      expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "PATCH /api/tickets/:id",
      label: "EDITORS, T an editor: the text yes, the access no",
      call: async (actor) => ({
        path: `/api/tickets/${await ticket({ access: "EDITORS", editors: [userOf("T")] })}`,
        body: actor === "T" ? { version: 1, title: "Ny titel" } : { version: 1, access: "COUNSELOR" },
      }),
      expect: { anon: 401, T: 200, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      route: "DELETE /api/tickets/:id",
      call: async () => ({ path: `/api/tickets/${await ticket()}` }),
      expect: { anon: 401, T: 403, C: 204, H: 204, M: 204, default: 404 },
    },
    {
      // H is the owner: reminding oneself is refused.
      route: "POST /api/tickets/reminder/:id",
      call: async () => ({ path: `/api/tickets/reminder/${await ticket({ owner: "head@demo.test" })}` }),
      expect: { anon: 401, T: 201, C: 201, H: 400, M: 201, default: 404 },
    },
    {
      route: "GET /api/feedback/:schoolId",
      call: () => ({ path: `/api/feedback/${ek()}` }),
      expect: { anon: 401, T2: 404, A: 403, O: 403, S: 403, X: 404, default: 200 },
    },
    {
      route: "POST /api/feedback",
      call: async () => ({ path: "/api/feedback", body: { ticketId: await ticket(), text: "Återkoppling" } }),
      expect: { anon: 401, T: 403, C: 201, H: 201, M: 201, default: 404 },
    },
    {
      route: "POST /api/reaction",
      call: async () => ({
        path: "/api/reaction",
        body: { feedbackId: (await fx().feedback(await ticket())).feedbackId, smiley: "PROGRESSING" },
      }),
      expect: { anon: 401, T: 403, C: 201, H: 201, M: 201, default: 404 },
    },
    {
      // The actor's own reaction.
      route: "PATCH /api/reaction/:id",
      call: async (_actor, userId) => ({
        path: `/api/reaction/${(await fx().feedback(await ticket(), userId ?? userOf("C"))).reactionId}`,
        body: { smiley: "COMPLETED", version: 1 },
      }),
      expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
    },
    {
      // The actor's own reaction, withdrawn.
      route: "DELETE /api/reaction/:id",
      call: async (_actor, userId) => ({
        path: `/api/reaction/${(await fx().feedback(await ticket(), userId ?? userOf("C"))).reactionId}`,
      }),
      expect: { anon: 401, T: 403, C: 204, H: 204, M: 204, default: 404 },
    },
    {
      route: "DELETE /api/reaction/:id",
      label: "someone else's: only its author withdraws it",
      call: async () => ({
        path: `/api/reaction/${(await fx().feedback(await ticket(), userOf("C"))).reactionId}`,
      }),
      expect: { anon: 401, T: 403, C: 204, H: 403, M: 403, default: 404 },
    },
    ...ticketStepAndEntryRows,
  ],
  // Documents of every kind, so the runs also name a step where a ticket is expected, and so on.
  fuzzIds: async () => {
    const { ticketId, stepId } = await fx().ticket({ owner: "head@demo.test" });
    const { feedbackId, reactionId } = await fx().feedback(ticketId, userOf("C"));
    const comment = await fx().comment(ticketId, stepId, userOf("C"));
    return [ticketId, stepId, feedbackId, reactionId!, comment, await fx().message(ticketId, userOf("C"))];
  },
  fuzz: {
    "GET /api/tickets/school/:schoolId": { actor: "C", query: ListTicketsQuerySchema },
    "GET /api/tickets/:id": { actor: "C" },
    "POST /api/tickets": { actor: "C", body: CreateTicketInputSchema },
    "PATCH /api/tickets/:id": { actor: "C", body: UpdateTicketInputSchema },
    "DELETE /api/tickets/:id": { actor: "C" },
    "POST /api/tickets/reminder/:id": { actor: "C" },
    "GET /api/feedback/:schoolId": { actor: "C", query: ListFeedbackQuerySchema },
    "POST /api/feedback": { actor: "C", body: CreateFeedbackInputSchema },
    "POST /api/reaction": { actor: "C", body: CreateReactionInputSchema },
    "PATCH /api/reaction/:id": { actor: "C", body: UpdateReactionInputSchema },
    "DELETE /api/reaction/:id": { actor: "C" },
    ...ticketStepAndEntryFuzz,
  },
  massAssignment: {
    "POST /api/tickets": ["studentId", ...TICKET_FIELDS],
    "PATCH /api/tickets/:id": ["version", ...TICKET_FIELDS],
    "POST /api/feedback": ["ticketId", "text"],
    "POST /api/reaction": ["feedbackId", "smiley"],
    "PATCH /api/reaction/:id": ["smiley", "version"],
    ...ticketStepAndEntryMassAssignment,
  },
  calls: [
    {
      route: "GET /api/feedback/:schoolId",
      label:
        "a feedback page: session + the feedback query + its tickets in one batched read + the reactions query, and one audit write",
      actor: "T",
      call: () => ({ path: `/api/feedback/${ek()}` }),
      commands: ["TransactGetItemsCommand", "QueryCommand", "BatchGetItemCommand", "QueryCommand"],
      audit: 1,
    },
    {
      route: "GET /api/tickets/:id",
      label: "a ticket page: session + one query of the ticket's partition, and one audit write",
      actor: "C",
      call: async () => ({ path: `/api/tickets/${await ticket()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/tickets/:id",
      label: "a teacher's timeline needs the pupil read to judge mentorship (the pupil's own mentor here)",
      actor: "T",
      call: async () => ({ path: `/api/tickets/${await ticket()}` }),
      data: 3,
    },
    {
      route: "GET /api/tickets/:id",
      label: "and the pupil's class too when the teacher mentors the class, not the pupil",
      actor: "T",
      call: async () => {
        const classId = await fx().schoolClass("ek", { mentors: [userOf("T")] });
        return { path: `/api/tickets/${await ticket({ studentId: await fx().student("ek", { classId }) })}` };
      },
      data: 4,
    },
    {
      route: "GET /api/tickets/school/:schoolId",
      label: "a ticket list page: session + one query, and one audit write",
      actor: "C",
      call: () => ({ path: `/api/tickets/school/${bjork()}` }),
      data: 2,
      audit: 1,
    },
    {
      route: "GET /api/tickets/school/:schoolId",
      // Ekskolan's demo tickets include a team ticket the counselor neither owns nor wrote.
      label: "team tickets add one batched read",
      actor: "C",
      call: () => ({ path: `/api/tickets/school/${ek()}` }),
      data: 3,
      audit: 1,
      includes: ["BatchGetItemCommand"],
    },
    {
      route: "PATCH /api/tickets/:id",
      label:
        "editing a ticket: session + page + conditional write answering the new ticket, and one audit write",
      actor: "C",
      call: async () => ({ path: `/api/tickets/${await ticket()}`, body: { version: 1, title: "Ny titel" } }),
      data: 3,
      audit: 1,
    },
    ...ticketStepAndEntryCalls,
  ],
});
