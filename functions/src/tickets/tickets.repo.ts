import type { EntityItem } from "electrodb";
import type { TicketPolicyDoc } from "#shared/tickets/ticket.policy";
import type {
  Feedback,
  FullTicket,
  Reaction,
  Reminder,
  TicketAccess,
  TicketDecision,
  TicketDetail,
  TicketEvent,
  TicketMessage,
  TicketStatus,
  TicketStep,
  TicketStepRecord,
  TicketSummary,
  TimelineTicket,
} from "#shared/tickets/ticket.schema";
import type { Db } from "../db/db.js";
import { TICKET_STATES, type TicketEntity, type TicketState } from "./ticket.entity.js";
import type { TicketDecisionEntity } from "./ticket-decision.entity.js";
import type { TicketEventEntity } from "./ticket-event.entity.js";
import type { TicketFeedbackEntity } from "./ticket-feedback.entity.js";
import type { TicketMessageEntity } from "./ticket-message.entity.js";
import type { TicketReactionEntity } from "./ticket-reaction.entity.js";
import type { TicketReminderEntity } from "./ticket-reminder.entity.js";
import type { TicketStepEntity } from "./ticket-step.entity.js";
import { ticketsEntities, ticketsService } from "./tickets.entities.js";

export type TicketItem = EntityItem<TicketEntity>;
export type TicketStepItem = EntityItem<TicketStepEntity>;
export type TicketEventItem = EntityItem<TicketEventEntity>;
export type TicketMessageItem = EntityItem<TicketMessageEntity>;
export type TicketDecisionItem = EntityItem<TicketDecisionEntity>;
export type TicketFeedbackItem = EntityItem<TicketFeedbackEntity>;
export type TicketReactionItem = EntityItem<TicketReactionEntity>;
export type TicketReminderItem = EntityItem<TicketReminderEntity>;

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

export const STATE_OF_STATUS: Record<TicketStatus, TicketState> = {
  ongoing: TICKET_STATES.ongoing,
  unassigned: TICKET_STATES.unassigned,
  archived: TICKET_STATES.archived,
};
const STATUS_OF_STATE: Record<TicketState, TicketStatus> = {
  ONGOING: "ongoing",
  UNASSIGNED: "unassigned",
  ARCHIVED: "archived",
};

/** The composite attributes ElectroDB needs to rebuild the ticket's index keys when state or owner change. */
export const keyComposites = (ticket: TicketItem) => ({
  schoolId: ticket.schoolId,
  createdAt: ticket.createdAt,
});

export function policyDocOf(ticket: TicketItem): TicketPolicyDoc {
  return {
    schoolId: ticket.schoolId,
    organizationId: ticket.organizationId,
    access: ticket.access,
    notifierId: ticket.notifierId,
    ownerId: ticket.ownerId || null,
    recipients: ticket.recipients,
    teamId: ticket.teamId || null,
    contactTeachers: ticket.contactTeachers,
    editors: ticket.editors,
  };
}

/** Everyone the ticket names or who has taken part: the people its events are announced to. */
export function audienceOf(ticket: TicketItem): string[] {
  return [
    ...new Set([
      ticket.notifierId,
      ticket.ownerId,
      ...ticket.participants,
      ...ticket.recipients,
      ...ticket.contactTeachers,
      ...ticket.editors,
    ]),
  ].filter((id) => id !== "");
}

