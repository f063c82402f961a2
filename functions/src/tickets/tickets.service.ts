import type { Page } from "#shared/common.schema";
import { createTicketDecision, isStaffOfSchool } from "#shared/tickets/ticket.policy";
import {
  REMINDER_SENT_MESSAGE,
  type CreateTicketInput,
  type ListTicketsQuery,
  type Reminder,
  type TicketDetail,
  type TicketSummary,
  type UpdateTicketInput,
} from "#shared/tickets/ticket.schema";
import { badRequest, rateLimited } from "../core/errors.js";
import { audit, refuse } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { scopeOf } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import {
  assertSelfOwner,
  changesAccess,
  checkNamed,
  newlyNamed,
  settingsAfter,
  settingsOf,
  settingsOfNew,
} from "./ticket-access-settings.js";
import {
  assertOpen,
  assertVersion,
  guardList,
  guardTicket,
  loadTicket,
  ticketTarget,
  writeOrConflict,
} from "./ticket-guard.js";
import { announce } from "./ticket-notices.js";
import { TicketRelations } from "./ticket-relations.js";
import { toReminder, toTicketDetail, toTicketSummary } from "./tickets.mappers.js";
import {
  getTicketPage,
  listTicketsOfSchool,
  stateOf,
  type TicketItem,
  type TicketStepItem,
} from "./tickets.repo.js";
import {
  addReminder,
  createTicket as storeNewTicket,
  deleteTicketPage,
  updateTicket as storeTicketChanges,
} from "./ticket-writes.repo.js";

/**
 * The tickets themselves: a school's list, one ticket's page, create, edit, delete and remind. Each function loads,
 * guards (ticket.policy.ts through core's guard, audited), writes through the repo and tells those concerned.
 */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/**
 * A school's tickets the caller may see, newest first, one page per call: `status` picks the list (ongoing,
 * unassigned, archived; all three when absent), `studentId`, `ownerId` and `step` narrow it. Every row is judged
 * by the same policy as a direct read, so a page can hold fewer rows than `limit` (even none) while `cursor` still
 * points to more.
 */
export async function listTickets(
  ctx: RequestContext,
  input: ListTicketsQuery & { schoolId: string },
): Promise<Page<TicketSummary>> {
  const { schoolId, ...query } = input;
  const target = { action: "LIST" as const, entity: "ticket", schoolId, studentId: query.studentId };
  await guardList(ctx, schoolId, target);
  const page = await listTicketsOfSchool(ctx.deps.db, schoolId, query, query);
  const relations = new TicketRelations(ctx.deps.db);
  await relations.prepare([ctx.actor], page.items);
  const items = [];
  for (const ticket of page.items) {
    const access = await relations.accessOf(ctx.actor, ticket);
    if (access !== "none") items.push(toTicketSummary(ticket, access, ctx.actor.userId));
  }
  await audit(ctx, target);
  return { items, cursor: page.cursor };
}

/** The ticket page: the full ticket from read access up, the simplified timeline below. */
export async function readTicket(ctx: RequestContext, input: { id: string }): Promise<TicketDetail> {
  const target = { action: "READ" as const, entity: "ticket" };
  const page = await getTicketPage(ctx.deps.db, input.id);
  const relations = new TicketRelations(ctx.deps.db);
  const { access } = await guardTicket(ctx, page?.ticket ?? null, relations, "read", target);
  await audit(ctx, ticketTarget(ctx.actor, page!.ticket, target));
  return toTicketDetail(page!, access, ctx.actor.userId);
}

/**
 * A new ticket about one pupil, at the REPORT step, with the caller as notifier. Answers the ticket as the author
 * may see it, or only its id should the policy ever leave the author without access.
 */
