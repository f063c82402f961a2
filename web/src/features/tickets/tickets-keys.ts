import type { ParseKeys } from "i18next";
import type { TicketStatus } from "#shared/tickets/ticket.constants";

/** The three lists' tab names (explicit keys: never built from the value). */
export const TICKET_STATUS_KEYS: Record<TicketStatus, ParseKeys> = {
  ongoing: "tickets.status.ongoing",
  unassigned: "tickets.status.unassigned",
  archived: "tickets.status.archived",
};
