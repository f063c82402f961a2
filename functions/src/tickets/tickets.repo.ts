import { createConversions, type EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import type { TicketAccessSettings, TicketStatus, TicketStep } from "#shared/tickets/ticket.schema";
import { withConflict } from "../core/db-errors.js";
import { mergedPage, queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { transact, type TxEntities } from "../db/transact.js";
import { pupilRefOf as refOf, withPupilRefs } from "../core/pupil-document/pupil-document-refs.js";
import { TICKET_STATES, type TicketEntity, type TicketState } from "./ticket.entity.js";
import type { TicketDecisionEntity } from "./ticket-decision.entity.js";
import type { TicketEventEntity } from "./ticket-event.entity.js";
import type { TicketFeedbackEntity } from "./ticket-feedback.entity.js";
import type { TicketMessageEntity } from "./ticket-message.entity.js";
import type { TicketReactionEntity } from "./ticket-reaction.entity.js";
import type { TicketReminderEntity } from "./ticket-reminder.entity.js";
import type { TicketStepEntity } from "./ticket-step.entity.js";
import { ticketsEntities, ticketsService } from "./tickets.entities.js";

/**
 * The tickets domain's reads and writes of the ticket item and its page: the only code (with ticket-items.repo.ts)
 * that touches the entities. A lost condition answers 409 CONFLICT (AppError); the services audit it.
 */

export type TicketItem = EntityItem<TicketEntity>;
export type TicketStepItem = EntityItem<TicketStepEntity>;
export type TicketEventItem = EntityItem<TicketEventEntity>;
export type TicketMessageItem = EntityItem<TicketMessageEntity>;
export type TicketDecisionItem = EntityItem<TicketDecisionEntity>;
export type TicketFeedbackItem = EntityItem<TicketFeedbackEntity>;
export type TicketReactionItem = EntityItem<TicketReactionEntity>;
export type TicketReminderItem = EntityItem<TicketReminderEntity>;

/** The tickets' entities inside a transaction. */
export type Tx = TxEntities<ReturnType<typeof ticketsEntities>>;

/** Everything stored for one ticket, read in one query of its partition. */
export interface TicketPage {
  ticket: TicketItem;
  steps: TicketStepItem[];
  events: TicketEventItem[];
  messages: TicketMessageItem[];
  decisions: TicketDecisionItem[];
  feedback: TicketFeedbackItem[];
  reactions: TicketReactionItem[];
  reminders: TicketReminderItem[];
}

/** The list a ticket belongs in: archived at ARCHIVE, else unassigned without an owner, else ongoing. */
export function stateOf(currentStep: TicketStep, ownerId: string): TicketState {
  if (currentStep === "ARCHIVE") return TICKET_STATES.archived;
  return ownerId === "" ? TICKET_STATES.unassigned : TICKET_STATES.ongoing;
}

/** The index range of each list; "ongoing" also reads the unassigned range (listTicketsOfSchool). */
const STATE_OF_STATUS: Record<TicketStatus, TicketState> = {
  ongoing: TICKET_STATES.ongoing,
  unassigned: TICKET_STATES.unassigned,
  archived: TICKET_STATES.archived,
};

/** The composite attributes ElectroDB needs to rebuild the ticket's index keys when state or owner change. */
const keyComposites = (ticket: TicketItem) => ({
  schoolId: ticket.schoolId,
  createdAt: ticket.createdAt,
});

export async function getTicket(db: Db, ticketId: string): Promise<TicketItem | null> {
  const { data } = await ticketsEntities(db).ticket.get({ ticketId }).go({ consistent: true });
  return data;
}

/** Tickets by id, 100 keys a call (missing ones are skipped). */
export async function getTickets(db: Db, ticketIds: readonly string[]): Promise<TicketItem[]> {
  const unique = [...new Set(ticketIds)];
  const found: TicketItem[] = [];
  for (let i = 0; i < unique.length; i += 100) {
    const { data } = await ticketsEntities(db)
      .ticket.get(unique.slice(i, i + 100).map((ticketId) => ({ ticketId })))
      .go();
    found.push(...data);
  }
  return found;
}

/** The ticket and all its items in one (consistent) query of its partition; null when it does not exist. */
export async function getTicketPage(db: Db, ticketId: string): Promise<TicketPage | null> {
  const { data } = await ticketsService(db)
    .collections.ticketPage({ ticketId })
    .go({ consistent: true, pages: "all" });
  const ticket = data.ticket[0];
  if (!ticket) return null;
  return {
    ticket,
    steps: data.ticketStep,
    events: data.ticketEvent,
    messages: data.ticketMessage,
    decisions: data.ticketDecision,
    feedback: data.ticketFeedback,
    reactions: data.ticketReaction,
    reminders: data.ticketReminder,
  };
}

/** What a school's ticket list is narrowed by (all on the server). */
export interface TicketListFilters {
  status?: TicketStatus | undefined;
  studentId?: string | undefined;
  ownerId?: string | undefined;
  step?: TicketStep | undefined;
}

/**
 * One page of a school's tickets, newest first, by the index that fits the filters: the pupil's, the owner's or
 * the school's (by state); the other filters apply to that query.
 */
export function listTicketsOfSchool(
  db: Db,
  schoolId: string,
  filters: TicketListFilters,
  page: { cursor?: string | undefined; limit?: number | undefined },
): Promise<Page<TicketItem>> {
  const state = filters.status ? STATE_OF_STATUS[filters.status] : undefined;
  const { ownerId, step, studentId } = filters;
  const { ticket } = ticketsEntities(db);
  type Options = { cursor: string | null; limit: number };
  let run: (options: Options) => Promise<{ data: TicketItem[]; cursor: string | null }>;
  if (studentId) {
    const search = ticket.query
      .byStudent({ studentId })
      .where((attr, op) =>
        [
          op.eq(attr.schoolId, schoolId),
          filters.status === "ongoing"
            ? op.ne(attr.state, TICKET_STATES.archived as TicketState)
            : state
              ? op.eq(attr.state, state)
              : "",
          ownerId ? op.eq(attr.ownerId, ownerId) : "",
          step ? op.eq(attr.currentStep, step) : "",
        ]
          .filter(Boolean)
          .join(" AND "),
      );
    run = (options) => search.go({ ...options, order: "desc" });
  } else if (ownerId) {
    // An owner's tickets are assigned: ongoing is the ONGOING state alone.
    const search = ticket.query.byOwner({ ownerId, schoolId, ...(state ? { state } : {}) });
    const filtered = step ? search.where((attr, op) => op.eq(attr.currentStep, step)) : search;
    run = (options) => filtered.go({ ...options, order: "desc" });
  } else {
    const stateQuery = (one: TicketState | undefined) => {
      const search = ticket.query.bySchool({ schoolId, ...(one ? { state: one } : {}) });
      const filtered = step ? search.where((attr, op) => op.eq(attr.currentStep, step)) : search;
      return (options: Options) => filtered.go({ ...options, order: "desc" });
    };
    if (filters.status === "ongoing") {
      // Every open ticket, assigned or not: two ranges of the school's index, read as one list, newest first.
      const cursorAfter = (item: TicketItem) =>
        createConversions(ticket).byAccessPattern.bySchool.fromComposite.toCursor({
          ticketId: item.ticketId,
          schoolId: item.schoolId,
          state: item.state,
          createdAt: item.createdAt,
        });
      const streams = [TICKET_STATES.ongoing, TICKET_STATES.unassigned].map((one) => ({
        go: stateQuery(one),
        cursorAfter,
      }));
      return mergedPage(streams, newerFirst, page, (item) => item);
    }
    run = stateQuery(state);
  }
  return queryPage({ go: run }, page, (item) => item);
}

const newerFirst = (a: TicketItem, b: TicketItem) =>
  a.createdAt === b.createdAt ? a.ticketId > b.ticketId : a.createdAt > b.createdAt;

/** The ticket's ref in the per-pupil index (core/pupil-document): the pupil-deletion check reads it. */
const pupilRefOf = (ticket: Pick<TicketItem, "ticketId" | "schoolId" | "createdAt" | "studentId">) =>
  refOf("ticket", { ...ticket, id: ticket.ticketId });

/** The tickets' entities with the per-pupil index beside them, for a write that keeps the ticket's ref. */
const ticketWriteEntities = (db: Db) => withPupilRefs(db, ticketsEntities(db));
type TicketWriteTx = TxEntities<ReturnType<typeof ticketWriteEntities>>;

/** A new ticket with its first step and its pupil's ref, in one transaction. */
export function createTicket(db: Db, ticket: TicketItem, step: TicketStepItem): Promise<void> {
  return transact(ticketWriteEntities(db), (tx) => [
    tx.ticket.create(ticket).commit(),
    tx.ticketStep.create(step).commit(),
    tx.pupilDocumentRef.put(pupilRefOf(ticket)).commit(),
  ]);
}

/** An edit of the ticket: text, access settings and owner (the list it belongs in follows). */
export interface TicketChanges {
  title?: string | undefined;
  description?: string | undefined;
  settings: TicketAccessSettings;
  ownerId: string;
  /** Absent removes the stored name (no owner). */
  ownerName?: string | undefined;
  /** Who made the change: they took part on the ticket. */
  actorId: string;
  at: string;
}

/** Saves an edit, conditioned on the version read; answers the ticket as stored. */
export function updateTicket(db: Db, ticket: TicketItem, changes: TicketChanges): Promise<TicketItem> {
  const { settings, ownerId, ownerName } = changes;
  return withConflict(async () => {
    const update = ticketsEntities(db)
      .ticket.patch({ ticketId: ticket.ticketId })
      .set({
        ...(changes.title !== undefined ? { title: changes.title } : {}),
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        access: settings.access,
        recipients: [...settings.recipients],
        teamId: settings.teamId ?? "",
        contactTeachers: [...settings.contactTeachers],
        editors: [...settings.editors],
        ownerId,
        ...(ownerName !== undefined ? { ownerName } : {}),
        state: stateOf(ticket.currentStep, ownerId),
        updatedAt: changes.at,
      })
      .composite(keyComposites(ticket))
      .add({ version: 1, participants: [changes.actorId] });
    const { data } = await (ownerName === undefined ? update.remove(["ownerName"]) : update)
      .where((attr, op) => op.eq(attr.version, ticket.version))
      .go({ response: "all_new" });
    return data as TicketItem;
  });
}

/**
 * Moves the ticket to the new step's status and stores the step, in one transaction conditioned on the version
 * read; the actor took part.
 */
export function moveTicket(db: Db, ticket: TicketItem, step: TicketStepItem, actorId: string): Promise<void> {
  return transact(ticketsEntities(db), (tx) => [
    tx.ticket
      .patch({ ticketId: ticket.ticketId })
      .set({
        currentStep: step.status,
        state: stateOf(step.status, ticket.ownerId),
        // Every composite of the sparse owner index goes with a state change (ElectroDB keeps them in step).
        ownerId: ticket.ownerId,
        updatedAt: step.createdAt,
      })
      .composite(keyComposites(ticket))
      .add({ version: 1, participants: [actorId] })
      .where((attr, op) => op.eq(attr.version, ticket.version))
      .commit(),
    tx.ticketStep.create(step).commit(),
  ]);
}

/**
 * Deletes the ticket with every item on it and its pupil's ref. All go in one transaction when they fit (100
 * items); a larger ticket loses its ticket item and ref first, so nothing of it can be read while the rest is removed. Every write on the ticket
 * moves updatedAt: an item added after the page was read makes the delete lose (409), so no item of a deleted
 * ticket is left behind.
 */
export async function deleteTicketPage(db: Db, page: TicketPage): Promise<void> {
  const { ticket } = page;
  const deleteTicket = (tx: TicketWriteTx) => [
    tx.ticket
      .delete({ ticketId: ticket.ticketId })
      .where(
        (attr, op) => `${op.eq(attr.version, ticket.version)} AND ${op.eq(attr.updatedAt, ticket.updatedAt)}`,
      )
      .commit(),
    tx.pupilDocumentRef.delete(pupilRefOf(ticket)).commit(),
  ];
  const subDeletes: ((tx: Tx) => unknown)[] = [
    ...page.steps.map((item) => (tx: Tx) => tx.ticketStep.delete(item).commit()),
    ...page.events.map((item) => (tx: Tx) => tx.ticketEvent.delete(item).commit()),
    ...page.messages.map((item) => (tx: Tx) => tx.ticketMessage.delete(item).commit()),
    ...page.decisions.map((item) => (tx: Tx) => tx.ticketDecision.delete(item).commit()),
    ...page.feedback.map((item) => (tx: Tx) => tx.ticketFeedback.delete(item).commit()),
    ...page.reactions.map((item) => (tx: Tx) => tx.ticketReaction.delete(item).commit()),
    ...page.reminders.map((item) => (tx: Tx) => tx.ticketReminder.delete(item).commit()),
  ];
  if (subDeletes.length < 99) {
    await transact(ticketWriteEntities(db), (tx) => [
      ...deleteTicket(tx),
      ...subDeletes.map((remove) => remove(tx)),
    ]);
    return;
  }
  await transact(ticketWriteEntities(db), (tx) => deleteTicket(tx));
  for (let i = 0; i < subDeletes.length; i += 100) {
    await transact(ticketsEntities(db), (tx) => subDeletes.slice(i, i + 100).map((remove) => remove(tx)));
  }
}

/** Stores a reminder while the ticket is open (an archive meanwhile makes it lose: 409). */
export function addReminder(db: Db, reminder: TicketReminderItem): Promise<void> {
  return transact(ticketsEntities(db), (tx) => [
    tx.ticket
      .check({ ticketId: reminder.ticketId })
      .where((attr, op) => op.ne(attr.currentStep, "ARCHIVE"))
      .commit(),
    tx.ticketReminder.create(reminder).commit(),
  ]);
}

/** The school's tickets that name the person as owner, recipient, contact teacher or editor. */
export async function listTicketsNaming(db: Db, userId: string, schoolId: string): Promise<TicketItem[]> {
  const { ticket } = ticketsEntities(db);
  const owned = await queryAll(ticket.query.byOwner({ ownerId: userId, schoolId }));
  // The lists have no index by person: a filtered query of the school's tickets, on this rare admin action only.
  const named = await queryAll(
    ticket.query
      .bySchool({ schoolId })
      .where(
        (attr, op) =>
          `${op.contains(attr.recipients, userId)} OR ${op.contains(attr.contactTeachers, userId)} OR ${op.contains(attr.editors, userId)}`,
      ),
  );
  return [...new Map([...owned, ...named].map((item) => [item.ticketId, item])).values()];
}

/**
 * Takes the person off the ticket: no longer its owner (it goes to the unassigned list), recipient, contact
 * teacher or editor. Conditioned on the version read (409 on a concurrent change).
 */
export function forgetPerson(db: Db, ticket: TicketItem, userId: string, at: string): Promise<void> {
  const ownerId = ticket.ownerId === userId ? "" : ticket.ownerId;
  const update = ticketsEntities(db)
    .ticket.patch({ ticketId: ticket.ticketId })
    .set({
      recipients: ticket.recipients.filter((id) => id !== userId),
      contactTeachers: ticket.contactTeachers.filter((id) => id !== userId),
      editors: ticket.editors.filter((id) => id !== userId),
      ownerId,
      state: stateOf(ticket.currentStep, ownerId),
      updatedAt: at,
    })
    .composite(keyComposites(ticket))
    .add({ version: 1 });
  return withConflict(async () => {
    await (ownerId === "" ? update.remove(["ownerName"]) : update)
      .where((attr, op) => op.eq(attr.version, ticket.version))
      .go({ response: "none" });
  });
}

/** The school's tickets the person owns (the owner index). */
export const listTicketsOwnedBy = (db: Db, userId: string, schoolId: string): Promise<TicketItem[]> =>
  queryAll(ticketsEntities(db).ticket.query.byOwner({ ownerId: userId, schoolId }));

/** Takes the owner off the ticket: it goes to the unassigned list. Conditioned on the version read (409). */
export function releaseOwner(db: Db, ticket: TicketItem, at: string): Promise<void> {
  return withConflict(async () => {
    await ticketsEntities(db)
      .ticket.patch({ ticketId: ticket.ticketId })
      .set({ ownerId: "", state: stateOf(ticket.currentStep, ""), updatedAt: at })
      .composite(keyComposites(ticket))
      .add({ version: 1 })
      .remove(["ownerName"])
      .where((attr, op) => op.eq(attr.version, ticket.version))
      .go({ response: "none" });
  });
}
