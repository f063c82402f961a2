import { IdParamSchema } from "#shared/common.schema";
import { CreateDecisionInputSchema, CreateMessageInputSchema } from "#shared/tickets/ticket.schema";
import { createRouter } from "../core/app.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { addDecision, addMessage, deleteMessage } from "./ticket-entries.service.js";

/** Messages (/messages) and decisions (/decision) on a ticket. */
export const ticketEntriesRouter = createRouter()
  /** A message on the ticket (write). */
  .post("/messages", validate("json", CreateMessageInputSchema), async (c) => {
    return c.json(await addMessage(contextOf(c), c.req.valid("json")), 201);
  })

  /** Deletes one's own message (write). */
  .delete("/messages/:id", validate("param", IdParamSchema), async (c) => {
    await deleteMessage(contextOf(c), c.req.valid("param"));
    return c.body(null, 204);
  })

  /** A decision on the ticket (manage); decisions are records and are not edited afterwards. */
  .post("/decision", validate("json", CreateDecisionInputSchema), async (c) => {
    return c.json(await addDecision(contextOf(c), c.req.valid("json")), 201);
  });
