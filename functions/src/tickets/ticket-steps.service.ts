import { stepMoveDecision } from "#shared/tickets/ticket.policy";
import {
  TICKET_STEP_LABELS,
  type CreateStepEventInput,
  type CreateStepInput,
  type TicketDetail,
  type TicketEvent,
  type TicketStepRecord,
  type UpdateStepEventInput,
  type UpdateStepInput,
} from "#shared/tickets/ticket.schema";
import { badRequest } from "../core/errors.js";
import { audit, refuse } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import {
  assertOpen,
  assertVersion,
  guardTicket,
  loadOwnItemOnOpenTicket,
  loadTicketOfItem,
  ticketTarget,
  writeOnTicket,
  writeOrConflict,
} from "./ticket-guard.js";
import { findEvent, findStep, itemWrites } from "./ticket-items.repo.js";
import { announceToAudience } from "./ticket-notices.js";
import { TicketRelations } from "./ticket-relations.js";
import { toTicketDetail, toTicketEvent, toTicketStep } from "./tickets.mappers.js";
import { getTicketPage, stateOf, type TicketItem } from "./tickets.repo.js";
import { moveTicket } from "./ticket-writes.repo.js";

/** The ticket's steps and the comments on them. */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/**
 * Moves the ticket to a step (manage; the transitions are in ticket.policy.ts). `version` is the ticket's. Answers
 * the ticket page with the new step.
 */
export async function moveStep(ctx: RequestContext, input: CreateStepInput): Promise<TicketDetail> {
  const { deps, actor } = ctx;
  const target = { action: "CREATE" as const, entity: "ticketStep" };
  const page = await getTicketPage(deps.db, input.ticketId);
  const relations = new TicketRelations(deps.db);
  const { ticket, access } = await guardTicket(ctx, page?.ticket ?? null, relations, "read", target);
  const decision = stepMoveDecision(access, ticket.currentStep, input.status);
  if (decision === "forbidden") {
    await refuse(ctx, "forbidden", { audit: ticketTarget(actor, ticket, target) });
  }
  await assertVersion(ctx, ticket, ticket.version, input.version, target);
  if (decision === "invalid") {
    const from = TICKET_STEP_LABELS[ticket.currentStep];
    const to = TICKET_STEP_LABELS[input.status];
    throw badRequest("ticketStepMoveInvalid", ["status"], { from, to });
  }
  const at = now(ctx);
  const step = {
    ticketId: ticket.ticketId,
    id: deps.ids.id(),
    status: input.status,
    summary: input.summary ?? "",
    createdById: actor.userId,
    createdByName: ctx.auth.user.name,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const itemTarget = { ...target, entityId: step.id };
  await writeOrConflict(ctx, ticket, itemTarget, () => moveTicket(deps.db, ticket, step, actor.userId));
  await audit(ctx, ticketTarget(actor, ticket, itemTarget));
  // The transaction held only with the version read, so the stored ticket is exactly this.
  const moved: TicketItem = {
    ...ticket,
    currentStep: input.status,
    state: stateOf(input.status, ticket.ownerId),
    participants: [...new Set([...ticket.participants, actor.userId])],
    updatedAt: at,
    version: ticket.version + 1,
  };
  await announceToAudience(ctx, relations, moved, "TICKET_STEP", TICKET_STEP_LABELS[input.status].sv);
  return toTicketDetail({ ...page!, ticket: moved, steps: [...page!.steps, step] }, access, actor.userId);
}

/** The summary of a step (manage); `version` is the step's. */
export async function updateStepSummary(
  ctx: RequestContext,
  input: UpdateStepInput & { id: string },
): Promise<TicketStepRecord> {
  const target = { action: "UPDATE" as const, entity: "ticketStep", entityId: input.id };
  const step = await findStep(ctx.deps.db, input.id);
  const { ticket, item } = await loadTicketOfItem(ctx, step, "editStepSummary", target);
  await assertOpen(ctx, ticket, target);
  const write = itemWrites.editStepSummary(item, input.summary, input.version, now(ctx));
  await writeOnTicket(ctx, ticket, target, write);
  const page = (await getTicketPage(ctx.deps.db, ticket.ticketId))!;
  return toTicketStep(
    page.steps.find((stored) => stored.id === item.id)!,
    page.events,
  );
}

/** A comment on a step (write). */
export async function addComment(ctx: RequestContext, input: CreateStepEventInput): Promise<TicketEvent> {
  const target = { action: "CREATE" as const, entity: "ticketEvent" };
  const step = await findStep(ctx.deps.db, input.stepId);
  const { ticket, relations, item } = await loadTicketOfItem(ctx, step, "comment", target);
  await assertOpen(ctx, ticket, target);
  const at = now(ctx);
  const event = {
    ticketId: ticket.ticketId,
    id: ctx.deps.ids.id(),
    stepId: item.id,
    comment: input.comment,
    authorId: ctx.actor.userId,
    authorName: ctx.auth.user.name,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await writeOnTicket(ctx, ticket, { ...target, entityId: event.id }, itemWrites.createEvent(event));
  await announceToAudience(ctx, relations, ticket, "TICKET_COMMENT");
  return toTicketEvent(event);
}

/** Edits a comment: only its author (with write access); `version` is the comment's. */
export async function editComment(
  ctx: RequestContext,
  input: UpdateStepEventInput & { id: string },
): Promise<TicketEvent> {
  const target = { action: "UPDATE" as const, entity: "ticketEvent", entityId: input.id };
  const { ticket, item: event } = await loadOwnItemOnOpenTicket(
    ctx,
    await findEvent(ctx.deps.db, input.id),
    (item) => item.authorId,
    "comment",
    target,
  );
  const at = now(ctx);
  await writeOnTicket(ctx, ticket, target, itemWrites.editComment(event, input.comment, input.version, at));
  // The write held only with the caller's version, so the stored comment is exactly this.
  return toTicketEvent({ ...event, comment: input.comment, updatedAt: at, version: input.version + 1 });
}
