import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { ticketEntriesRouter } from "./ticket-entries.router.js";
import { ticketFeedbackRouter } from "./ticket-feedback.router.js";
import { ticketPagesRouter } from "./ticket-pages.router.js";
import { ticketStepsRouter } from "./ticket-steps.router.js";

/**
 * The tickets domain's router (the manifest's): the sign-in check on each path prefix the domain serves, then the
 * routers of its sub-resources. Each of those only validates, calls one service function and responds; the rules
 * live in the services (tickets.service.ts, ticket-steps.service.ts, ...).
 */
// "/x/*" matches "/x" as well: one middleware per prefix, so the session is read once per request.
export const ticketsRouter = createRouter()
  .use("/tickets/*", requireActor)
  .use("/feedback/*", requireActor)
  .use("/reaction/*", requireActor)
  .use("/step/*", requireActor)
  .use("/messages/*", requireActor)
  .use("/decision/*", requireActor)
  .route("/", ticketPagesRouter)
  .route("/", ticketFeedbackRouter)
  .route("/", ticketStepsRouter)
  .route("/", ticketEntriesRouter);
