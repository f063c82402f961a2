import type { ParseKeys } from "i18next";
import type { TicketAccessLevel } from "#shared/tickets/ticket.constants";
import type { AccessPeopleField } from "./access-rules";

/** The kinds of document whose access is chosen with AccessFields: the help names the document. */
export type AccessDocument = "ticket" | "actionProgram";

/** What each access level means for a kind of document, shown under the choice (explicit keys: never built). */
export const ACCESS_HELP_KEYS: Record<AccessDocument, Record<TicketAccessLevel, ParseKeys>> = {
  ticket: {
    STANDARD: "access.help.ticket.STANDARD",
    COUNSELOR: "access.help.ticket.COUNSELOR",
    SELECTED: "access.help.ticket.SELECTED",
    SELF: "access.help.ticket.SELF",
    TEAM: "access.help.ticket.TEAM",
    EVERYONE: "access.help.ticket.EVERYONE",
    CONTACTTEACHERS: "access.help.ticket.CONTACTTEACHERS",
    EDITORS: "access.help.ticket.EDITORS",
  },
  actionProgram: {
    STANDARD: "access.help.actionProgram.STANDARD",
    COUNSELOR: "access.help.actionProgram.COUNSELOR",
    SELECTED: "access.help.actionProgram.SELECTED",
    SELF: "access.help.actionProgram.SELF",
    TEAM: "access.help.actionProgram.TEAM",
    EVERYONE: "access.help.actionProgram.EVERYONE",
    CONTACTTEACHERS: "access.help.actionProgram.CONTACTTEACHERS",
    EDITORS: "access.help.actionProgram.EDITORS",
  },
};

/** The people lists a level names: its legend. */
export const ACCESS_PEOPLE_KEYS: Record<AccessPeopleField, ParseKeys> = {
  recipients: "access.recipients",
  contactTeachers: "access.contactTeachers",
  editors: "access.editors",
};
