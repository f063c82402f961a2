import { TICKET_DOCUMENT } from "./ticket.entity.js";
import { notificationTitle } from "#shared/notifications/notification.schema";
import { TICKET_STEP_LABELS, type TicketAccessLevel, type TicketStep } from "#shared/tickets/ticket.schema";
import type { Deps } from "../deps.js";
import { pupilRefOf } from "../core/pupil-document/pupil-document-refs.js";
import { allEntities } from "../local/all-entities.js";
import { NOTIFICATION_RETENTION_DAYS, timeOrderedId, type NotificationItem } from "../notifications/index.js";
import {
  stateOf,
  type TicketDecisionItem,
  type TicketEventItem,
  type TicketFeedbackItem,
  type TicketItem,
  type TicketMessageItem,
  type TicketReactionItem,
  type TicketStepItem,
} from "./tickets.repo.js";
import type { DemoTicket } from "../local/demo-ticket-plan.js";
import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { ticketsEntities } from "./tickets.entities.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    tickets: typeof ticketsEntities;
  }
}

/**
 * Writes tickets into the table: the demo's hand-written ones (demo-ticket-plan.ts) with all their items, and the
 * benchmark's generated ones, lean.
 */

/** Ids the seed needs to resolve a demo ticket's references. */
export interface TicketSeedRefs {
  schoolIds: Record<string, string>;
  organizationIds: Record<string, string>;
  schoolOrganization: Record<string, string>;
  userIds: Record<string, string>;
  userNames: Record<string, string>;
  studentIds: Record<string, string[]>;
  teamIds: Record<string, string>;
}

const MINUTE = 60_000;

/** Writes demo tickets with all their items (batched), each a few days older than the next. */
export async function seedDemoTickets(
  deps: Deps,
  tickets: readonly DemoTicket[],
  refs: TicketSeedRefs,
): Promise<string[]> {
  const { ids, clock } = deps;
  const start = clock.now().getTime() - tickets.length * 3 * 24 * 60 * MINUTE;
  const user = (email: string) => ({ id: refs.userIds[email]!, name: refs.userNames[email]! });
  const created: string[] = [];
  const rows = emptyRows();
  tickets.forEach((plan, index) => {
    let minute = 0;
    const at = () => new Date(start + index * 3 * 24 * 60 * MINUTE + minute++ * 47 * MINUTE).toISOString();
    const ticketId = ids.id();
    created.push(ticketId);
    const createdAt = at();
    const notifier = user(plan.notifier);
    const owner = plan.owner ? user(plan.owner) : null;
    const steps: TicketStep[] = ["REPORT", ...(plan.steps ?? [])];
    const currentStep = steps[steps.length - 1]!;
    // Who has taken part: they get the ticket's notifications.
    const people = [
      plan.notifier,
      ...(plan.owner ? [plan.owner] : []),
      ...[...(plan.messages ?? []), ...(plan.comments ?? []), ...(plan.decisions ?? [])].map(
        (entry) => entry.author,
      ),
      ...(plan.feedback ?? []).map((entry) => entry.author),
    ];
    const stepRows: TicketStepItem[] = steps.map((status, stepIndex) => ({
      ticketId,
      id: ids.id(),
      status,
      summary: "",
      createdById: (stepIndex === 0 ? notifier : (owner ?? notifier)).id,
      createdByName: (stepIndex === 0 ? notifier : (owner ?? notifier)).name,
      createdAt: stepIndex === 0 ? createdAt : at(),
      updatedAt: createdAt,
      version: 1,
    }));
    const last = stepRows[stepRows.length - 1]!;
    rows.ticketStep.push(...stepRows);
    for (const comment of plan.comments ?? []) {
      const time = at();
      rows.ticketEvent.push({
        ticketId,
        id: ids.id(),
        stepId: last.id,
        comment: comment.text,
        authorId: user(comment.author).id,
        authorName: user(comment.author).name,
        createdAt: time,
        updatedAt: time,
        version: 1,
      });
    }
    for (const message of plan.messages ?? []) {
      rows.ticketMessage.push({
        ticketId,
        id: ids.id(),
        text: message.text,
        authorId: user(message.author).id,
        authorName: user(message.author).name,
        createdAt: at(),
      });
    }
    for (const decision of plan.decisions ?? []) {
      rows.ticketDecision.push({
        ticketId,
        id: ids.id(),
        text: decision.text,
        decidedById: user(decision.author).id,
        decidedByName: user(decision.author).name,
        createdAt: at(),
      });
    }
    const studentId = refs.studentIds[plan.school]![plan.pupil]!;
    for (const entry of plan.feedback ?? []) {
      const feedbackId = ids.id();
      const feedbackAt = at();
      rows.ticketFeedback.push({
        ticketId,
        id: feedbackId,
        schoolId: refs.schoolIds[plan.school]!,
        studentId,
        text: entry.text,
        authorId: user(entry.author).id,
        authorName: user(entry.author).name,
        createdAt: feedbackAt,
      });
      for (const reaction of entry.reactions ?? []) {
        const time = at();
        rows.ticketReaction.push({
          ticketId,
          id: ids.id(),
          feedbackId,
          feedbackCreatedAt: feedbackAt,
          schoolId: refs.schoolIds[plan.school]!,
          userId: user(reaction.user).id,
          userName: user(reaction.user).name,
          smiley: reaction.smiley,
          createdAt: time,
          updatedAt: time,
          version: 1,
        });
      }
    }
    for (const notice of plan.notify ?? []) {
      const time = clock.now();
      rows.notification.push({
        userId: user(notice.user).id,
        id: timeOrderedId(new Date(time.getTime() - index * MINUTE)),
        schoolId: refs.schoolIds[plan.school]!,
        category: "TICKET" as const,
        kind: notice.kind,
        title: notificationTitle("sv", notice.kind),
        description: notice.kind === "TICKET_STEP" ? TICKET_STEP_LABELS[currentStep].sv : "",
        link: "/student-work/tickets" as const,
        itemId: ticketId,
        createdAt: time.toISOString(),
        ttl: Math.floor(time.getTime() / 1000) + NOTIFICATION_RETENTION_DAYS * 24 * 3600,
      });
    }
    const ownerId = owner?.id ?? "";
    rows.ticket.push({
      ticketId,
      schoolId: refs.schoolIds[plan.school]!,
      organizationId: refs.schoolOrganization[plan.school]!,
      studentId,
      title: plan.title,
      description: plan.description,
      reportedTitle: plan.title,
      reportedDescription: plan.description,
      access: plan.access,
      recipients: (plan.recipients ?? []).map((email) => user(email).id),
      teamId: plan.team ? refs.teamIds[plan.team]! : "",
      contactTeachers: (plan.contactTeachers ?? []).map((email) => user(email).id),
      editors: (plan.editors ?? []).map((email) => user(email).id),
      ownerId,
      ...(owner ? { ownerName: owner.name } : {}),
      notifierId: notifier.id,
      notifierName: notifier.name,
      currentStep,
      state: stateOf(currentStep, ownerId),
      participants: [...new Set(people.map((email) => user(email).id))],
      createdAt,
      updatedAt: at(),
      version: steps.length,
    });
  });
  await putAll(deps, rows);
  return created;
}

