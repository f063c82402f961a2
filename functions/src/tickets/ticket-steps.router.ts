import { IdParamSchema } from "#shared/common.schema";
import {
  CreateStepEventInputSchema,
  CreateStepInputSchema,
  TicketDetailSchema,
  TicketEventSchema,
  TicketStepRecordSchema,
  UpdateStepEventInputSchema,
  UpdateStepInputSchema,
} from "#shared/tickets/ticket.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { addComment, editComment, moveStep, updateStepSummary } from "./ticket-steps.service.js";

/** A ticket's steps (/step) and the comments on them (/step/event). */
export const ticketStepsRouter = createRouter()
  /** Moves the ticket to a step (manage; the transitions are in ticket.policy.ts). `version` is the ticket's. */
  .post(
    "/step",
    describeRoute({
      summary: "Move a ticket to a step",
      description: "Manage access; `version` is the ticket's. Answers the ticket.",
      responses: { 201: TicketDetailSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateStepInputSchema),
    async (c) => {
      return c.json(await moveStep(contextOf(c), c.req.valid("json")), 201);
    },
  )

  /** The summary of a step (manage); `version` is the step's. */
  .patch(
    "/step/:id",
    describeRoute({
      summary: "Edit a step's summary",
      description: "Manage access; `version` is the step's.",
      responses: { 200: TicketStepRecordSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateStepInputSchema),
    async (c) => {
      return c.json(
        await updateStepSummary(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }),
      );
    },
  )

  /** A comment on a step (write). */
  .post(
    "/step/event",
    describeRoute({
      summary: "Comment on a step",
      description: "Write access.",
      responses: { 201: TicketEventSchema },
      errors: [403, 404, 409],
    }),
    validate("json", CreateStepEventInputSchema),
    async (c) => {
      return c.json(await addComment(contextOf(c), c.req.valid("json")), 201);
    },
  )

  /** Edits a comment: only its author (with write access); `version` is the comment's. */
  .patch(
    "/step/event/:id",
    describeRoute({
      summary: "Edit a comment",
      description: "Only its author, with write access; `version` is the comment's.",
      responses: { 200: TicketEventSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateStepEventInputSchema),
    async (c) => {
      return c.json(await editComment(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  );
