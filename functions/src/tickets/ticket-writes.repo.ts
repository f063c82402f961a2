import { TICKET_DOCUMENT } from "./ticket.entity.js";
import type { TicketAccessSettings } from "#shared/tickets/ticket.schema";
import { withConflict } from "../core/db-errors.js";
import type { Db } from "../db/db.js";
import { transact, type TxEntities } from "../db/transact.js";
import { pupilRefOf as refOf, withPupilRefs } from "../core/pupil-document/pupil-document-refs.js";
import { ticketsEntities } from "./tickets.entities.js";
import {
  stateOf,
  type TicketItem,
  type TicketPage,
  type TicketReminderItem,
  type TicketStepItem,
  type Tx,
} from "./tickets.repo.js";

/**
 * The tickets domain's writes of the ticket item and its page (the reads are in tickets.repo.ts). A lost condition
 * answers 409 CONFLICT (AppError); the services audit it.
 */

/** The composite attributes ElectroDB needs to rebuild the ticket's index keys when state or owner change. */
const keyComposites = (ticket: TicketItem) => ({
  schoolId: ticket.schoolId,
  createdAt: ticket.createdAt,
});

/** The ticket's ref in the per-pupil index (core/pupil-document): the pupil-deletion check reads it. */
const pupilRefOf = (ticket: Pick<TicketItem, "ticketId" | "schoolId" | "createdAt" | "studentId">) =>
  refOf(TICKET_DOCUMENT, { ...ticket, id: ticket.ticketId });

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
