import { isProgramRole } from "#shared/actionprograms/action-program.policy";
import type { ActionProgramAccess } from "#shared/actionprograms/action-program.schema";
import { overdueFor, type OverdueKind } from "#shared/actionprograms/follow-up-discipline";
import type { CalendarEvent, CalendarSource } from "#shared/calendar/calendar.constants";
import { addDaysToDate } from "#shared/dates";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { ProgramRelations, toEvaluation, toFollowUp, toProgram } from "./action-program-access.js";
import type { ActionProgramItem } from "./action-programs.repo.js";
import {
  listEvaluationsOfSchool,
  listFollowUpsOfSchool,
  listOpenProgramsDueBetween,
  listOpenProgramsOfSchool,
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
 * Reads: a range wholly after today reads only its programs (the sparse follow-up date index, by the range). A range
 * that reaches today reads the school's whole lists of open programs, follow-ups and evaluations, since discipline
 * may find a follow-up or evaluation past its date on any published program; the range's programs come from that
 * list.
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
  // A range that reaches today needs the school's whole list of open programs for follow-up discipline, and takes
  // the range's programs from it too (no second read); a later range reads only its own from the date index.
  const [programs, followUps, evaluations] = await Promise.all([
    reachesToday
      ? listOpenProgramsOfSchool(deps.db, schoolId)
      : listOpenProgramsDueBetween(deps.db, schoolId, { from, to }),
    reachesToday ? listFollowUpsOfSchool(deps.db, schoolId) : [],
    reachesToday ? listEvaluationsOfSchool(deps.db, schoolId) : [],
  ]);
  const relations = new ProgramRelations(deps.db);
  await relations.prepare(actor, programs);
  const readable: { item: ActionProgramItem; access: Exclude<ActionProgramAccess, "none"> }[] = [];
  for (const item of programs) {
    if (item.schoolId !== schoolId) continue;
    const access = await relations.accessOf(actor, item);
    if (access !== "none") readable.push({ item, access });
  }

  const events: CalendarEvent[] = [];
  const inRange = (date: string) => date !== "" && date >= from && date <= to;
  for (const { item } of readable) {
    const shown = item.decisionMakerId === "" || item.decisionMakerId === actor.userId;
    if (!shown || !inRange(item.followUpDate)) continue;
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
    const ids = new Set(readable.map(({ item }) => item.id));
    const lists = {
      programs: readable.map(({ item, access }) => toProgram(item, access, actor)),
      followUps: followUps.filter((item) => ids.has(item.actionProgramId)).map(toFollowUp),
      evaluations: evaluations.filter((item) => ids.has(item.actionProgramId)).map(toEvaluation),
    };
    // Due or past: not done by the end of today, i.e. overdue as of tomorrow.
    for (const due of overdueFor(actor.userId, lists, addDaysToDate(today, 1))) {
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
