import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreatedTicketSchema,
  CreateTicketInputSchema,
  ListTicketsQuerySchema,
  ReminderSentSchema,
  TicketDetailSchema,
  TicketPageSchema,
  UpdateTicketInputSchema,
} from "#shared/tickets/ticket.schema";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  createTicket,
  deleteTicket,
  listTickets,
  readTicket,
  remindOwner,
  updateTicket,
} from "./tickets.service.js";

/** The tickets themselves (/tickets): a school's list, one ticket's page, create, edit, delete, remind. */
export const ticketPagesRouter = createRouter()
  /** A school's tickets the caller may see, newest first, filtered on the server (tickets.service.ts). */
  .get(
    "/tickets/school/:schoolId",
    describeRoute({
      summary: "A school's tickets",
      description:
        "The tickets the caller may see, newest first, filtered on the server; paginated by cursor.",
      responses: { 200: TicketPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", ListTicketsQuerySchema),
    async (c) => {
      const input = { ...c.req.valid("query"), ...c.req.valid("param") };
      return c.json(await listTickets(contextOf(c), input));
    },
  )

  /** The ticket page: the full ticket from read access up, the simplified timeline below. */
  .get(
    "/tickets/:id",
    describeRoute({
      summary: "One ticket",
      description:
        "The full ticket (`view: full`) from read access up; the simplified timeline (`view: timeline`) below.",
      responses: { 200: TicketDetailSchema },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await readTicket(contextOf(c), c.req.valid("param")));
    },
  )

  /** A new ticket about one pupil, at the REPORT step, with the caller as notifier. */
  .post(
    "/tickets",
    describeRoute({
      summary: "Report a ticket",
      description: "A new ticket about one pupil, at the REPORT step, with the caller as notifier.",
      responses: { 201: CreatedTicketSchema },
      errors: [403, 404],
    }),
    validate("json", CreateTicketInputSchema),
    async (c) => {
      return c.json(await createTicket(contextOf(c), c.req.valid("json")), 201);
    },
  )

  /**
   * Edits the ticket: title and description (write), owner and access settings (manage); `version` is required.
   * Answers the ticket as the caller may now see it, or 204 when the change left them without access.
   */
  .patch(
    "/tickets/:id",
    describeRoute({
      summary: "Edit a ticket",
      description:
        "Title and description (write), owner and access settings (manage); `version` is required (stale: 409). " +
        "Answers the ticket as the caller may now see it, or 204 when the change left them without access.",
      responses: { 200: TicketDetailSchema, 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateTicketInputSchema),
    async (c) => {
      const ticket = await updateTicket(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") });
      return ticket ? c.json(ticket) : c.body(null, 204);
    },
  )

  /** Deletes the ticket with everything on it (manage); an archived ticket is kept until reopened. */
  .delete(
    "/tickets/:id",
    describeRoute({
      summary: "Delete a ticket",
      description: "With everything on it (manage); an archived ticket is kept until reopened.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteTicket(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  /** Reminds the owner (anyone who may see the ticket, at most once an hour per ticket): 'a reminder sent'. */
  .post(
    "/tickets/reminder/:id",
    describeRoute({
      summary: "Remind the owner",
      description: "Anyone who may see the ticket, at most once an hour per ticket and person (else 429).",
      responses: { 201: ReminderSentSchema },
      errors: [400, 403, 404, 409, 429],
      noBody: true,
    }),
    validate("param", IdParamSchema),
    async (c) => {
      return c.json(await remindOwner(contextOf(c), c.req.valid("param")), 201);
    },
  );
