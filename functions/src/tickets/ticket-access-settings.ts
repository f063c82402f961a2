import type { Role } from "#shared/constants";
import { isTeacher, mayOwnTickets, mayReceiveTickets } from "#shared/tickets/ticket.policy";
import {
  accessSettingsIssues,
  type CreateTicketInput,
  type TicketAccessSettings,
  type UpdateTicketInput,
} from "#shared/tickets/ticket.schema";
import { AppError, badRequest } from "../core/errors.js";
import type { RequestContext } from "../core/request-context.js";
import { getTeam } from "../teams/index.js";
import { listMembers, type MembershipItem } from "../users/index.js";
import type { TicketItem } from "./tickets.repo.js";

/**
 * A ticket's access settings (the level and the people or team it names, ticket.schema.ts) as a create or an edit
 * sets them, and the checks on the people they name.
 */

const ids = (refs: { id: string }[] | undefined) => [...new Set((refs ?? []).map((ref) => ref.id))];

/** The settings as stored on the ticket. */
export const settingsOf = (ticket: TicketItem): TicketAccessSettings => ({
  access: ticket.access,
  recipients: ticket.recipients,
  teamId: ticket.teamId || null,
  contactTeachers: ticket.contactTeachers,
  editors: ticket.editors,
});

/** The settings a new ticket's body gives (its shape was checked by the schema). */
export const settingsOfNew = (body: CreateTicketInput): TicketAccessSettings => ({
  access: body.access,
  recipients: ids(body.recipients),
  teamId: body.teamId ?? null,
  contactTeachers: ids(body.contactTeachers),
  editors: ids(body.editors),
});

/** Does an edit touch the access settings (the manage operation changeAccess)? */
export const changesAccess = (body: UpdateTicketInput) =>
  body.access !== undefined ||
  body.recipients !== undefined ||
  body.teamId !== undefined ||
  body.contactTeachers !== undefined ||
  body.editors !== undefined;

/**
 * The settings after an edit: what the body gives, the rest kept while the level stays (a new level starts with
 * empty lists). Answers 400 when the result breaks the shape rules (a level without its list, or with another's).
 */
export function settingsAfter(ticket: TicketItem, body: UpdateTicketInput): TicketAccessSettings {
  const access = body.access ?? ticket.access;
  const keep = access === ticket.access;
  const after: TicketAccessSettings = {
    access,
    recipients: body.recipients ? ids(body.recipients) : keep ? ticket.recipients : [],
    teamId: body.teamId !== undefined ? body.teamId : keep ? settingsOf(ticket).teamId : null,
    contactTeachers: body.contactTeachers ? ids(body.contactTeachers) : keep ? ticket.contactTeachers : [],
    editors: body.editors ? ids(body.editors) : keep ? ticket.editors : [],
  };
  const issues = accessSettingsIssues(after);
  if (issues.length > 0) {
    throw new AppError("VALIDATION_FAILED", {
      fieldReasons: issues.map((issue) => ({
        path: [issue.path],
        reason: { key: issue.reason, params: issue.params },
      })),
    });
  }
  return after;
}

/** "Only me" stays only me: its owner can be none but its author. */
export function assertSelfOwner(access: string, ownerId: string, notifierId: string): void {
  if (access === "SELF" && ownerId !== "" && ownerId !== notifierId) {
    throw badRequest("selfAccessOwnerIsAuthor", ["ownerId"]);
  }
}

/** The people newly named in the access lists (they are told the ticket was shared with them). */
export function newlyNamed(before: TicketAccessSettings | null, after: TicketAccessSettings): string[] {
  const old = new Set(before ? [...before.recipients, ...before.contactTeachers, ...before.editors] : []);
  return [...after.recipients, ...after.contactTeachers, ...after.editors].filter((id) => !old.has(id));
}

/**
 * The people and team an access setting or owner names must belong to the ticket's school, in a role that fits
 * (see ticket.policy.ts). Answers the owner's membership (for their name) when an owner is named.
 */
export async function checkNamed(
  ctx: RequestContext,
  schoolId: string,
  named: Partial<Pick<TicketAccessSettings, "recipients" | "contactTeachers" | "editors">> & {
    teamId?: string | null;
    ownerId?: string | null;
  },
): Promise<MembershipItem | null> {
  const { db } = ctx.deps;
  const lists = [named.recipients, named.contactTeachers, named.editors].some(
    (list) => list && list.length > 0,
  );
  let owner: MembershipItem | null = null;
  if (lists || named.ownerId) {
    const members = new Map((await listMembers(db, schoolId)).map((member) => [member.userId, member]));
    const check = (
      field: string,
      people: readonly string[] | undefined,
      fits: (roles: Role[]) => boolean,
    ) => {
      for (const id of people ?? []) {
        const member = members.get(id);
        if (!member || !fits(member.roles as Role[])) throw badRequest("notOnStaffWithRole", [field]);
      }
    };
    check("recipients", named.recipients, mayReceiveTickets);
    check("contactTeachers", named.contactTeachers, isTeacher);
    check("editors", named.editors, isTeacher);
    if (named.ownerId) {
      check("ownerId", [named.ownerId], mayOwnTickets);
      owner = members.get(named.ownerId)!;
    }
  }
  if (named.teamId) {
    const team = await getTeam(db, named.teamId);
    if (!team || team.schoolId !== schoolId) {
      throw badRequest("teamNotAtSchool", ["teamId"]);
    }
  }
  return owner;
}
