import type { Page } from "#shared/common.schema";
import { atLeast } from "#shared/tickets/ticket.policy";
import type {
  CreateFeedbackInput,
  CreateReactionInput,
  Feedback,
  ListFeedbackQuery,
  Reaction,
  UpdateReactionInput,
} from "#shared/tickets/ticket.schema";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { auditedConflict } from "../core/pupil-document/write-or-conflict.js";
import {
  assertOpen,
  guardList,
  loadOwnItemOnOpenTicket,
  loadTicket,
  loadTicketOfItem,
  ticketTarget,
  writeOnTicket,
} from "./ticket-guard.js";
import {
  findFeedback,
  findReaction,
  getReaction,
  itemWrites,
  listFeedbackOfSchool,
  listReactionsBetween,
} from "./ticket-items.repo.js";
import { announceToAudience } from "./ticket-notices.js";
import { TicketRelations } from "./ticket-relations.js";
import { toFeedback, toReaction } from "./tickets.mappers.js";
import { getTickets, type TicketReactionItem } from "./tickets.repo.js";

/** Feedback entries on tickets (the documentation/feedback page) and the smileys people react to them with. */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/**
 * The school's feedback entries, newest first, with their reactions: only those on tickets the caller may read in
 * full.
 */
export async function listFeedback(
  ctx: RequestContext,
  input: ListFeedbackQuery & { schoolId: string },
): Promise<Page<Feedback>> {
  const { db } = ctx.deps;
  const { schoolId, ...query } = input;
  const target = { action: "LIST" as const, entity: "ticketFeedback", schoolId, studentId: query.studentId };
  await guardList(ctx, schoolId, target);
  const page = await listFeedbackOfSchool(db, schoolId, query.studentId, query);
  const tickets = new Map(
    (
      await getTickets(
        db,
        page.items.map((item) => item.ticketId),
      )
    ).map((ticket) => [ticket.ticketId, ticket]),
  );
  const relations = new TicketRelations(db);
  await relations.prepare([ctx.actor], [...tickets.values()]);
  const readable = [];
  for (const item of page.items) {
    const ticket = tickets.get(item.ticketId);
    if (ticket && atLeast(await relations.accessOf(ctx.actor, ticket), "read")) readable.push(item);
  }
  let reactions: TicketReactionItem[] = [];
  if (readable.length > 0) {
    const oldest = readable[readable.length - 1]!.createdAt;
    const newest = readable[0]!.createdAt;
    reactions = await listReactionsBetween(db, schoolId, oldest, newest);
  }
  await audit(ctx, target);
  const archived = (item: { ticketId: string }) => tickets.get(item.ticketId)?.currentStep === "ARCHIVE";
  return { items: readable.map((item) => toFeedback(item, reactions, archived(item))), cursor: page.cursor };
}

/** A feedback entry on a ticket (write). */
export async function addFeedback(ctx: RequestContext, input: CreateFeedbackInput): Promise<Feedback> {
  const target = { action: "CREATE" as const, entity: "ticketFeedback" };
  const { ticket, relations } = await loadTicket(ctx, input.ticketId, "feedback", target);
  await assertOpen(ctx, ticket, target);
  const feedback = {
    ticketId: ticket.ticketId,
    id: ctx.deps.ids.id(),
    schoolId: ticket.schoolId,
    studentId: ticket.studentId,
    text: input.text,
    authorId: ctx.actor.userId,
    authorName: ctx.auth.user.name,
    createdAt: now(ctx),
  };
  await writeOnTicket(ctx, ticket, { ...target, entityId: feedback.id }, itemWrites.createFeedback(feedback));
  await announceToAudience(ctx, relations, ticket, "TICKET_FEEDBACK");
  return toFeedback(feedback, [], false);
}

/** One smiley per person per feedback entry (write); a second answers 409: change it with `changeReaction`. */
export async function react(ctx: RequestContext, input: CreateReactionInput): Promise<Reaction> {
  const { deps, actor } = ctx;
  const target = { action: "CREATE" as const, entity: "ticketReaction" };
  const found = await findFeedback(deps.db, input.feedbackId);
  const { ticket, item: feedback } = await loadTicketOfItem(ctx, found, "react", target);
  await assertOpen(ctx, ticket, target);
  const existing = await getReaction(deps.db, {
    ticketId: ticket.ticketId,
    feedbackId: feedback.id,
    userId: actor.userId,
  });
  if (existing) {
    throw await auditedConflict(
      ctx,
      ticketTarget(actor, ticket, { ...target, entityId: existing.id }),
      "feedbackAlreadyReacted",
    );
  }
  const at = now(ctx);
  const reaction = {
    ticketId: ticket.ticketId,
    id: deps.ids.id(),
    feedbackId: feedback.id,
    feedbackCreatedAt: feedback.createdAt,
    schoolId: ticket.schoolId,
    userId: actor.userId,
    userName: ctx.auth.user.name,
    smiley: input.smiley,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await writeOnTicket(ctx, ticket, { ...target, entityId: reaction.id }, itemWrites.createReaction(reaction));
  return toReaction(reaction);
}

/** Changes the caller's own reaction; `version` is the reaction's. */
export async function changeReaction(
  ctx: RequestContext,
  input: UpdateReactionInput & { id: string },
): Promise<Reaction> {
  const target = { action: "UPDATE" as const, entity: "ticketReaction", entityId: input.id };
  const { ticket, item: reaction } = await loadOwnItemOnOpenTicket(
    ctx,
    await findReaction(ctx.deps.db, input.id),
    (item) => item.userId,
    "react",
    target,
  );
  const at = now(ctx);
  await writeOnTicket(
    ctx,
    ticket,
    target,
    itemWrites.editReaction(reaction, input.smiley, input.version, at),
  );
  // The write held only with the caller's version, so the stored reaction is exactly this.
  return toReaction({ ...reaction, smiley: input.smiley, updatedAt: at, version: input.version + 1 });
}

/**
 * Withdraws the caller's own reaction (only its author, on an open ticket); afterwards they may react anew. This
 * extends spec section 7, which lists only POST and PATCH /reaction: a smiley could be changed but not taken back.
 */
export async function withdrawReaction(ctx: RequestContext, input: { id: string }): Promise<void> {
  const target = { action: "DELETE" as const, entity: "ticketReaction", entityId: input.id };
  const { ticket, item: reaction } = await loadOwnItemOnOpenTicket(
    ctx,
    await findReaction(ctx.deps.db, input.id),
    (item) => item.userId,
    "react",
    target,
  );
  await writeOnTicket(ctx, ticket, target, itemWrites.deleteReaction(reaction));
}
