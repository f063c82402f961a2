import { isProgramRole } from "#shared/actionprograms/action-program.policy";
import type { OverdueKind } from "#shared/actionprograms/follow-up-discipline";
import type { CalendarSource } from "#shared/calendar/calendar.constants";
import type { CalendarSourceEvent } from "../core/domain-hooks.js";
import { addDaysToDate } from "#shared/dates";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { listOpenProgramsDueBetween } from "./program-calendar.repo.js";
import { dueForCaller, readablePrograms } from "./program-discipline.js";

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
): Promise<CalendarSourceEvent[]> {
  const { actor, deps } = ctx;
  if (!isProgramRole(actor.role)) return [];
  const { schoolId, from, to, today } = window;
  const reachesToday = from <= today;
  const inRangePrograms = listOpenProgramsDueBetween(deps.db, schoolId, { from, to });
  // Discipline's items are due by the end of today (overdue as of tomorrow) and shown on their date in the range.
  const { due, readable } = reachesToday
    ? await dueForCaller(
        ctx,
        schoolId,
        { from, to: to < today ? to : today },
        addDaysToDate(today, 1),
        inRangePrograms,
      )
    : { due: [], readable: await readablePrograms(ctx, schoolId, await inRangePrograms) };

  const events: CalendarSourceEvent[] = [];
  const inRange = (date: string) => date !== "" && date >= from && date <= to;
  for (const item of await inRangePrograms) {
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

  for (const item of due) {
    if (!inRange(item.date)) continue;
    events.push({
      source: DISCIPLINE_SOURCES[item.kind],
      id: item.id,
      date: item.date,
      studentId: item.studentId,
      late: item.date < today,
      link: { page: "actionProgram", id: item.actionProgramId },
    });
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
