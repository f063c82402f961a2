import type {
  CreateDecisionInput,
  CreateMessageInput,
  TicketDecision,
  TicketMessage,
} from "#shared/tickets/ticket.schema";
import type { RequestContext } from "../core/request-context.js";
import { assertOpen, loadOwnItemOnOpenTicket, loadTicket, writeOnTicket } from "./ticket-guard.js";
import { findMessage, itemWrites } from "./ticket-items.repo.js";
import { announceToAudience } from "./ticket-notices.js";
import { toTicketDecision, toTicketMessage } from "./tickets.mappers.js";

/** The entries written on a ticket beside its steps: messages (write) and decisions (manage). */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/** A message on the ticket (write). */
export async function addMessage(ctx: RequestContext, input: CreateMessageInput): Promise<TicketMessage> {
  const target = { action: "CREATE" as const, entity: "ticketMessage" };
  const { ticket, relations } = await loadTicket(ctx, input.ticketId, "message", target);
  await assertOpen(ctx, ticket, target);
  const message = {
    ticketId: ticket.ticketId,
    id: ctx.deps.ids.id(),
    text: input.text,
    authorId: ctx.actor.userId,
    authorName: ctx.auth.user.name,
    createdAt: now(ctx),
  };
  await writeOnTicket(ctx, ticket, { ...target, entityId: message.id }, itemWrites.createMessage(message));
  await announceToAudience(ctx, relations, ticket, "TICKET_MESSAGE");
  return toTicketMessage(message);
}

/** Deletes one's own message (write). */
export async function deleteMessage(ctx: RequestContext, input: { id: string }): Promise<void> {
  const target = { action: "DELETE" as const, entity: "ticketMessage", entityId: input.id };
  const { ticket, item: message } = await loadOwnItemOnOpenTicket(
    ctx,
    await findMessage(ctx.deps.db, input.id),
    (item) => item.authorId,
    "message",
    target,
  );
  await writeOnTicket(ctx, ticket, target, itemWrites.deleteMessage(message));
}

/** A decision on the ticket (manage); decisions are records and are not edited afterwards. */
export async function addDecision(ctx: RequestContext, input: CreateDecisionInput): Promise<TicketDecision> {
  const target = { action: "CREATE" as const, entity: "ticketDecision" };
  const { ticket, relations } = await loadTicket(ctx, input.ticketId, "decide", target);
  await assertOpen(ctx, ticket, target);
  const decision = {
    ticketId: ticket.ticketId,
    id: ctx.deps.ids.id(),
    text: input.text,
    decidedById: ctx.actor.userId,
    decidedByName: ctx.auth.user.name,
    createdAt: now(ctx),
  };
  await writeOnTicket(ctx, ticket, { ...target, entityId: decision.id }, itemWrites.createDecision(decision));
  await announceToAudience(ctx, relations, ticket, "TICKET_DECISION");
  return toTicketDecision(decision);
}
