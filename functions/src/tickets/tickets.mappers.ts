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
  TicketStepRecord,
  TicketSummary,
  TimelineTicket,
} from "#shared/tickets/ticket.schema";
import type { TicketState } from "./ticket.entity.js";
import type {
  TicketDecisionItem,
  TicketEventItem,
  TicketFeedbackItem,
  TicketItem,
  TicketMessageItem,
  TicketPage,
  TicketReactionItem,
  TicketReminderItem,
  TicketStepItem,
} from "./tickets.repo.js";

/** Stored items to what the API answers (shared/src/tickets/ticket.schema.ts) and to what the policy judges. */

const STATUS_OF_STATE: Record<TicketState, TicketStatus> = {
  ONGOING: "ongoing",
  UNASSIGNED: "unassigned",
  ARCHIVED: "archived",
};

/** The ticket as the ticket policy sees it. */
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

export const toFeedback = (
  item: TicketFeedbackItem,
  reactions: TicketReactionItem[],
  ticketArchived: boolean,
): Feedback => ({
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
  ticketArchived,
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
    feedback: [...page.feedback]
      .sort(byTime)
      .map((item) => toFeedback(item, page.reactions, page.ticket.currentStep === "ARCHIVE")),
    reminders: [...page.reminders].sort(byTime).map(toReminder),
  };
}

/**
 * What the reader reported, as she reported it: the copy kept at create, never the current title and description,
 * which staff may have rewritten since. Null for everyone but the reporter, and for a ticket stored before the copy
 * was kept: its current text may be staff's, and the safer choice for pupils' data is to show her none.
 */
function ownReportOf(ticket: TicketItem, readerId: string): { title: string; description: string } | null {
  if (ticket.notifierId !== readerId) return null;
  if (ticket.reportedTitle === undefined || ticket.reportedDescription === undefined) return null;
  return { title: ticket.reportedTitle, description: ticket.reportedDescription };
}

/** The timeline view; the reader who reported the matter also reads what they wrote. */
export function toTimelineTicket(page: TicketPage, readerId: string): TimelineTicket {
  const { ticket } = page;
  return {
    ...baseOf(ticket, "timeline"),
    view: "timeline",
    ownReport: ownReportOf(ticket, readerId),
    steps: [...page.steps]
      .sort(byTime)
      .map((step) => ({ id: step.id, status: step.status, createdAt: step.createdAt })),
  };
}

/** The view the access allows: the full page from read up, the timeline below. */
export function toTicketDetail(
  page: TicketPage,
  access: Exclude<TicketAccess, "none">,
  readerId: string,
): TicketDetail {
  return access === "timeline" ? toTimelineTicket(page, readerId) : toFullTicket(page, access);
}

/**
 * A list row; in the timeline view the title shows only to the reader who reported the matter, and only the title
 * she reported (ownReportOf).
 */
export function toTicketSummary(
  ticket: TicketItem,
  access: Exclude<TicketAccess, "none">,
  readerId: string,
): TicketSummary {
  const full = access !== "timeline";
  return {
    ...baseOf(ticket, access),
    view: full ? "full" : "timeline",
    title: full ? ticket.title : (ownReportOf(ticket, readerId)?.title ?? null),
    access: full ? ticket.access : null,
  };
}
