import { IdParamSchema, SchoolIdParamSchema } from "#shared/common.schema";
import type { Role } from "#shared/constants";
import type { Language } from "#shared/errors";
import {
  atLeast,
  createTicketDecision,
  isStaffOfSchool,
  isTeacher,
  mayOwnTickets,
  mayReceiveTickets,
  stepMoveDecision,
  ticketListDecision,
} from "#shared/tickets/ticket.policy";
import {
  accessSettingsIssues,
  CreateDecisionInputSchema,
  CreateFeedbackInputSchema,
  CreateMessageInputSchema,
  CreateReactionInputSchema,
  CreateStepEventInputSchema,
  CreateStepInputSchema,
  CreateTicketInputSchema,
  ListFeedbackQuerySchema,
  ListTicketsQuerySchema,
  REMINDER_SENT_MESSAGE,
  TICKET_STEP_LABELS,
  UpdateReactionInputSchema,
  UpdateStepEventInputSchema,
  UpdateStepInputSchema,
  UpdateTicketInputSchema,
  type TicketAccessSettings,
} from "#shared/tickets/ticket.schema";
import type { NotificationKind } from "#shared/notifications/notification.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { contextOf, type RequestContext } from "../core/request-context.js";
import { audit, guard, refuse, type AuditTarget } from "../core/guard.js";
import { withConflict } from "../core/db-errors.js";
import { AppError, badRequest } from "../core/errors.js";
import { queryPage } from "../core/pagination.js";
import { validate } from "../core/validate.js";
import { transact, type TxEntities } from "../db/transact.js";
import { schoolScopeFor, scopeOf } from "../schools/index.js";
import { getStudent } from "../students/index.js";
import { listMembers, type MembershipItem } from "../users/index.js";
import {
  assertOpen,
  assertOwn,
  assertVersion,
  guardTicket,
  ticketTarget,
  writeOrConflict,
  type TicketAuditTarget,
} from "./ticket-access.js";
import { announce } from "./ticket-notices.js";
import { TicketRelations } from "./ticket-relations.js";
import {
  audienceOf,
  findEvent,
  findFeedback,
  findMessage,
  findReaction,
  findStep,
  getTicket,
  getTicketPage,
  keyComposites,
  STATE_OF_STATUS,
  stateOf,
  toFeedback,
  toReaction,
  toTicketDecision,
  toTicketDetail,
  toTicketEvent,
  toTicketMessage,
  toTicketStep,
  toTicketSummary,
  type TicketItem,
  type TicketPage,
  type TicketReactionItem,
} from "./tickets.repo.js";
import { getTeam } from "../teams/index.js";
import { ticketsEntities } from "./tickets.entities.js";

const ids = (refs: { id: string }[] | undefined) => [...new Set((refs ?? []).map((ref) => ref.id))];
const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();
const actorName = (ctx: RequestContext) => ctx.auth.user.name;

const NOT_STAFF: Record<Language, string> = {
  sv: "Personen finns inte bland skolans personal med den behörigheten",
  en: "That person is not on the school's staff with that role",
};

/**
 * The people and team an access setting or owner names must belong to the ticket's school, in a role that fits
 * (see ticket.policy.ts). Answers the owner's membership (for their name) when an owner is named.
 */
async function checkNamed(
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
        if (!member || !fits(member.roles as Role[])) throw badRequest(NOT_STAFF, [field]);
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
      throw badRequest(
        { sv: "Arbetslaget finns inte på skolan", en: "That team does not exist at the school" },
        ["teamId"],
      );
    }
  }
  return owner;
}

/** "Only me" stays only me: its owner can be none but its author. */
function assertSelfOwner(access: string, ownerId: string, notifierId: string) {
  if (access === "SELF" && ownerId !== "" && ownerId !== notifierId) {
    throw badRequest(
      {
        sv: "Ett ärende med åtkomst 'Endast jag' kan bara ha skaparen som ansvarig",
        en: "A ticket with access 'Only me' can only have its author as owner",
      },
      ["ownerId"],
    );
  }
}

/** The people newly named in the access lists (they are told the ticket was shared with them). */
function newlyNamed(before: TicketAccessSettings | null, after: TicketAccessSettings): string[] {
  const old = new Set(before ? [...before.recipients, ...before.contactTeachers, ...before.editors] : []);
  return [...after.recipients, ...after.contactTeachers, ...after.editors].filter((id) => !old.has(id));
}

const settingsOf = (ticket: TicketItem): TicketAccessSettings => ({
  access: ticket.access,
  recipients: ticket.recipients,
  teamId: ticket.teamId || null,
  contactTeachers: ticket.contactTeachers,
  editors: ticket.editors,
});

type Tx = TxEntities<ReturnType<typeof ticketsEntities>>;

