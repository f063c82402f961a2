import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateFeedbackInputSchema,
  CreateReactionInputSchema,
  ListFeedbackQuerySchema,
  UpdateReactionInputSchema,
} from "#shared/tickets/ticket.schema";
import { createRouter } from "../core/app.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { addFeedback, changeReaction, listFeedback, react } from "./ticket-feedback.service.js";

/** Feedback entries on tickets (/feedback) and the smileys people react with (/reaction). */
export const ticketFeedbackRouter = createRouter()
  /** The school's feedback entries, newest first, with their reactions: only on tickets the caller may read. */
  .get(
    "/feedback/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", ListFeedbackQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listFeedback(contextOf(c), input));
    },
  )

  /** A feedback entry on a ticket (write). */
  .post("/feedback", validate("json", CreateFeedbackInputSchema), async (c) => {
    return c.json(await addFeedback(contextOf(c), c.req.valid("json")), 201);
  })

  /** One smiley per person per feedback entry (write); a second answers 409: change it with PATCH. */
  .post("/reaction", validate("json", CreateReactionInputSchema), async (c) => {
    return c.json(await react(contextOf(c), c.req.valid("json")), 201);
  })

  /** Changes the caller's own reaction; `version` is the reaction's. */
  .patch(
    "/reaction/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateReactionInputSchema),
    async (c) => {
      return c.json(await changeReaction(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  );