/**
 * The benchmark's tickets: `perPupil` for every pupil of the given schools, written as lean as the real thing
 * (a ticket and its steps), spread over the access levels, the steps and the three lists.
 */
export async function seedBenchmarkTickets(
  deps: Deps,
  perPupil: number,
  schools: readonly { key: string; pupils: readonly string[] }[],
  refs: TicketSeedRefs,
): Promise<number> {
  const { ids, clock } = deps;
  const levels: TicketAccessLevel[] = ["STANDARD", "STANDARD", "STANDARD", "COUNSELOR", "EVERYONE"];
  const steps: TicketStep[] = [
    "REPORT",
    "RECEIVED",
    "EXAMINATION",
    "ACTIONSDECIDED",
    "ACTIONSTAKEN",
    "FEEDBACK",
  ];
  const notifier = refs.userIds["counselor@demo.test"]!;
  const head = refs.userIds["head@demo.test"]!;
  let written = 0;
  const base = clock.now().getTime() - 365 * 24 * 60 * MINUTE;
  for (const school of schools) {
    let rows = emptyRows();
    for (const [pupilIndex, studentId] of school.pupils.entries()) {
      for (let n = 0; n < perPupil; n++) {
        const sequence = pupilIndex * perPupil + n;
        const createdAt = new Date(base + sequence * MINUTE).toISOString();
        const ticketId = ids.id();
        const archived = n % 4 === 3;
        const currentStep: TicketStep = archived ? "ARCHIVE" : steps[n % steps.length]!;
        const ownerId = n % 5 === 0 ? "" : n % 2 === 0 ? head : notifier;
        rows.ticket.push({
          ticketId,
          schoolId: refs.schoolIds[school.key]!,
          organizationId: refs.schoolOrganization[school.key]!,
          studentId,
          title: `Ärende ${sequence + 1}`,
          description: "Genererat ärende för mätningar.",
          reportedTitle: `Ärende ${sequence + 1}`,
          reportedDescription: "Genererat ärende för mätningar.",
          access: levels[n % levels.length]!,
          recipients: [],
          teamId: "",
          contactTeachers: [],
          editors: [],
          ownerId,
          ...(ownerId
            ? { ownerName: refs.userNames[ownerId === head ? "head@demo.test" : "counselor@demo.test"]! }
            : {}),
          notifierId: notifier,
          notifierName: refs.userNames["counselor@demo.test"]!,
          currentStep,
          state: stateOf(currentStep, ownerId),
          participants: [notifier],
          createdAt,
          updatedAt: createdAt,
          version: 1,
        });
        rows.ticketStep.push({
          ticketId,
          id: ids.id(),
          status: "REPORT",
          summary: "",
          createdById: notifier,
          createdByName: refs.userNames["counselor@demo.test"]!,
          createdAt,
          updatedAt: createdAt,
          version: 1,
        });
        written++;
      }
      if (rows.ticket.length >= 1000) {
        await putAll(deps, rows);
        rows = emptyRows();
      }
    }
    await putAll(deps, rows);
  }
  return written;
}

