import { IdParamSchema } from "#shared/common.schema";
import {
  CreateDecisionInputSchema,
  CreateMessageInputSchema,
  TicketDecisionSchema,
  TicketMessageSchema,
} from "#shared/tickets/ticket.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { addDecision, addMessage, deleteMessage } from "./ticket-entries.service.js";

/** Messages (/messages) and decisions (/decision) on a ticket. */
export const ticketEntriesRouter = createRouter()
  /** A message on the ticket (write). */
  .post(
    "/messages",
    describeRoute({
      summary: "Write a message on a ticket",
      description: "Write access.",
      responses: { 201: TicketMessageSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateMessageInputSchema),
    async (c) => {
      return c.json(await addMessage(contextOf(c), c.req.valid("json")), 201);
    },
  )

  /** Deletes one's own message (write). */
  .delete(
    "/messages/:id",
    describeRoute({
      summary: "Delete one's own message",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteMessage(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  /** A decision on the ticket (manage); decisions are records and are not edited afterwards. */
  .post(
    "/decision",
    describeRoute({
      summary: "Record a decision on a ticket",
      description: "Manage access; decisions are records and are not edited afterwards.",
      responses: { 201: TicketDecisionSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateDecisionInputSchema),
    async (c) => {
      return c.json(await addDecision(contextOf(c), c.req.valid("json")), 201);
    },
  );
