import type { ParseKeys } from "i18next";
import type { TicketAccessLevel } from "#shared/tickets/ticket.constants";
import type { AccessPeopleField } from "./access-rules";

/** What each access level means, shown under the choice (explicit keys: never built from the value). */
export const ACCESS_HELP_KEYS: Record<TicketAccessLevel, ParseKeys> = {
  STANDARD: "access.help.STANDARD",
  COUNSELOR: "access.help.COUNSELOR",
  SELECTED: "access.help.SELECTED",
  SELF: "access.help.SELF",
  TEAM: "access.help.TEAM",
  EVERYONE: "access.help.EVERYONE",
  CONTACTTEACHERS: "access.help.CONTACTTEACHERS",
  EDITORS: "access.help.EDITORS",
};

/** The people lists a level names: its legend. */
export const ACCESS_PEOPLE_KEYS: Record<AccessPeopleField, ParseKeys> = {
  recipients: "access.recipients",
  contactTeachers: "access.contactTeachers",
  editors: "access.editors",
};