interface Rows {
  ticket: TicketItem[];
  ticketStep: TicketStepItem[];
  ticketEvent: TicketEventItem[];
  ticketMessage: TicketMessageItem[];
  ticketDecision: TicketDecisionItem[];
  ticketFeedback: TicketFeedbackItem[];
  ticketReaction: TicketReactionItem[];
  notification: NotificationItem[];
}

const emptyRows = (): Rows => ({
  ticket: [],
  ticketStep: [],
  ticketEvent: [],
  ticketMessage: [],
  ticketDecision: [],
  ticketFeedback: [],
  ticketReaction: [],
  notification: [],
});

/** Batch-writes the rows (25 items an SDK call, four calls at a time). */
async function putAll(deps: Deps, rows: Rows) {
  const db = allEntities(deps.db);
  const options = { concurrency: 4 };
  const results = [
    rows.ticket.length ? await db.ticket.put(rows.ticket).go(options) : null,
    rows.ticketStep.length ? await db.ticketStep.put(rows.ticketStep).go(options) : null,
    rows.ticketEvent.length ? await db.ticketEvent.put(rows.ticketEvent).go(options) : null,
    rows.ticketMessage.length ? await db.ticketMessage.put(rows.ticketMessage).go(options) : null,
    rows.ticketDecision.length ? await db.ticketDecision.put(rows.ticketDecision).go(options) : null,
    rows.ticketFeedback.length ? await db.ticketFeedback.put(rows.ticketFeedback).go(options) : null,
    rows.ticketReaction.length ? await db.ticketReaction.put(rows.ticketReaction).go(options) : null,
    rows.notification.length ? await db.notification.put(rows.notification).go(options) : null,
    // Each ticket's ref in the per-pupil index (core/pupil-document), as the repo's create writes it.
    rows.ticket.length
      ? await db.pupilDocumentRef
          .put(rows.ticket.map((ticket) => pupilRefOf(TICKET_DOCUMENT, { ...ticket, id: ticket.ticketId })))
          .go(options)
      : null,
  ];
  if (results.some((result) => result && result.unprocessed.length > 0)) {
    throw new Error("Seeding tickets: some items were left unprocessed");
  }
}

/**
 * The demo's tickets first (every later step may read them), and the benchmark's generated ones after the mappings
 * (which read only the hand-written ones), at the demo municipality's schools.
 */
export const demoSeeds: readonly DemoSeedStep[] = [
  {
    order: 10,
    name: "tickets",
    seed: async (deps, { plan, refs }) => {
      const tickets = plan.tickets?.filter((ticket) => refs.schoolIds[ticket.school]) ?? [];
      return { tickets: (await seedDemoTickets(deps, tickets, refs)).length };
    },
  },
  {
    order: 30,
    name: "benchmark tickets",
    seed: async (deps, { plan, refs }) => {
      if (!plan.ticketsPerPupil) return;
      const schools = plan.schools
        .filter((school) => school.organization === "demo")
        .map((school) => ({ key: school.key, pupils: refs.studentIds[school.key]! }));
      return { tickets: await seedBenchmarkTickets(deps, plan.ticketsPerPupil, schools, refs) };
    },
  },
];
