import { isProgramRole } from "#shared/actionprograms/action-program.policy";
import type { ActionProgramAccess } from "#shared/actionprograms/action-program.schema";
import { dueFrom, type OverdueKind } from "#shared/actionprograms/follow-up-discipline";
import type { CalendarEvent, CalendarSource } from "#shared/calendar/calendar.constants";
import { addDaysToDate } from "#shared/dates";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { ProgramRelations, toEvaluation, toFollowUp } from "./action-program-access.js";
import { getPrograms, type ActionProgramItem } from "./action-programs.repo.js";
import {
  listOpenEvaluationsBetween,
  listOpenFollowUpsBetween,
  listOpenProgramsDueBetween,
  listWaitingProgramsUpTo,
} from "./program-calendar.repo.js";

/**
 * The action programs' source of the calendar. Every event links to /actions/action-program?id= (the program).
 *
 * - The program on its follow-up date (spec section 2: "ActionProgram (id, followUpDate, decisionMaker)"), shown
 *   when it has no decision maker or the current user is the decision maker (spec section 5, word for word), and
 *   only when the caller may read the program (action-program.policy.ts).
 *   Drafts are shown and archived programs are not. Publishing names a decision maker (the head who decides, if
 *   no one was named), so "no decision maker" is only ever a draft: leaving drafts out would make the spec's own
 *   filter empty. An archived program is closed (its evaluation ended it): no follow-up is due, and leaving it out
 *   shows less pupil data for nothing lost (the program list's archived filter still has it). The narrower choice.
 * - Follow-up discipline (issue 13): what follow-up-discipline.ts finds due or past and not done for the caller (the
 *   responsible person of a planned follow-up or evaluation; the creator of a decided program with no follow-up in
 *   its period or no evaluation by its date), on the day it was due, from the programs the caller may read: the
 *   very rule the overview's card applies, with "due" meaning by the end of today. Only ranges that reach today or
 *   earlier read the follow-ups and evaluations (nothing later can be due yet).
 *
 * Reads: the range's programs from the sparse follow-up date index (by the range). A range that reaches today also
 * reads follow-up discipline's sparse indexes of what is still open, up to the earlier of its last day and today:
 * the open follow-ups and evaluations dated in the range, and the programs still waiting on a follow-up or an
 * evaluation from any day up to then (however long ago); then the programs of the open items not already read, by
 * id. Nothing done, evaluated or archived is read, and no whole list of the school.
 *
 * A role that works with no program (ADMIN) reads nothing. Each list read is audited as a list of the school's
 * programs (and of its follow-ups and evaluations when read).
 */

const DISCIPLINE_SOURCES = {
  followUp: "actionProgramFollowUp",
  evaluation: "actionProgramEvaluation",
  programFollowUp: "actionProgramNoFollowUp",
  programEvaluation: "actionProgramNoEvaluation",
} as const satisfies Record<OverdueKind, CalendarSource>;

export async function programCalendarEvents(
  ctx: RequestContext,
  window: { schoolId: string; from: string; to: string; today: string },
): Promise<CalendarEvent[]> {
  const { actor, deps } = ctx;
  if (!isProgramRole(actor.role)) return [];
  const { schoolId, from, to, today } = window;
  const reachesToday = from <= today;
  // Discipline's items are due by the end of today and shown on their date in the range.
  const dueTo = to < today ? to : today;
  const [inRangePrograms, waiting, followUps, evaluations] = await Promise.all([
    listOpenProgramsDueBetween(deps.db, schoolId, { from, to }),
    reachesToday ? listWaitingProgramsUpTo(deps.db, schoolId, dueTo) : [],
    reachesToday ? listOpenFollowUpsBetween(deps.db, schoolId, { from, to: dueTo }) : [],
    reachesToday ? listOpenEvaluationsBetween(deps.db, schoolId, { from, to: dueTo }) : [],
  ]);
  const known = new Map([...inRangePrograms, ...waiting].map((item) => [item.id, item]));
  const unread = [...followUps, ...evaluations]
    .map((item) => item.actionProgramId)
    .filter((id) => !known.has(id));
  for (const item of await (unread.length > 0 ? getPrograms(deps.db, unread) : [])) known.set(item.id, item);
  const programs = [...known.values()];
  const relations = new ProgramRelations(deps.db);
  await relations.prepare(actor, programs);
  const readable = new Map<
    string,
    { item: ActionProgramItem; access: Exclude<ActionProgramAccess, "none"> }
  >();
  for (const item of programs) {
    if (item.schoolId !== schoolId) continue;
    const access = await relations.accessOf(actor, item);
    if (access !== "none") readable.set(item.id, { item, access });
  }

  const events: CalendarEvent[] = [];
  const inRange = (date: string) => date !== "" && date >= from && date <= to;
  for (const item of inRangePrograms) {
    const shown = item.decisionMakerId === "" || item.decisionMakerId === actor.userId;
    if (!readable.has(item.id) || !shown || !inRange(item.followUpDate)) continue;
    events.push({
      source: "actionProgram",
      id: item.id,
      date: item.followUpDate,
      studentId: item.studentId,
      late: false,
      link: { page: "actionProgram", id: item.id },
    });
  }

  if (reachesToday) {
    // Items of a published program the caller may read; programs the caller may read.
    const ofPublished = (item: { actionProgramId: string }) =>
      readable.get(item.actionProgramId)?.item.status === "published";
    const open = {
      programs: waiting.filter((item) => readable.has(item.id)),
      followUps: followUps.filter(ofPublished).map(toFollowUp),
      evaluations: evaluations.filter(ofPublished).map(toEvaluation),
    };
    // Due or past: not done by the end of today, i.e. overdue as of tomorrow.
    for (const due of dueFrom(actor.userId, open, addDaysToDate(today, 1))) {
      if (!inRange(due.date)) continue;
      events.push({
        source: DISCIPLINE_SOURCES[due.kind],
        id: due.id,
        date: due.date,
        studentId: due.studentId,
        late: due.date < today,
        link: { page: "actionProgram", id: due.actionProgramId },
      });
    }
  }

  await Promise.all([
    audit(ctx, { action: "LIST", entity: "actionProgram", schoolId }),
    ...(reachesToday
      ? [
          audit(ctx, { action: "LIST", entity: "actionProgramFollowUp", schoolId }),
          audit(ctx, { action: "LIST", entity: "actionProgramEvaluation", schoolId }),
        ]
      : []),
  ]);
  return events;
}
