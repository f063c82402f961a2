import type { Actor } from "#shared/policy/actor";
import {
  isReadOnlyStep,
  isStaffOfSchool,
  ticketDecision,
  ticketListDecision,
  type TicketOperation,
} from "#shared/tickets/ticket.policy";
import type { TicketAccess } from "#shared/tickets/ticket.schema";
import type { AuditAction } from "../core/audit.js";
import { AppError } from "../core/errors.js";
import { audit, guard, refuse, type AuditTarget } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { guardPupilDocumentList } from "../core/pupil-document/guard.js";
import {
  auditedConflict,
  writeOrConflict as auditedWrite,
} from "../core/pupil-document/write-or-conflict.js";
import { schoolScopeFor } from "../schools/index.js";
import { writeOnOpenTicket, type TicketItemWrite } from "./ticket-items.repo.js";
import { TicketRelations } from "./ticket-relations.js";
import { getTicket, type TicketItem } from "./tickets.repo.js";

/**
 * The tickets' steps on core's guard (core/guard.ts), shared by the ticket services: load a ticket or an item on it
 * and guard the operation with the ticket policy, check that it is open, the caller's version and authorship, and
 * write with every refusal and lost write audited.
 */

/** What an audit event of a ticket route names: the kind of item and its id (the ticket's by default). */
export interface TicketAuditTarget {
  action: AuditAction;
  entity: string;
  entityId?: string | undefined;
}

/**
 * The audit target of a ticket route. The school and pupil are named only for staff of the ticket's school: an
 * attempt from elsewhere is recorded in the actor's own trail without revealing where the ticket is.
 */
export function ticketTarget(
  actor: Actor,
  ticket: TicketItem | null,
  target: TicketAuditTarget,
): AuditTarget {
  const inSchool = ticket !== null && isStaffOfSchool(actor, ticket);
  return {
    action: target.action,
    entity: target.entity,
    entityId: target.entityId ?? ticket?.ticketId,
    schoolId: inSchool ? ticket.schoolId : undefined,
    studentId: inSchool ? ticket.studentId : undefined,
  };
}

/**
 * Guards one operation on a ticket (read by the caller, null when missing) with the ticket policy: a ticket the
 * actor may not see answers 404 exactly like a missing one, an operation their access does not allow 403. Every
 * refusal is audited.
 */
export async function guardTicket(
  ctx: RequestContext,
  ticket: TicketItem | null,
  relations: TicketRelations,
  operation: TicketOperation,
  target: TicketAuditTarget,
): Promise<{ ticket: TicketItem; access: Exclude<TicketAccess, "none"> }> {
  const access = ticket ? await relations.accessOf(ctx.actor, ticket) : "none";
  await guard(ctx, ticketDecision(access, operation), { audit: ticketTarget(ctx.actor, ticket, target) });
  return { ticket: ticket!, access: access as Exclude<TicketAccess, "none"> };
}

/** Loads a ticket by id and guards the operation; answers the relations read for it (reuse them to announce). */
export async function loadTicket(
  ctx: RequestContext,
  ticketId: string,
  operation: TicketOperation,
  target: TicketAuditTarget,
) {
  const relations = new TicketRelations(ctx.deps.db);
  const loaded = await guardTicket(ctx, await getTicket(ctx.deps.db, ticketId), relations, operation, target);
  return { ...loaded, relations };
}

/** An item found by its id belongs to a ticket; neither existing answers 404 (audited). */
export async function loadTicketOfItem<T extends { ticketId: string }>(
  ctx: RequestContext,
  item: T | null,
  operation: TicketOperation,
  target: TicketAuditTarget,
) {
  if (!item) return refuse(ctx, "not-found", { audit: ticketTarget(ctx.actor, null, target) });
  return { ...(await loadTicket(ctx, item.ticketId, operation, target)), item };
}

/** An item that only its author changes, on an open ticket the caller may `operation`. */
export async function loadOwnItemOnOpenTicket<T extends { ticketId: string }>(
  ctx: RequestContext,
  item: T | null,
  authorOf: (item: T) => string,
  operation: TicketOperation,
  target: TicketAuditTarget,
) {
  const loaded = await loadTicketOfItem(ctx, item, operation, target);
  await assertOwn(ctx, loaded.ticket, authorOf(loaded.item), target);
  await assertOpen(ctx, loaded.ticket, target);
  return loaded;
}

/**
 * Lists of a school's tickets or feedback: staff and teachers who are members (each row is judged after). Core's
 * list guard: where the actor may not know the school, their attempt is recorded without it.
 */
export async function guardList(ctx: RequestContext, schoolId: string, target: AuditTarget): Promise<void> {
  await guardPupilDocumentList(
    ctx,
    target,
    ticketListDecision(ctx.actor, await schoolScopeFor(ctx, schoolId)),
  );
}

/** Only the author of a comment, message or reaction changes it: 403 otherwise, audited. */
export async function assertOwn(
  ctx: RequestContext,
  ticket: TicketItem,
  authorId: string,
  target: TicketAuditTarget,
): Promise<void> {
  if (authorId === ctx.actor.userId) return;
  await refuse(ctx, "forbidden", { audit: ticketTarget(ctx.actor, ticket, target) });
}

/** An archived ticket is read-only until reopened: 409 with a message that says so. */
export async function assertOpen(ctx: RequestContext, ticket: TicketItem, target: TicketAuditTarget) {
  if (!isReadOnlyStep(ticket.currentStep)) return;
  throw await auditedConflict(ctx, ticketTarget(ctx.actor, ticket, target), "ticketArchived");
}

/** The caller's `version` must be the stored one, or the change would overwrite someone else's. */
export async function assertVersion(
  ctx: RequestContext,
  ticket: TicketItem,
  stored: number,
  given: number,
  target: TicketAuditTarget,
) {
  if (stored === given) return;
  throw await auditedConflict(ctx, ticketTarget(ctx.actor, ticket, target), "ticketChangedByOther");
}

/** Runs a conditional write; a lost condition is audited and answers 409 (archived meanwhile, or stale). */
export const writeOrConflict = <T>(
  ctx: RequestContext,
  ticket: TicketItem,
  target: TicketAuditTarget,
  write: () => Promise<T>,
): Promise<T> =>
  auditedWrite(
    ctx,
    ticketTarget(ctx.actor, ticket, target),
    async () => {
      const current = await getTicket(ctx.deps.db, ticket.ticketId);
      if (!current) throw new AppError("NOT_FOUND");
      return isReadOnlyStep(current.currentStep) ? "ticketArchived" : "ticketChangedByOther";
    },
    write,
  );

/**
 * One change to an item of the ticket (a comment, a message, feedback, ...) with the mark that the actor took part:
 * an archive meanwhile or a stale version makes it lose (409). Audited, conflicts too.
 */
export async function writeOnTicket(
  ctx: RequestContext,
  ticket: TicketItem,
  target: TicketAuditTarget,
  write: TicketItemWrite,
): Promise<void> {
  const mark = {
    ticketId: ticket.ticketId,
    actorId: ctx.actor.userId,
    at: ctx.deps.clock.now().toISOString(),
  };
  await writeOrConflict(ctx, ticket, target, () => writeOnOpenTicket(ctx.deps.db, mark, write));
  await audit(ctx, ticketTarget(ctx.actor, ticket, target));
}
