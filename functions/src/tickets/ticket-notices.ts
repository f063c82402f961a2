import type { NotificationKind } from "#shared/notifications/notification.schema";
import { atLeast, isTicketRole } from "#shared/tickets/ticket.policy";
import type { TicketAccess } from "#shared/tickets/ticket.schema";
import { notifyWhoMaySee } from "../core/pupil-document/notices.js";
import type { RequestContext } from "../core/request-context.js";
import { deliver } from "../notifications/index.js";
import type { TicketRelations } from "./ticket-relations.js";
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

/**
 * Tells the given people about an event on a ticket (core's notices): never the actor, only staff of the ticket's
 * school who may see what the event is about (the timeline for step changes, the full ticket for messages and the
 * like) in one of their ticket roles, and with a neutral title. A failure here is logged and does not undo the
 * change it announces.
 */
export async function announce(
  ctx: RequestContext,
  relations: TicketRelations,
  ticket: TicketItem,
  kind: TicketNoticeKind,
  recipients: readonly string[],
  description = "",
): Promise<void> {
  await notifyWhoMaySee(
    ctx,
    deliver,
    {
      schoolId: ticket.schoolId,
      category: kind === "TICKET_FEEDBACK" ? "FEEDBACK" : "TICKET",
      kind,
      description,
      link: "/student-work/tickets",
      itemId: ticket.ticketId,
      logAs: "ticketId",
    },
    recipients,
    async (actor) =>
      isTicketRole(actor.role) && atLeast(await relations.accessOf(actor, ticket), NEEDS[kind]),
  );
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
