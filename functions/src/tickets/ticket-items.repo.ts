import type { Page } from "#shared/common.schema";
import type { Smiley } from "#shared/tickets/ticket.schema";
import { newestFirstPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact } from "../db/transact.js";
import { ticketsEntities } from "./tickets.entities.js";
import type {
  TicketDecisionItem,
  TicketEventItem,
  TicketFeedbackItem,
  TicketMessageItem,
  TicketReactionItem,
  TicketStepItem,
  Tx,
} from "./tickets.repo.js";

/**
 * The items on a ticket (steps, comments, messages, decisions, feedback, reactions): found by their own id,
 * listed per school, and written one at a time together with the ticket's mark that the actor took part.
 */

/** Sub-items found by their own id (PATCH /step/{id}, DELETE /messages/{id}, ...) through the item index. */
export async function findStep(db: Db, id: string): Promise<TicketStepItem | null> {
  return (await ticketsEntities(db).ticketStep.query.byItem({ id }).go({ limit: 1 })).data[0] ?? null;
}
export async function findEvent(db: Db, id: string): Promise<TicketEventItem | null> {
  return (await ticketsEntities(db).ticketEvent.query.byItem({ id }).go({ limit: 1 })).data[0] ?? null;
}
export async function findMessage(db: Db, id: string): Promise<TicketMessageItem | null> {
  return (await ticketsEntities(db).ticketMessage.query.byItem({ id }).go({ limit: 1 })).data[0] ?? null;
}
export async function findFeedback(db: Db, id: string): Promise<TicketFeedbackItem | null> {
  return (await ticketsEntities(db).ticketFeedback.query.byItem({ id }).go({ limit: 1 })).data[0] ?? null;
}
export async function findReaction(db: Db, id: string): Promise<TicketReactionItem | null> {
  return (await ticketsEntities(db).ticketReaction.query.byItem({ id }).go({ limit: 1 })).data[0] ?? null;
}

/** A person's reaction to one feedback entry (one each), read consistently. */
export async function getReaction(
  db: Db,
  key: { ticketId: string; feedbackId: string; userId: string },
): Promise<TicketReactionItem | null> {
  const { data } = await ticketsEntities(db).ticketReaction.get(key).go({ consistent: true });
  return data;
}

/** One page of a school's feedback entries, newest first, optionally of one pupil. */
export function listFeedbackOfSchool(
  db: Db,
  schoolId: string,
  studentId: string | undefined,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<TicketFeedbackItem>> {
  const search = ticketsEntities(db).ticketFeedback.query.bySchool({ schoolId });
  const filtered = studentId ? search.where((attr, op) => op.eq(attr.studentId, studentId)) : search;
  return newestFirstPage(filtered, page);
}

/** The school's reactions to feedback created between `oldest` and `newest` (inclusive), in one query. */
export async function listReactionsBetween(
  db: Db,
  schoolId: string,
  oldest: string,
  newest: string,
): Promise<TicketReactionItem[]> {
  const { data } = await ticketsEntities(db)
    .ticketReaction.query.bySchool({ schoolId })
    .between({ feedbackCreatedAt: oldest }, { feedbackCreatedAt: newest, feedbackId: "~" })
    .go({ pages: "all" });
  return data;
}

/** One write to an item of a ticket, built here and committed by `writeOnOpenTicket`. */
export type TicketItemWrite = (tx: Tx) => unknown;

/** The writes an item of a ticket takes; an edit holds only with the caller's version of the item. */
export const itemWrites = {
  createEvent:
    (item: TicketEventItem): TicketItemWrite =>
    (tx) =>
      tx.ticketEvent.create(item).commit(),
  createMessage:
    (item: TicketMessageItem): TicketItemWrite =>
    (tx) =>
      tx.ticketMessage.create(item).commit(),
  createDecision:
    (item: TicketDecisionItem): TicketItemWrite =>
    (tx) =>
      tx.ticketDecision.create(item).commit(),
  createFeedback:
    (item: TicketFeedbackItem): TicketItemWrite =>
    (tx) =>
      tx.ticketFeedback.create(item).commit(),
  createReaction:
    (item: TicketReactionItem): TicketItemWrite =>
    (tx) =>
      tx.ticketReaction.create(item).commit(),

  editStepSummary:
    (step: TicketStepItem, summary: string, version: number, at: string): TicketItemWrite =>
    (tx) =>
      tx.ticketStep
        .patch(step)
        .set({ summary, updatedAt: at })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, version))
        .commit(),
  editComment:
    (event: TicketEventItem, comment: string, version: number, at: string): TicketItemWrite =>
    (tx) =>
      tx.ticketEvent
        .patch(event)
        .set({ comment, updatedAt: at })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, version))
        .commit(),
  editReaction:
    (reaction: TicketReactionItem, smiley: Smiley, version: number, at: string): TicketItemWrite =>
    (tx) =>
      tx.ticketReaction
        .patch(reaction)
        .set({ smiley, updatedAt: at })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, version))
        .commit(),

  deleteReaction:
    (reaction: TicketReactionItem): TicketItemWrite =>
    (tx) =>
      tx.ticketReaction
        .delete(reaction)
        .where((attr, op) => op.exists(attr.id))
        .commit(),
  deleteMessage:
    (message: TicketMessageItem): TicketItemWrite =>
    (tx) =>
      tx.ticketMessage
        .delete(message)
        .where((attr, op) => op.exists(attr.id))
        .commit(),
};

/**
 * Commits one item write in a transaction with the mark that the actor took part on the ticket; the mark holds
 * only while the ticket is open, so an archive meanwhile makes the write lose (409), as does a stale version.
 */
export function writeOnOpenTicket(
  db: Db,
  mark: { ticketId: string; actorId: string; at: string },
  write: TicketItemWrite,
): Promise<void> {
  return transact(ticketsEntities(db), (tx) => [
    tx.ticket
      .patch({ ticketId: mark.ticketId })
      .add({ participants: [mark.actorId] })
      .set({ updatedAt: mark.at })
      .where((attr, op) => op.ne(attr.currentStep, "ARCHIVE"))
      .commit(),
    write(tx),
  ]);
}
