import {
  CreateDecisionInputSchema,
  CreateMessageInputSchema,
  CreateStepEventInputSchema,
  CreateStepInputSchema,
  UpdateStepEventInputSchema,
  UpdateStepInputSchema,
} from "#shared/tickets/ticket.schema";
import {
  fx,
  userOf,
  type CallBudget,
  type FuzzRoutes,
  type MassAssignment,
  type MatrixRow,
} from "../../../tests/helpers/domain-tests/index.js";
import { ticket } from "./tickets.access-fixtures.js";

/**
 * The work on a ticket in the tickets' access plug-in (tickets.access.ts spreads these in): steps and their
 * comments (ticket-steps.router.ts), messages and decisions (ticket-entries.router.ts), on a fresh STANDARD ticket
 * by C (T the pupil's mentor reads it, so writing is 403 for T unless T is an editor).
 */

export const ticketStepAndEntryRows: MatrixRow[] = [
  {
    route: "POST /api/step",
    call: async () => ({
      path: "/api/step",
      body: { ticketId: await ticket(), status: "RECEIVED", version: 1 },
    }),
    expect: { anon: 401, T: 403, C: 201, H: 201, M: 201, default: 404 },
  },
  {
    route: "PATCH /api/step/:id",
    call: async () => ({
      path: `/api/step/${(await fx().ticket()).stepId}`,
      body: { summary: "Summering", version: 1 },
    }),
    expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    route: "POST /api/step/event",
    call: async () => ({
      path: "/api/step/event",
      body: { stepId: (await fx().ticket()).stepId, comment: "Kommentar" },
    }),
    expect: { anon: 401, T: 403, C: 201, H: 201, M: 201, default: 404 },
  },
  {
    route: "POST /api/step/event",
    label: "EDITORS, T an editor",
    call: async () => ({
      path: "/api/step/event",
      body: {
        stepId: (await fx().ticket({ access: "EDITORS", editors: [userOf("T")] })).stepId,
        comment: "Kommentar",
      },
    }),
    expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, default: 404 },
  },
  {
    // The actor's own comment.
    route: "PATCH /api/step/event/:id",
    call: async (_actor, userId) => {
      const { ticketId, stepId } = await fx().ticket();
      return {
        path: `/api/step/event/${await fx().comment(ticketId, stepId, userId ?? userOf("C"))}`,
        body: { comment: "Rättad", version: 1 },
      };
    },
    expect: { anon: 401, T: 403, C: 200, H: 200, M: 200, default: 404 },
  },
  {
    route: "POST /api/messages",
    call: async () => ({ path: "/api/messages", body: { ticketId: await ticket(), text: "Meddelande" } }),
    expect: { anon: 401, T: 403, C: 201, H: 201, M: 201, default: 404 },
  },
  {
    route: "POST /api/messages",
    label: "EDITORS, T an editor",
    call: async () => ({
      path: "/api/messages",
      body: { ticketId: await ticket({ access: "EDITORS", editors: [userOf("T")] }), text: "Meddelande" },
    }),
    expect: { anon: 401, T: 201, C: 201, H: 201, M: 201, default: 404 },
  },
  {
    // The actor's own message.
    route: "DELETE /api/messages/:id",
    call: async (_actor, userId) => ({
      path: `/api/messages/${await fx().message(await ticket(), userId ?? userOf("C"))}`,
    }),
    expect: { anon: 401, T: 403, C: 204, H: 204, M: 204, default: 404 },
  },
  {
    route: "POST /api/decision",
    label: "EDITORS, T an editor: deciding needs student-health staff",
    call: async () => ({
      path: "/api/decision",
      body: { ticketId: await ticket({ access: "EDITORS", editors: [userOf("T")] }), text: "Beslut" },
    }),
    expect: { anon: 401, T: 403, C: 201, H: 201, M: 201, default: 404 },
  },
];

export const ticketStepAndEntryFuzz: FuzzRoutes = {
  "POST /api/step": { actor: "C", body: CreateStepInputSchema },
  "PATCH /api/step/:id": { actor: "C", body: UpdateStepInputSchema },
  "POST /api/step/event": { actor: "C", body: CreateStepEventInputSchema },
  "PATCH /api/step/event/:id": { actor: "C", body: UpdateStepEventInputSchema },
  "POST /api/messages": { actor: "C", body: CreateMessageInputSchema },
  "DELETE /api/messages/:id": { actor: "C" },
  "POST /api/decision": { actor: "C", body: CreateDecisionInputSchema },
};

export const ticketStepAndEntryMassAssignment: MassAssignment = {
  "POST /api/step": ["ticketId", "status", "version", "summary"],
  "PATCH /api/step/:id": ["summary", "version"],
  "POST /api/step/event": ["stepId", "comment"],
  "PATCH /api/step/event/:id": ["comment", "version"],
  "POST /api/messages": ["ticketId", "text"],
  "POST /api/decision": ["ticketId", "text"],
};

export const ticketStepAndEntryCalls: CallBudget[] = [
  {
    route: "POST /api/step",
    label: "a step move: session + page + one transaction, and one audit write (nobody else to tell)",
    actor: "C",
    call: async () => ({
      path: "/api/step",
      body: { ticketId: await ticket(), status: "RECEIVED", version: 1 },
    }),
    data: 3,
    audit: 1,
  },
  {
    route: "POST /api/messages",
    label:
      "a message: session + ticket + one transaction + audit; telling one person adds a read and a write",
    actor: "C",
    call: async () => ({
      path: "/api/messages",
      body: { ticketId: await ticket({ owner: "head@demo.test" }), text: "Hej" },
    }),
    audit: 1,
    commands: [
      "TransactGetItemsCommand",
      "GetItemCommand",
      "TransactWriteItemsCommand",
      "BatchGetItemCommand",
      "BatchWriteItemCommand",
    ],
  },
];
