import type { ParseKeys } from "i18next";
import type { TicketAccessLevel, TicketStatus } from "#shared/tickets/ticket.constants";

/** The three lists' tab names (explicit keys: never built from the value). */
export const TICKET_STATUS_KEYS: Record<TicketStatus, ParseKeys> = {
  ongoing: "tickets.status.ongoing",
  unassigned: "tickets.status.unassigned",
  archived: "tickets.status.archived",
};

/** What each access level means, shown under the choice. */
export const ACCESS_HELP_KEYS: Record<TicketAccessLevel, ParseKeys> = {
  STANDARD: "tickets.access.help.STANDARD",
  COUNSELOR: "tickets.access.help.COUNSELOR",
  SELECTED: "tickets.access.help.SELECTED",
  SELF: "tickets.access.help.SELF",
  TEAM: "tickets.access.help.TEAM",
  EVERYONE: "tickets.access.help.EVERYONE",
  CONTACTTEACHERS: "tickets.access.help.CONTACTTEACHERS",
  EDITORS: "tickets.access.help.EDITORS",
};

/** The people lists a level names: its legend. */
export const ACCESS_PEOPLE_KEYS: Record<"recipients" | "contactTeachers" | "editors", ParseKeys> = {
  recipients: "tickets.access.recipients",
  contactTeachers: "tickets.access.contactTeachers",
  editors: "tickets.access.editors",
};