export async function getTicket(db: Db, ticketId: string): Promise<TicketItem | null> {
  const { data } = await ticketsEntities(db).ticket.get({ ticketId }).go({ consistent: true });
  return data;
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

const byTime = <T extends { createdAt: string; id: string }>(a: T, b: T) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

const ownerOf = (ticket: TicketItem) =>
  ticket.ownerId ? { id: ticket.ownerId, name: ticket.ownerName ?? "" } : null;

function baseOf(ticket: TicketItem, access: Exclude<TicketAccess, "none">) {
  return {
    id: ticket.ticketId,
    schoolId: ticket.schoolId,
    studentId: ticket.studentId,
    currentStep: ticket.currentStep,
    status: STATUS_OF_STATE[ticket.state],
    archived: ticket.currentStep === "ARCHIVE",
    owner: ownerOf(ticket),
    notifier: { id: ticket.notifierId, name: ticket.notifierName },
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
    version: ticket.version,
    myAccess: access,
  };
}

export const toTicketEvent = (item: TicketEventItem): TicketEvent => ({
  id: item.id,
  ticketId: item.ticketId,
  stepId: item.stepId,
  comment: item.comment,
  author: { id: item.authorId, name: item.authorName },
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  version: item.version,
});

export const toTicketStep = (item: TicketStepItem, events: TicketEventItem[]): TicketStepRecord => ({
  id: item.id,
  ticketId: item.ticketId,
  status: item.status,
  summary: item.summary,
  createdBy: { id: item.createdById, name: item.createdByName },
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  version: item.version,
  events: events.filter((event) => event.stepId === item.id).map(toTicketEvent),
});

export const toTicketMessage = (item: TicketMessageItem): TicketMessage => ({
  id: item.id,
  ticketId: item.ticketId,
  text: item.text,
  author: { id: item.authorId, name: item.authorName },
  createdAt: item.createdAt,
});

export const toTicketDecision = (item: TicketDecisionItem): TicketDecision => ({
  id: item.id,
  ticketId: item.ticketId,
  text: item.text,
  decidedBy: { id: item.decidedById, name: item.decidedByName },
  createdAt: item.createdAt,
});

export const toReaction = (item: TicketReactionItem): Reaction => ({
  id: item.id,
  feedbackId: item.feedbackId,
  ticketId: item.ticketId,
  smiley: item.smiley,
  user: { id: item.userId, name: item.userName },
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
  version: item.version,
});

export const toFeedback = (item: TicketFeedbackItem, reactions: TicketReactionItem[]): Feedback => ({
  id: item.id,
  ticketId: item.ticketId,
  schoolId: item.schoolId,
  studentId: item.studentId,
  text: item.text,
  author: { id: item.authorId, name: item.authorName },
  createdAt: item.createdAt,
  reactions: reactions
    .filter((reaction) => reaction.feedbackId === item.id)
    .sort(byTime)
    .map(toReaction),
});

export const toReminder = (item: TicketReminderItem): Reminder => ({
  id: item.id,
  ticketId: item.ticketId,
  sentBy: { id: item.sentById, name: item.sentByName },
  sentTo: { id: item.sentToId, name: item.sentToName },
  createdAt: item.createdAt,
});

export function toFullTicket(page: TicketPage, access: "read" | "write" | "manage"): FullTicket {
  const { ticket } = page;
  const events = [...page.events].sort(byTime);
  return {
    ...baseOf(ticket, access),
    view: "full",
    title: ticket.title,
    description: ticket.description,
    access: ticket.access,
    recipients: ticket.recipients,
    teamId: ticket.teamId || null,
    contactTeachers: ticket.contactTeachers,
    editors: ticket.editors,
    steps: [...page.steps].sort(byTime).map((step) => toTicketStep(step, events)),
    messages: [...page.messages].sort(byTime).map(toTicketMessage),
    decisions: [...page.decisions].sort(byTime).map(toTicketDecision),
    feedback: [...page.feedback].sort(byTime).map((item) => toFeedback(item, page.reactions)),
    reminders: [...page.reminders].sort(byTime).map(toReminder),
  };
}

export function toTimelineTicket(page: TicketPage): TimelineTicket {
  return {
    ...baseOf(page.ticket, "timeline"),
    view: "timeline",
    steps: [...page.steps]
      .sort(byTime)
      .map((step) => ({ id: step.id, status: step.status, createdAt: step.createdAt })),
  };
}

/** The view the access allows: the full page from read up, the timeline below. */
export function toTicketDetail(page: TicketPage, access: Exclude<TicketAccess, "none">): TicketDetail {
  return access === "timeline" ? toTimelineTicket(page) : toFullTicket(page, access);
}

export function toTicketSummary(ticket: TicketItem, access: Exclude<TicketAccess, "none">): TicketSummary {
  const full = access !== "timeline";
  return {
    ...baseOf(ticket, access),
    view: full ? "full" : "timeline",
    title: full ? ticket.title : null,
    access: full ? ticket.access : null,
  };
}

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