export async function createTicket(
  ctx: RequestContext,
  input: CreateTicketInput,
): Promise<TicketDetail | { id: string }> {
  const { deps, actor } = ctx;
  const target = { action: "CREATE" as const, entity: "ticket" };
  const student = await getStudent(deps.db, input.studentId);
  const scope = scopeOf(ctx, student);
  if (!student || scope === "none") return refuse(ctx, "not-found", { audit: target });
  const schoolTarget = { ...target, schoolId: student.schoolId, studentId: student.id };
  const decision = isStaffOfSchool(actor, student)
    ? createTicketDecision(actor, input.access, !!input.ownerId)
    : "forbidden";
  if (decision === "forbidden") return refuse(ctx, "forbidden", { audit: schoolTarget });
  if (decision === "invalid") {
    throw badRequest("teacherCannotChooseSelfAccess", ["access"]);
  }
  const settings = settingsOfNew(input);
  const ownerId = input.ownerId ?? "";
  assertSelfOwner(input.access, ownerId, actor.userId);
  const owner = await checkNamed(ctx, student.schoolId, { ...settings, ownerId });
  const at = now(ctx);
  const ticketId = deps.ids.id();
  const ticket: TicketItem = {
    ticketId,
    schoolId: student.schoolId,
    organizationId: student.organizationId,
    studentId: student.id,
    title: input.title,
    description: input.description,
    reportedTitle: input.title,
    reportedDescription: input.description,
    access: input.access,
    recipients: [...settings.recipients],
    teamId: settings.teamId ?? "",
    contactTeachers: [...settings.contactTeachers],
    editors: [...settings.editors],
    ownerId,
    ...(owner ? { ownerName: owner.name } : {}),
    notifierId: actor.userId,
    notifierName: ctx.auth.user.name,
    currentStep: "REPORT",
    state: stateOf("REPORT", ownerId),
    participants: [actor.userId],
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  const step: TicketStepItem = {
    ticketId,
    id: deps.ids.id(),
    status: "REPORT",
    summary: "",
    createdById: actor.userId,
    createdByName: ctx.auth.user.name,
    createdAt: at,
    updatedAt: at,
    version: 1,
  };
  await storeNewTicket(deps.db, ticket, step);
  await audit(ctx, ticketTarget(actor, ticket, { ...target, entityId: ticketId }));
  const relations = new TicketRelations(deps.db);
  if (ownerId) await announce(ctx, relations, ticket, "TICKET_ASSIGNED", [ownerId]);
  const shared = newlyNamed(null, settings).filter((id) => id !== ownerId);
  await announce(ctx, relations, ticket, "TICKET_SHARED", shared);
  const access = await relations.accessOf(actor, ticket);
  // The author always sees at least the timeline; should the policy ever say otherwise, only the id goes back.
  if (access === "none") return { id: ticketId };
  const page = {
    ticket,
    steps: [step],
    events: [],
    messages: [],
    decisions: [],
    feedback: [],
    reactions: [],
    reminders: [],
  };
  return toTicketDetail(page, access, ctx.actor.userId);
}

/**
 * Edits the ticket: title and description (write), owner and access settings (manage). `version` is required; a
 * stale one answers 409. Answers the ticket as the caller may now see it, or null when the change left them
 * without access.
 */
export async function updateTicket(
  ctx: RequestContext,
  input: UpdateTicketInput & { id: string },
): Promise<TicketDetail | null> {
  const { id, ...body } = input;
  const { deps } = ctx;
  const target = { action: "UPDATE" as const, entity: "ticket" };
  const operation = changesAccess(body) ? "changeAccess" : body.ownerId !== undefined ? "assign" : "editText";
  // The whole page is read up front (one query), so the answer needs no second read.
  const page = await getTicketPage(deps.db, id);
  const relations = new TicketRelations(deps.db);
  const { ticket } = await guardTicket(ctx, page?.ticket ?? null, relations, operation, target);
  await assertOpen(ctx, ticket, target);
  await assertVersion(ctx, ticket, ticket.version, body.version, target);

  const before = settingsOf(ticket);
  const after = settingsAfter(ticket, body);
  const ownerId = body.ownerId !== undefined ? (body.ownerId ?? "") : ticket.ownerId;
  assertSelfOwner(after.access, ownerId, ticket.notifierId);
  const owner = await checkNamed(ctx, ticket.schoolId, {
    ...(body.recipients ? { recipients: after.recipients } : {}),
    ...(body.contactTeachers ? { contactTeachers: after.contactTeachers } : {}),
    ...(body.editors ? { editors: after.editors } : {}),
    ...(body.teamId ? { teamId: body.teamId } : {}),
    ...(body.ownerId && body.ownerId !== ticket.ownerId ? { ownerId: body.ownerId } : {}),
  });
  const ownerName = ownerId === "" ? undefined : (owner?.name ?? ticket.ownerName);
  const updated = await writeOrConflict(ctx, ticket, target, () =>
    storeTicketChanges(deps.db, ticket, {
      title: body.title,
      description: body.description,
      settings: after,
      ownerId,
      ownerName,
      actorId: ctx.actor.userId,
      at: now(ctx),
    }),
  );
  await audit(ctx, ticketTarget(ctx.actor, ticket, target));
  if (ownerId && ownerId !== ticket.ownerId) {
    await announce(ctx, relations, updated, "TICKET_ASSIGNED", [ownerId]);
  }
  const shared = newlyNamed(before, after).filter((person) => person !== ownerId);
  await announce(ctx, relations, updated, "TICKET_SHARED", shared);
  const nowSees = await relations.accessOf(ctx.actor, updated);
  return nowSees === "none" ? null : toTicketDetail({ ...page!, ticket: updated }, nowSees, ctx.actor.userId);
}

/** Deletes the ticket with everything on it (manage). An archived ticket is kept: reopen it first. */
export async function deleteTicket(ctx: RequestContext, input: { id: string }): Promise<void> {
  const target = { action: "DELETE" as const, entity: "ticket" };
  const page = await getTicketPage(ctx.deps.db, input.id);
  const relations = new TicketRelations(ctx.deps.db);
  const { ticket } = await guardTicket(ctx, page?.ticket ?? null, relations, "delete", target);
  await assertOpen(ctx, ticket, target);
  await writeOrConflict(ctx, ticket, target, () => deleteTicketPage(ctx.deps.db, page!));
  await audit(ctx, ticketTarget(ctx.actor, ticket, target));
}

/**
 * Reminds the owner (anyone who may see the ticket, at most once an hour per ticket and person). Answers the
 * reminder and the spec's 'a reminder sent' in the caller's language.
 */
export async function remindOwner(
  ctx: RequestContext,
  input: { id: string },
): Promise<{ reminder: Reminder; message: string }> {
  const { deps, actor } = ctx;
  const target = { action: "CREATE" as const, entity: "ticketReminder" };
  const { ticket, relations } = await loadTicket(ctx, input.id, "remind", target);
  await assertOpen(ctx, ticket, target);
  if (!ticket.ownerId) {
    throw badRequest("ticketHasNoOwner");
  }
  if (ticket.ownerId === actor.userId) {
    throw badRequest("ticketOwnerIsYou");
  }
  const limit = await deps.rateLimiter.hit(`reminder#${ticket.ticketId}#${actor.userId}`, {
    limit: 1,
    windowSeconds: 3600,
  });
  if (!limit.allowed) {
    throw rateLimited("reminderSentRecently");
  }
  const reminder = {
    ticketId: ticket.ticketId,
    id: deps.ids.id(),
    sentById: actor.userId,
    sentByName: ctx.auth.user.name,
    sentToId: ticket.ownerId,
    sentToName: ticket.ownerName ?? "",
    createdAt: now(ctx),
  };
  const itemTarget = { ...target, entityId: reminder.id };
  await writeOrConflict(ctx, ticket, itemTarget, () => addReminder(deps.db, reminder));
  await audit(ctx, ticketTarget(actor, ticket, itemTarget));
  await announce(ctx, relations, ticket, "TICKET_REMINDER", [ticket.ownerId]);
  return { reminder: toReminder(reminder), message: REMINDER_SENT_MESSAGE[ctx.language] };
}
