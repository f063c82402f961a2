import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateFeedbackInputSchema,
  CreateReactionInputSchema,
  FeedbackPageSchema,
  FeedbackSchema,
  ListFeedbackQuerySchema,
  ReactionSchema,
  UpdateReactionInputSchema,
} from "#shared/tickets/ticket.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  addFeedback,
  changeReaction,
  listFeedback,
  react,
  withdrawReaction,
} from "./ticket-feedback.service.js";

/** Feedback entries on tickets (/feedback) and the smileys people react with (/reaction). */
export const ticketFeedbackRouter = createRouter()
  /** The school's feedback entries, newest first, with their reactions: only on tickets the caller may read. */
  .get(
    "/feedback/:schoolId",
    describeRoute({
      summary: "A school's feedback entries",
      description: "Newest first, with their reactions; only on tickets the caller may read in full.",
      responses: { 200: FeedbackPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListFeedbackQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listFeedback(contextOf(c), input));
    },
  )

  /** A feedback entry on a ticket (write). */
  .post(
    "/feedback",
    describeRoute({
      summary: "Give feedback on a ticket",
      description: "Write access.",
      responses: { 201: FeedbackSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateFeedbackInputSchema),
    async (c) => {
      return c.json(await addFeedback(contextOf(c), c.req.valid("json")), 201);
    },
  )

  /** One smiley per person per feedback entry (write); a second answers 409: change it with PATCH. */
  .post(
    "/reaction",
    describeRoute({
      summary: "React to feedback with a smiley",
      description: "One per person per feedback entry; a second answers 409 (change it with PATCH).",
      responses: { 201: ReactionSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateReactionInputSchema),
    async (c) => {
      return c.json(await react(contextOf(c), c.req.valid("json")), 201);
    },
  )

  /** Changes the caller's own reaction; `version` is the reaction's. */
  .patch(
    "/reaction/:id",
    describeRoute({
      summary: "Change one's reaction",
      description: "Only its author; `version` is the reaction's.",
      responses: { 200: ReactionSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateReactionInputSchema),
    async (c) => {
      return c.json(await changeReaction(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  /** Withdraws the caller's own reaction (beyond spec section 7, which has no way to take a smiley back). */
  .delete(
    "/reaction/:id",
    describeRoute({
      summary: "Withdraw one's reaction",
      description:
        "Only its author, on an open ticket; afterwards one may react anew. An addition to spec section 7.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await withdrawReaction(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