/**
 * One change to an item of the ticket (a comment, a message, feedback, ...), in one transaction with the mark that
 * the actor took part on the ticket; the mark holds only while the ticket is open, so an archive meanwhile makes
 * the change lose (409), as does a stale version in `write`. Audited, conflicts too.
 */
async function writeOnTicket(
  ctx: RequestContext,
  ticket: TicketItem,
  target: TicketAuditTarget,
  write: (tx: Tx) => unknown,
): Promise<void> {
  await writeOrConflict(
    ctx,
    ticket,
    target,
    () =>
      transact(ticketsEntities(ctx.deps.db), (tx) => [
        tx.ticket
          .patch({ ticketId: ticket.ticketId })
          .add({ participants: [ctx.actor.userId] })
          .set({ updatedAt: now(ctx) })
          .where((attr, op) => op.ne(attr.currentStep, "ARCHIVE"))
          .commit(),
        write(tx),
      ]),
    reread(ctx, ticket.ticketId),
  );
  await audit(ctx, ticketTarget(ctx.actor, ticket, target));
}

/** An item found by its id that only its author changes, on an open ticket the caller may `operation`. */
async function ownItemOnOpenTicket<T extends { ticketId: string }>(
  ctx: RequestContext,
  item: T | null,
  authorOf: (item: T) => string,
  operation: Parameters<typeof guardTicket>[3],
  target: TicketAuditTarget,
) {
  const { ticket } = await ticketOfItem(ctx, item, operation, target);
  await assertOwn(ctx, ticket, authorOf(item!), target);
  await assertOpen(ctx, ticket, target);
  return { ticket, item: item! };
}

/** Loads the ticket a body names and applies the policy for the operation. */
async function ticketFor(
  ctx: RequestContext,
  ticketId: string,
  operation: Parameters<typeof guardTicket>[3],
  target: TicketAuditTarget,
) {
  const relations = new TicketRelations(ctx.deps.db);
  const loaded = await guardTicket(ctx, await getTicket(ctx.deps.db, ticketId), relations, operation, target);
  return { ...loaded, relations };
}

/** A sub-item found by its id belongs to a ticket; neither existing answers 404 (audited). */
async function ticketOfItem<T extends { ticketId: string }>(
  ctx: RequestContext,
  item: T | null,
  operation: Parameters<typeof guardTicket>[3],
  target: TicketAuditTarget,
) {
  if (!item) return refuse(ctx, "not-found", { audit: ticketTarget(ctx.actor, null, target) });
  return ticketFor(ctx, item.ticketId, operation, target);
}

const reread = (ctx: RequestContext, ticketId: string) => () => getTicket(ctx.deps.db, ticketId);

/** Tells everyone named on the ticket or taking part (announce keeps to those who may see it). */
const announceToAudience = (
  ctx: RequestContext,
  relations: TicketRelations,
  ticket: TicketItem,
  kind: NotificationKind,
) => announce(ctx, relations, ticket, kind, audienceOf(ticket));

