import type { Role } from "#shared/constants";
import { TICKET_ACCESS_LEVELS, type TicketAccessLevel } from "#shared/tickets/ticket.constants";

/** The access settings a form edits: the level and the people or team it names (spec section 6). */
export interface AccessValue {
  access: TicketAccessLevel;
  recipients: string[];
  teamId: string;
  contactTeachers: string[];
  editors: string[];
}

export const EMPTY_ACCESS: AccessValue = {
  access: "STANDARD",
  recipients: [],
  teamId: "",
  contactTeachers: [],
  editors: [],
};

/** The levels a role may choose: a teacher cannot make a ticket only they see (the policy refuses it). */
export function levelsFor(role: Role): TicketAccessLevel[] {
  return TICKET_ACCESS_LEVELS.filter((level) => role !== "TEACHER" || level !== "SELF");
}

/** The request fields of a level: only the list it uses, so changing the level never keeps a stale list. */
export function accessBody(value: AccessValue) {
  const refs = (ids: string[]) => ids.map((id) => ({ id }));
  return {
    access: value.access,
    ...(value.access === "SELECTED" ? { recipients: refs(value.recipients) } : {}),
    ...(value.access === "TEAM" ? { teamId: value.teamId || null } : {}),
    ...(value.access === "CONTACTTEACHERS" ? { contactTeachers: refs(value.contactTeachers) } : {}),
    ...(value.access === "EDITORS" ? { editors: refs(value.editors) } : {}),
  };
}

/** The levels that name people, and the list each fills. */
export type AccessPeopleField = "recipients" | "contactTeachers" | "editors";

/** Which part of the value is missing for its level (the form shows the error beside that field). */
export function missingAccessPart(value: AccessValue): AccessPeopleField | "teamId" | null {
  if (value.access === "SELECTED" && value.recipients.length === 0) return "recipients";
  if (value.access === "TEAM" && !value.teamId) return "teamId";
  if (value.access === "CONTACTTEACHERS" && value.contactTeachers.length === 0) return "contactTeachers";
  if (value.access === "EDITORS" && value.editors.length === 0) return "editors";
  return null;
}
