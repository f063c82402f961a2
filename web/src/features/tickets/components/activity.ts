import type { TicketStep } from "#shared/tickets/ticket.constants";
import type { FullTicket, TicketDecision, TicketEvent, TicketMessage } from "#shared/tickets/ticket.schema";

/** One entry of the ticket's activity feed: a comment on a step, a message or a decision. */
export type ActivityItem =
  | { kind: "comment"; id: string; createdAt: string; step: TicketStep; event: TicketEvent }
  | { kind: "message"; id: string; createdAt: string; message: TicketMessage }
  | { kind: "decision"; id: string; createdAt: string; decision: TicketDecision };

/**
 * The comments of every step, the messages and the decisions as one list, oldest first (read like a conversation,
 * the forms for a new entry below). Entries at the same instant keep the order comment, message, decision.
 */
export function buildActivity(ticket: Pick<FullTicket, "steps" | "messages" | "decisions">): ActivityItem[] {
  const items: ActivityItem[] = [
    ...ticket.steps.flatMap((step) =>
      step.events.map((event): ActivityItem => ({
        kind: "comment",
        id: event.id,
        createdAt: event.createdAt,
        step: step.status,
        event,
      })),
    ),
    ...ticket.messages.map((message): ActivityItem => ({
      kind: "message",
      id: message.id,
      createdAt: message.createdAt,
      message,
    })),
    ...ticket.decisions.map((decision): ActivityItem => ({
      kind: "decision",
      id: decision.id,
      createdAt: decision.createdAt,
      decision,
    })),
  ];
  // Array.prototype.sort is stable, so equal times keep the order above.
  return items.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}