// "/x/*" matches "/x" as well: one middleware per prefix, so the session is read once per request.
export const ticketsRouter = createRouter()
  .use("/tickets/*", requireActor)
  .use("/feedback/*", requireActor)
  .use("/reaction/*", requireActor)
  .use("/step/*", requireActor)
  .use("/messages/*", requireActor)
  .use("/decision/*", requireActor)

  /**
   * A school's tickets the caller may see, newest first, one page per call: `status` picks the list (ongoing,
   * unassigned, archived; all three when absent), `studentId`, `ownerId` and `step` narrow it. Every row is
   * judged by the same policy as a direct read, so a page can hold fewer rows than `limit` (even none) while
   * `cursor` still points to more.
   */
  .get(
    "/tickets/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", ListTicketsQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { db } = ctx.deps;
      const actor = ctx.actor;
      const { schoolId } = c.req.valid("param");
      const query = c.req.valid("query");
      const target = { action: "LIST" as const, entity: "ticket", schoolId, studentId: query.studentId };
      await guardList(ctx, schoolId, target);
      const state = query.status ? STATE_OF_STATUS[query.status] : undefined;
      const { ownerId, step, studentId } = query;
      type Options = { cursor: string | null; limit: number };
      let run: (options: Options) => Promise<{ data: TicketItem[]; cursor: string | null }>;
      if (studentId) {
        const search = ticketsEntities(db)
          .ticket.query.byStudent({ studentId })
          .where((attr, op) =>
            [
              op.eq(attr.schoolId, schoolId),
              state ? op.eq(attr.state, state) : "",
              ownerId ? op.eq(attr.ownerId, ownerId) : "",
              step ? op.eq(attr.currentStep, step) : "",
            ]
              .filter(Boolean)
              .join(" AND "),
          );
        run = (options) => search.go({ ...options, order: "desc" });
      } else {
        const search = ownerId
          ? ticketsEntities(db).ticket.query.byOwner({ ownerId, schoolId, ...(state ? { state } : {}) })
          : ticketsEntities(db).ticket.query.bySchool({ schoolId, ...(state ? { state } : {}) });
        const filtered = step ? search.where((attr, op) => op.eq(attr.currentStep, step)) : search;
        run = (options) => filtered.go({ ...options, order: "desc" });
      }
      const page = await queryPage({ go: run }, query, (item) => item);
      const relations = new TicketRelations(db);
      await relations.prepare([actor], page.items);
      const items = [];
      for (const ticket of page.items) {
        const access = await relations.accessOf(actor, ticket);
        if (access !== "none") items.push(toTicketSummary(ticket, access));
      }
      await audit(ctx, target);
      return c.json({ items, cursor: page.cursor });
    },
  )

  /** The ticket page: the full ticket from read access up, the simplified timeline below. */
  .get("/tickets/:id", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const { db } = ctx.deps;
    const target = { action: "READ" as const, entity: "ticket" };
    const page = await getTicketPage(db, c.req.valid("param").id);
    const { access } = await guardTicket(ctx, page?.ticket ?? null, new TicketRelations(db), "read", target);
    await audit(ctx, ticketTarget(ctx.actor, page!.ticket, target));
    return c.json(toTicketDetail(page!, access));
  })

  /** A new ticket about one pupil, at the REPORT step, with the caller as notifier. */
  .post("/tickets", validate("json", CreateTicketInputSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const body = c.req.valid("json");
    const target = { action: "CREATE" as const, entity: "ticket" };
    const student = await getStudent(deps.db, body.studentId);
    const scope = scopeOf(ctx, student);
    if (!student || scope === "none") return refuse(ctx, "not-found", { audit: target });
    const schoolTarget = { ...target, schoolId: student.schoolId, studentId: student.id };
    const decision = isStaffOfSchool(actor, student)
      ? createTicketDecision(actor, body.access, !!body.ownerId)
      : "forbidden";
    if (decision === "forbidden") return refuse(ctx, "forbidden", { audit: schoolTarget });
    if (decision === "invalid") {
      throw badRequest(
        {
          sv: "Lärare kan inte välja åtkomsten 'Endast jag'",
          en: "Teachers cannot choose the access 'Only me'",
        },
        ["access"],
      );
    }
    const settings: TicketAccessSettings = {
      access: body.access,
      recipients: ids(body.recipients),
      teamId: body.teamId ?? null,
      contactTeachers: ids(body.contactTeachers),
      editors: ids(body.editors),
    };
    const ownerId = body.ownerId ?? "";
    assertSelfOwner(body.access, ownerId, actor.userId);
    const owner = await checkNamed(ctx, student.schoolId, { ...settings, ownerId });
    const at = now(ctx);
    const ticketId = deps.ids.id();
    const stepId = deps.ids.id();
    const ticket: TicketItem = {
      ticketId,
      schoolId: student.schoolId,
      organizationId: student.organizationId,
      studentId: student.id,
      title: body.title,
      description: body.description,
      access: body.access,
      recipients: [...settings.recipients],
      teamId: settings.teamId ?? "",
      contactTeachers: [...settings.contactTeachers],
      editors: [...settings.editors],
      ownerId,
      ...(owner ? { ownerName: owner.name } : {}),
      notifierId: actor.userId,
      notifierName: actorName(ctx),
      currentStep: "REPORT",
      state: stateOf("REPORT", ownerId),
      participants: [actor.userId],
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    const step = {
      ticketId,
      id: stepId,
      status: "REPORT" as const,
      summary: "",
      createdById: actor.userId,
      createdByName: actorName(ctx),
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    await transact(ticketsEntities(deps.db), (tx) => [
      tx.ticket.create(ticket).commit(),
      tx.ticketStep.create(step).commit(),
    ]);
    await audit(ctx, ticketTarget(ctx.actor, ticket, { ...target, entityId: ticketId }));
    const relations = new TicketRelations(deps.db);
    if (ownerId) await announce(ctx, relations, ticket, "TICKET_ASSIGNED", [ownerId]);
    await announce(
      ctx,
      relations,
      ticket,
      "TICKET_SHARED",
      newlyNamed(null, settings).filter((id) => id !== ownerId),
    );
    const access = await relations.accessOf(actor, ticket);
    // The author always sees at least the timeline; should the policy ever say otherwise, only the id goes back.
    if (access === "none") return c.json({ id: ticketId }, 201);
    const page: TicketPage = {
      ticket,
      steps: [step],
      events: [],
      messages: [],
      decisions: [],
      feedback: [],
      reactions: [],
      reminders: [],
    };
    return c.json(toTicketDetail(page, access), 201);
  })

  /**
   * Edits the ticket: title and description (write), owner and access settings (manage). `version` is required; a
   * stale one answers 409. Answers the ticket as the caller may now see it, or 204 when the change left them
   * without access.
   */
  .patch(
    "/tickets/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateTicketInputSchema),
    async (c) => {
      const ctx = contextOf(c);
      const deps = ctx.deps;
      const body = c.req.valid("json");
      const target = { action: "UPDATE" as const, entity: "ticket" };
      const changesAccess =
        body.access !== undefined ||
        body.recipients !== undefined ||
        body.teamId !== undefined ||
        body.contactTeachers !== undefined ||
        body.editors !== undefined;
      const operation = changesAccess ? "changeAccess" : body.ownerId !== undefined ? "assign" : "editText";
      // The whole page is read up front (one query), so the answer needs no second read.
      const page = await getTicketPage(deps.db, c.req.valid("param").id);
      const relations = new TicketRelations(deps.db);
      const { ticket } = await guardTicket(ctx, page?.ticket ?? null, relations, operation, target);
      await assertOpen(ctx, ticket, target);
      await assertVersion(ctx, ticket, ticket.version, body.version, target);

      const before = settingsOf(ticket);
      const access = body.access ?? ticket.access;
      const keep = access === ticket.access;
      const after: TicketAccessSettings = {
        access,
        recipients: body.recipients ? ids(body.recipients) : keep ? ticket.recipients : [],
        teamId: body.teamId !== undefined ? body.teamId : keep ? before.teamId : null,
        contactTeachers: body.contactTeachers
          ? ids(body.contactTeachers)
          : keep
            ? ticket.contactTeachers
            : [],
        editors: body.editors ? ids(body.editors) : keep ? ticket.editors : [],
      };
      const issues = accessSettingsIssues(after);
      if (issues.length > 0) {
        throw new AppError("VALIDATION_FAILED", {
          issues: issues.map((issue) => ({ path: [issue.path], message: issue.message, code: "custom" })),
        });
      }
      const ownerId = body.ownerId !== undefined ? (body.ownerId ?? "") : ticket.ownerId;
      assertSelfOwner(access, ownerId, ticket.notifierId);
      const owner = await checkNamed(ctx, ticket.schoolId, {
        ...(body.recipients ? { recipients: after.recipients } : {}),
        ...(body.contactTeachers ? { contactTeachers: after.contactTeachers } : {}),
        ...(body.editors ? { editors: after.editors } : {}),
        ...(body.teamId ? { teamId: body.teamId } : {}),
        ...(body.ownerId && body.ownerId !== ticket.ownerId ? { ownerId: body.ownerId } : {}),
      });
      const ownerName = ownerId === "" ? undefined : (owner?.name ?? ticket.ownerName);
      const updated = await writeOrConflict(
        ctx,
        ticket,
        target,
        () =>
          withConflict(async () => {
            const update = ticketsEntities(deps.db)
              .ticket.patch({ ticketId: ticket.ticketId })
              .set({
                ...(body.title !== undefined ? { title: body.title } : {}),
                ...(body.description !== undefined ? { description: body.description } : {}),
                access,
                recipients: [...after.recipients],
                teamId: after.teamId ?? "",
                contactTeachers: [...after.contactTeachers],
                editors: [...after.editors],
                ownerId,
                ...(ownerName !== undefined ? { ownerName } : {}),
                state: stateOf(ticket.currentStep, ownerId),
                updatedAt: now(ctx),
              })
              .composite(keyComposites(ticket))
              .add({ version: 1, participants: [ctx.actor.userId] });
            const { data } = await (ownerName === undefined ? update.remove(["ownerName"]) : update)
              .where((attr, op) => op.eq(attr.version, ticket.version))
              .go({ response: "all_new" });
            return data as TicketItem;
          }),
        reread(ctx, ticket.ticketId),
      );
      await audit(ctx, ticketTarget(ctx.actor, ticket, target));
      if (ownerId && ownerId !== ticket.ownerId) {
        await announce(ctx, relations, updated, "TICKET_ASSIGNED", [ownerId]);
      }
      await announce(
        ctx,
        relations,
        updated,
        "TICKET_SHARED",
        newlyNamed(before, after).filter((id) => id !== ownerId),
      );
      const nowSees = await relations.accessOf(ctx.actor, updated);
      return nowSees === "none"
        ? c.body(null, 204)
        : c.json(toTicketDetail({ ...page!, ticket: updated }, nowSees));
    },
  )

  /**
   * Deletes the ticket with everything on it (manage). An archived ticket is kept: reopen it first. All items go
   * in one transaction when they fit (100 items); a larger ticket loses its ticket item first, so nothing of it
   * can be read while the rest is removed.
   */
  .delete("/tickets/:id", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const target = { action: "DELETE" as const, entity: "ticket" };
    const page = await getTicketPage(deps.db, c.req.valid("param").id);
    const { ticket } = await guardTicket(
      ctx,
      page?.ticket ?? null,
      new TicketRelations(deps.db),
      "delete",
      target,
    );
    await assertOpen(ctx, ticket, target);
    const items = page!;
    // Every write on the ticket moves updatedAt: an item added after the read makes the delete lose (409), so no
    // item of a deleted ticket is left behind.
    const deleteTicket = (tx: Tx) =>
      tx.ticket
        .delete({ ticketId: ticket.ticketId })
        .where(
          (attr, op) =>
            `${op.eq(attr.version, ticket.version)} AND ${op.eq(attr.updatedAt, ticket.updatedAt)}`,
        )
        .commit();
    const subDeletes: ((tx: Tx) => unknown)[] = [
      ...items.steps.map((item) => (tx: Tx) => tx.ticketStep.delete(item).commit()),
      ...items.events.map((item) => (tx: Tx) => tx.ticketEvent.delete(item).commit()),
      ...items.messages.map((item) => (tx: Tx) => tx.ticketMessage.delete(item).commit()),
      ...items.decisions.map((item) => (tx: Tx) => tx.ticketDecision.delete(item).commit()),
      ...items.feedback.map((item) => (tx: Tx) => tx.ticketFeedback.delete(item).commit()),
      ...items.reactions.map((item) => (tx: Tx) => tx.ticketReaction.delete(item).commit()),
      ...items.reminders.map((item) => (tx: Tx) => tx.ticketReminder.delete(item).commit()),
    ];
    await writeOrConflict(
      ctx,
      ticket,
      target,
      async () => {
        if (subDeletes.length < 100) {
          await transact(ticketsEntities(deps.db), (tx) => [
            deleteTicket(tx),
            ...subDeletes.map((remove) => remove(tx)),
          ]);
          return;
        }
        await transact(ticketsEntities(deps.db), (tx) => [deleteTicket(tx)]);
        for (let i = 0; i < subDeletes.length; i += 100) {
          await transact(ticketsEntities(deps.db), (tx) =>
            subDeletes.slice(i, i + 100).map((remove) => remove(tx)),
          );
        }
      },
      reread(ctx, ticket.ticketId),
    );
    await audit(ctx, ticketTarget(ctx.actor, ticket, target));
    return c.body(null, 204);
  })

  /** Reminds the owner (anyone who may see the ticket, at most once an hour per ticket): 'a reminder sent'. */
  .post("/tickets/reminder/:id", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const target = { action: "CREATE" as const, entity: "ticketReminder" };
    const { ticket, relations } = await ticketFor(ctx, c.req.valid("param").id, "remind", target);
    await assertOpen(ctx, ticket, target);
    if (!ticket.ownerId) {
      throw badRequest({
        sv: "Ärendet har ingen ansvarig att påminna",
        en: "The ticket has no owner to remind",
      });
    }
    if (ticket.ownerId === actor.userId) {
      throw badRequest({ sv: "Du är själv ansvarig för ärendet", en: "You are the ticket's owner yourself" });
    }
    const limit = await deps.rateLimiter.hit(`reminder#${ticket.ticketId}#${actor.userId}`, {
      limit: 1,
      windowSeconds: 3600,
    });
    if (!limit.allowed) {
      throw new AppError("RATE_LIMITED", {
        message: {
          sv: "Du har nyss skickat en påminnelse om ärendet. Försök igen om en stund.",
          en: "You sent a reminder about this ticket a moment ago. Try again in a while.",
        },
      });
    }
    const reminder = {
      ticketId: ticket.ticketId,
      id: deps.ids.id(),
      sentById: actor.userId,
      sentByName: actorName(ctx),
      sentToId: ticket.ownerId,
      sentToName: ticket.ownerName ?? "",
      createdAt: now(ctx),
    };
    await writeOrConflict(
      ctx,
      ticket,
      { ...target, entityId: reminder.id },
      () =>
        transact(ticketsEntities(deps.db), (tx) => [
          tx.ticket
            .check({ ticketId: ticket.ticketId })
            .where((attr, op) => op.ne(attr.currentStep, "ARCHIVE"))
            .commit(),
          tx.ticketReminder.create(reminder).commit(),
        ]),
      reread(ctx, ticket.ticketId),
    );
    await audit(ctx, ticketTarget(ctx.actor, ticket, { ...target, entityId: reminder.id }));
    await announce(ctx, relations, ticket, "TICKET_REMINDER", [ticket.ownerId]);
    return c.json(
      {
        reminder: {
          id: reminder.id,
          ticketId: reminder.ticketId,
          sentBy: { id: reminder.sentById, name: reminder.sentByName },
          sentTo: { id: reminder.sentToId, name: reminder.sentToName },
          createdAt: reminder.createdAt,
        },
        message: REMINDER_SENT_MESSAGE[ctx.language],
      },
      201,
    );
  })

  /**
   * The school's feedback entries (the documentation/feedback page), newest first, with their reactions: only
   * those on tickets the caller may read in full.
   */
  .get(
    "/feedback/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", ListFeedbackQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { db } = ctx.deps;
      const actor = ctx.actor;
      const { schoolId } = c.req.valid("param");
      const query = c.req.valid("query");
      const target = {
        action: "LIST" as const,
        entity: "ticketFeedback",
        schoolId,
        studentId: query.studentId,
      };
      await guardList(ctx, schoolId, target);
      const search = ticketsEntities(db).ticketFeedback.query.bySchool({ schoolId });
      const studentId = query.studentId;
      const filtered = studentId ? search.where((attr, op) => op.eq(attr.studentId, studentId)) : search;
      const page = await queryPage(
        { go: (options) => filtered.go({ ...options, order: "desc" }) },
        query,
        (item) => item,
      );
      const ticketIds = [...new Set(page.items.map((item) => item.ticketId))];
      const tickets = new Map<string, TicketItem>();
      for (let i = 0; i < ticketIds.length; i += 100) {
        const { data } = await ticketsEntities(db)
          .ticket.get(ticketIds.slice(i, i + 100).map((ticketId) => ({ ticketId })))
          .go();
        for (const ticket of data) tickets.set(ticket.ticketId, ticket);
      }
      const relations = new TicketRelations(db);
      await relations.prepare([actor], [...tickets.values()]);
      const readable = [];
      for (const item of page.items) {
        const ticket = tickets.get(item.ticketId);
        if (ticket && atLeast(await relations.accessOf(actor, ticket), "read")) readable.push(item);
      }
      let reactions: TicketReactionItem[] = [];
      if (readable.length > 0) {
        const oldest = readable[readable.length - 1]!.createdAt;
        const newest = readable[0]!.createdAt;
        const { data } = await ticketsEntities(db)
          .ticketReaction.query.bySchool({ schoolId })
          .between({ feedbackCreatedAt: oldest }, { feedbackCreatedAt: newest, feedbackId: "~" })
          .go({ pages: "all" });
        reactions = data;
      }
      await audit(ctx, target);
      return c.json({ items: readable.map((item) => toFeedback(item, reactions)), cursor: page.cursor });
    },
  )

  /** A feedback entry on a ticket (write). */
  .post("/feedback", validate("json", CreateFeedbackInputSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const body = c.req.valid("json");
    const target = { action: "CREATE" as const, entity: "ticketFeedback" };
    const { ticket, relations } = await ticketFor(ctx, body.ticketId, "feedback", target);
    await assertOpen(ctx, ticket, target);
    const feedback = {
      ticketId: ticket.ticketId,
      id: deps.ids.id(),
      schoolId: ticket.schoolId,
      studentId: ticket.studentId,
      text: body.text,
      authorId: actor.userId,
      authorName: actorName(ctx),
      createdAt: now(ctx),
    };
    await writeOnTicket(ctx, ticket, { ...target, entityId: feedback.id }, (tx) =>
      tx.ticketFeedback.create(feedback).commit(),
    );
    await announceToAudience(ctx, relations, ticket, "TICKET_FEEDBACK");
    return c.json(toFeedback(feedback, []), 201);
  })

  /** One smiley per person per feedback entry (write); a second answers 409: change it with PATCH. */
  .post("/reaction", validate("json", CreateReactionInputSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const body = c.req.valid("json");
    const target = { action: "CREATE" as const, entity: "ticketReaction" };
    const feedback = await findFeedback(deps.db, body.feedbackId);
    const { ticket } = await ticketOfItem(ctx, feedback, "react", target);
    await assertOpen(ctx, ticket, target);
    const { data: existing } = await ticketsEntities(deps.db)
      .ticketReaction.get({ ticketId: ticket.ticketId, feedbackId: feedback!.id, userId: actor.userId })
      .go({ consistent: true });
    if (existing) {
      await audit(ctx, ticketTarget(ctx.actor, ticket, { ...target, entityId: existing.id }), "CONFLICT");
      throw new AppError("CONFLICT", {
        message: {
          sv: "Du har redan reagerat på återkopplingen. Ändra din reaktion i stället.",
          en: "You have already reacted to this feedback. Change your reaction instead.",
        },
      });
    }
    const at = now(ctx);
    const reaction = {
      ticketId: ticket.ticketId,
      id: deps.ids.id(),
      feedbackId: feedback!.id,
      feedbackCreatedAt: feedback!.createdAt,
      schoolId: ticket.schoolId,
      userId: actor.userId,
      userName: actorName(ctx),
      smiley: body.smiley,
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    await writeOnTicket(ctx, ticket, { ...target, entityId: reaction.id }, (tx) =>
      tx.ticketReaction.create(reaction).commit(),
    );
    return c.json(toReaction(reaction), 201);
  })

  /** Changes the caller's own reaction; `version` is the reaction's. */
  .patch(
    "/reaction/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateReactionInputSchema),
    async (c) => {
      const ctx = contextOf(c);
      const deps = ctx.deps;
      const body = c.req.valid("json");
      const target = {
        action: "UPDATE" as const,
        entity: "ticketReaction",
        entityId: c.req.valid("param").id,
      };
      const { ticket, item: reaction } = await ownItemOnOpenTicket(
        ctx,
        await findReaction(deps.db, c.req.valid("param").id),
        (item) => item.userId,
        "react",
        target,
      );
      const at = now(ctx);
      await writeOnTicket(ctx, ticket, target, (tx) =>
        tx.ticketReaction
          .patch(reaction)
          .set({ smiley: body.smiley, updatedAt: at })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, body.version))
          .commit(),
      );
      // The write held only with the caller's version, so the stored reaction is exactly this.
      return c.json(
        toReaction({ ...reaction, smiley: body.smiley, updatedAt: at, version: body.version + 1 }),
      );
    },
  )

  /** Moves the ticket to a step (manage; the transitions are in ticket.policy.ts). `version` is the ticket's. */
  .post("/step", validate("json", CreateStepInputSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const body = c.req.valid("json");
    const target = { action: "CREATE" as const, entity: "ticketStep" };
    const page = await getTicketPage(deps.db, body.ticketId);
    const relations = new TicketRelations(deps.db);
    const { ticket, access } = await guardTicket(ctx, page?.ticket ?? null, relations, "read", target);
    const decision = stepMoveDecision(access, ticket.currentStep, body.status);
    if (decision === "forbidden") {
      await refuse(ctx, "forbidden", { audit: ticketTarget(ctx.actor, ticket, target) });
    }
    await assertVersion(ctx, ticket, ticket.version, body.version, target);
    if (decision === "invalid") {
      throw badRequest(
        {
          sv: `Ärendet kan inte flyttas från ${TICKET_STEP_LABELS[ticket.currentStep].sv} till ${TICKET_STEP_LABELS[body.status].sv}`,
          en: `The ticket cannot move from ${TICKET_STEP_LABELS[ticket.currentStep].en} to ${TICKET_STEP_LABELS[body.status].en}`,
        },
        ["status"],
      );
    }
    const at = now(ctx);
    const step = {
      ticketId: ticket.ticketId,
      id: deps.ids.id(),
      status: body.status,
      summary: body.summary ?? "",
      createdById: actor.userId,
      createdByName: actorName(ctx),
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    const itemTarget = { ...target, entityId: step.id };
    await writeOrConflict(
      ctx,
      ticket,
      itemTarget,
      () =>
        transact(ticketsEntities(deps.db), (tx) => [
          tx.ticket
            .patch({ ticketId: ticket.ticketId })
            .set({
              currentStep: body.status,
              state: stateOf(body.status, ticket.ownerId),
              // Every composite of the sparse owner index goes with a state change (ElectroDB keeps them in step).
              ownerId: ticket.ownerId,
              updatedAt: at,
            })
            .composite(keyComposites(ticket))
            .add({ version: 1, participants: [actor.userId] })
            .where((attr, op) => op.eq(attr.version, ticket.version))
            .commit(),
          tx.ticketStep.create(step).commit(),
        ]),
      reread(ctx, ticket.ticketId),
    );
    await audit(ctx, ticketTarget(ctx.actor, ticket, itemTarget));
    // The transaction held only with the version read, so the stored ticket is exactly this.
    const moved: TicketItem = {
      ...ticket,
      currentStep: body.status,
      state: stateOf(body.status, ticket.ownerId),
      participants: [...new Set([...ticket.participants, actor.userId])],
      updatedAt: at,
      version: ticket.version + 1,
    };
    await announce(
      ctx,
      relations,
      moved,
      "TICKET_STEP",
      audienceOf(moved),
      TICKET_STEP_LABELS[body.status].sv,
    );
    return c.json(toTicketDetail({ ...page!, ticket: moved, steps: [...page!.steps, step] }, access), 201);
  })

  /** The summary of a step (manage); `version` is the step's. */
  .patch(
    "/step/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateStepInputSchema),
    async (c) => {
      const ctx = contextOf(c);
      const deps = ctx.deps;
      const body = c.req.valid("json");
      const target = { action: "UPDATE" as const, entity: "ticketStep", entityId: c.req.valid("param").id };
      const step = await findStep(deps.db, c.req.valid("param").id);
      const { ticket } = await ticketOfItem(ctx, step, "editStepSummary", target);
      await assertOpen(ctx, ticket, target);
      await writeOnTicket(ctx, ticket, target, (tx) =>
        tx.ticketStep
          .patch(step!)
          .set({ summary: body.summary, updatedAt: now(ctx) })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, body.version))
          .commit(),
      );
      const page = (await getTicketPage(deps.db, ticket.ticketId))!;
      return c.json(
        toTicketStep(
          page.steps.find((item) => item.id === step!.id)!,
          page.events,
        ),
      );
    },
  )

  /** A comment on a step (write). */
  .post("/step/event", validate("json", CreateStepEventInputSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const body = c.req.valid("json");
    const target = { action: "CREATE" as const, entity: "ticketEvent" };
    const step = await findStep(deps.db, body.stepId);
    const { ticket, relations } = await ticketOfItem(ctx, step, "comment", target);
    await assertOpen(ctx, ticket, target);
    const at = now(ctx);
    const event = {
      ticketId: ticket.ticketId,
      id: deps.ids.id(),
      stepId: step!.id,
      comment: body.comment,
      authorId: actor.userId,
      authorName: actorName(ctx),
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    await writeOnTicket(ctx, ticket, { ...target, entityId: event.id }, (tx) =>
      tx.ticketEvent.create(event).commit(),
    );
    await announceToAudience(ctx, relations, ticket, "TICKET_COMMENT");
    return c.json(toTicketEvent(event), 201);
  })

  /** Edits a comment: only its author (with write access); `version` is the comment's. */
  .patch(
    "/step/event/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateStepEventInputSchema),
    async (c) => {
      const ctx = contextOf(c);
      const deps = ctx.deps;
      const body = c.req.valid("json");
      const target = { action: "UPDATE" as const, entity: "ticketEvent", entityId: c.req.valid("param").id };
      const { ticket, item: event } = await ownItemOnOpenTicket(
        ctx,
        await findEvent(deps.db, c.req.valid("param").id),
        (item) => item.authorId,
        "comment",
        target,
      );
      const at = now(ctx);
      await writeOnTicket(ctx, ticket, target, (tx) =>
        tx.ticketEvent
          .patch(event)
          .set({ comment: body.comment, updatedAt: at })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, body.version))
          .commit(),
      );
      // The write held only with the caller's version, so the stored comment is exactly this.
      return c.json(
        toTicketEvent({ ...event, comment: body.comment, updatedAt: at, version: body.version + 1 }),
      );
    },
  )

  /** A message on the ticket (write). */
  .post("/messages", validate("json", CreateMessageInputSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const body = c.req.valid("json");
    const target = { action: "CREATE" as const, entity: "ticketMessage" };
    const { ticket, relations } = await ticketFor(ctx, body.ticketId, "message", target);
    await assertOpen(ctx, ticket, target);
    const message = {
      ticketId: ticket.ticketId,
      id: deps.ids.id(),
      text: body.text,
      authorId: actor.userId,
      authorName: actorName(ctx),
      createdAt: now(ctx),
    };
    await writeOnTicket(ctx, ticket, { ...target, entityId: message.id }, (tx) =>
      tx.ticketMessage.create(message).commit(),
    );
    await announceToAudience(ctx, relations, ticket, "TICKET_MESSAGE");
    return c.json(toTicketMessage(message), 201);
  })

  /** Deletes one's own message (write). */
  .delete("/messages/:id", validate("param", IdParamSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const target = { action: "DELETE" as const, entity: "ticketMessage", entityId: c.req.valid("param").id };
    const { ticket, item: message } = await ownItemOnOpenTicket(
      ctx,
      await findMessage(deps.db, c.req.valid("param").id),
      (item) => item.authorId,
      "message",
      target,
    );
    await writeOnTicket(ctx, ticket, target, (tx) =>
      tx.ticketMessage
        .delete(message)
        .where((attr, op) => op.exists(attr.id))
        .commit(),
    );
    return c.body(null, 204);
  })

  /** A decision on the ticket (manage); decisions are records and are not edited afterwards. */
  .post("/decision", validate("json", CreateDecisionInputSchema), async (c) => {
    const ctx = contextOf(c);
    const deps = ctx.deps;
    const actor = ctx.actor;
    const body = c.req.valid("json");
    const target = { action: "CREATE" as const, entity: "ticketDecision" };
    const { ticket, relations } = await ticketFor(ctx, body.ticketId, "decide", target);
    await assertOpen(ctx, ticket, target);
    const decision = {
      ticketId: ticket.ticketId,
      id: deps.ids.id(),
      text: body.text,
      decidedById: actor.userId,
      decidedByName: actorName(ctx),
      createdAt: now(ctx),
    };
    await writeOnTicket(ctx, ticket, { ...target, entityId: decision.id }, (tx) =>
      tx.ticketDecision.create(decision).commit(),
    );
    await announceToAudience(ctx, relations, ticket, "TICKET_DECISION");
    return c.json(toTicketDecision(decision), 201);
  });

/** Lists of a school's tickets or feedback: staff and teachers who are members (each row is judged after). */
async function guardList(ctx: RequestContext, schoolId: string, target: AuditTarget) {
  const scope = await schoolScopeFor(ctx, schoolId);
  await guard(ctx, ticketListDecision(ctx.actor, scope), {
    // Where the actor may not know the school, their attempt is recorded without it.
    audit: scope === "none" ? { ...target, schoolId: undefined, studentId: undefined } : target,
  });
}
