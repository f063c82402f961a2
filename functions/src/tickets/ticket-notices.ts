import type { NotificationKind } from "#shared/notifications/notification.schema";
import { actorOfRoleModel, allRoles } from "#shared/policy/actor";
import { atLeast, isTicketRole, ticketAccess, ticketFactsNeeded } from "#shared/tickets/ticket.policy";
import type { TicketAccess } from "#shared/tickets/ticket.schema";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import { getUsers, roleModelOf, type UserItem } from "../users/index.js";
import type { TicketRelations } from "./ticket-relations.js";
import { policyDocOf } from "./tickets.mappers.js";
import type { TicketItem } from "./tickets.repo.js";

/** The kinds of notification about a ticket. */
type TicketNoticeKind = Extract<NotificationKind, `TICKET_${string}`>;

/** What a person must be able to see of the ticket to be told about each kind of event. */
const NEEDS: Record<TicketNoticeKind, TicketAccess> = {
  TICKET_ASSIGNED: "read",
  TICKET_SHARED: "timeline",
  TICKET_MESSAGE: "read",
  TICKET_COMMENT: "read",
  TICKET_STEP: "timeline",
  TICKET_DECISION: "read",
  TICKET_REMINDER: "timeline",
  TICKET_FEEDBACK: "read",
};

/** The best access a user has to the ticket in any of their roles (each judged as if it were the active one). */
async function bestAccess(
  user: UserItem,
  ticket: TicketItem,
  relations: TicketRelations,
): Promise<TicketAccess> {
  const doc = policyDocOf(ticket);
  let best: TicketAccess = "none";
  const model = roleModelOf(user);
  for (const role of allRoles(model)) {
    if (!isTicketRole(role)) continue;
    // Each role only where it is held: a role from another school gives nothing here.
    const actor = actorOfRoleModel({ userId: user.id, organizationId: user.organizationId, ...model }, role);
    const facts = await relations.factsFor(user.id, ticket, ticketFactsNeeded(actor, doc));
    const access = ticketAccess(actor, doc, facts);
    if (atLeast(access, best)) best = access;
  }
  return best;
}

/**
 * Tells the given people about an event on a ticket: never the actor, only staff of the ticket's school who may
 * see what the event is about (the timeline for step changes, the full ticket for messages and the like), and
 * with a neutral title. A failure here is logged and does not undo the change it announces.
 */
export async function announce(
  ctx: RequestContext,
  relations: TicketRelations,
  ticket: TicketItem,
  kind: TicketNoticeKind,
  recipients: readonly string[],
  description = "",
): Promise<void> {
  const deps = ctx.deps;
  const actorId = ctx.actor.userId;
  try {
    const candidates = [...new Set(recipients)].filter((id) => id !== "" && id !== actorId);
    if (candidates.length === 0) return;
    const users = await getUsers(deps.db, candidates);
    const entitled: UserItem[] = [];
    for (const user of users) {
      if (atLeast(await bestAccess(user, ticket, relations), NEEDS[kind])) entitled.push(user);
    }
    const mails = await deliver(deps, entitled, {
      schoolId: ticket.schoolId,
      category: kind === "TICKET_FEEDBACK" ? "FEEDBACK" : "TICKET",
      kind,
      description,
      link: "/student-work/tickets",
      itemId: ticket.ticketId,
    });
    for (const mail of mails) await deps.mailer.send(mail);
  } catch (err) {
    deps.logger.error(
      {
        requestId: ctx.requestId,
        ticketId: ticket.ticketId,
        kind,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "notification fan-out failed",
    );
  }
}

/** Everyone the ticket names or who has taken part: the people its events are announced to. */
export function audienceOf(ticket: TicketItem): string[] {
  return [
    ...new Set([
      ticket.notifierId,
      ticket.ownerId,
      ...ticket.participants,
      ...ticket.recipients,
      ...ticket.contactTeachers,
      ...ticket.editors,
    ]),
  ].filter((id) => id !== "");
}

/** Tells everyone named on the ticket or taking part (announce keeps to those who may see it). */
export const announceToAudience = (
  ctx: RequestContext,
  relations: TicketRelations,
  ticket: TicketItem,
  kind: TicketNoticeKind,
  description = "",
) => announce(ctx, relations, ticket, kind, audienceOf(ticket), description);
