import { createConversions, type EntityItem } from "electrodb";
import type { Page } from "#shared/common.schema";
import type { TicketStatus, TicketStep } from "#shared/tickets/ticket.schema";
import { mergedPage, queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import type { TxEntities } from "../db/transact.js";
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
 * The tickets domain's item types and its reads of the ticket item and its page; the writes are in
 * ticket-writes.repo.ts, the page's own items in ticket-items.repo.ts. Only these three touch the entities.
 */
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

/** The school's tickets the person owns (the owner index). */
export const listTicketsOwnedBy = (db: Db, userId: string, schoolId: string): Promise<TicketItem[]> =>
  queryAll(ticketsEntities(db).ticket.query.byOwner({ ownerId: userId, schoolId }));
