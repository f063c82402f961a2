import type { DomainHooks } from "../core/domain-hooks.js";
import { releaseTicketsOwnedBy, removeFromTickets } from "./ticket-removal.js";

/** The tickets domain's extension points (core/domain-hooks.ts). */
export const ticketsHooks: DomainHooks = {
  // Owner or named person of a ticket.
  forgetAtSchool: removeFromTickets,
  // Their tickets go back to the unassigned list.
  releaseStudentHealthDuties: releaseTicketsOwnedBy,
  notificationKinds: [
    "TICKET_ASSIGNED",
    "TICKET_SHARED",
    "TICKET_MESSAGE",
    "TICKET_COMMENT",
    "TICKET_STEP",
    "TICKET_DECISION",
    "TICKET_REMINDER",
    "TICKET_FEEDBACK",
  ],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/tickets/school/{schoolId}",
    path: `/api/tickets/school/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
