import type { Db } from "../db/db.js";
import { throughDay } from "../db/day-keys.js";
import { actionProgramsEntities } from "./action-program.entity.js";
import type { ActionProgramItem, EvaluationItem, FollowUpItem } from "./action-programs.repo.js";

/**
 * The calendar's reads of a school's action programs, follow-ups and evaluations (program-calendar.ts), each one
 * query read to the end. The programs of a range come from the sparse follow-up date index (only that range is
 * read); follow-up discipline needs the school's whole lists (any published program may have a follow-up or an
 * evaluation past its date), read from the indexes by creation (measured: README, "The calendar").
 */

/**
 * The school's draft and decided programs whose follow-up date falls in a range, both days included: one query of
 * the sparse index (action-program.entity.ts, byFollowUpDate), which holds no archived program. The sort key is
 * `followUpDate#id#status`, so the range's end is `throughDay(to)`, above every key of `to`.
 */
export async function listOpenProgramsDueBetween(
  db: Db,
  schoolId: string,
  range: { from: string; to: string },
): Promise<ActionProgramItem[]> {
  const { data } = await actionProgramsEntities(db)
    .actionProgram.query.byFollowUpDate({ schoolId })
    .between({ followUpDate: range.from }, { followUpDate: throughDay(range.to) })
    .go({ pages: "all" });
  return data;
}

/** The school's draft and decided programs (not the archived ones), whatever their dates. */
export async function listOpenProgramsOfSchool(db: Db, schoolId: string): Promise<ActionProgramItem[]> {
  const { data } = await actionProgramsEntities(db)
    .actionProgram.query.bySchool({ schoolId })
    .where((attr, op) => op.ne(attr.status, "archived"))
    .go({ pages: "all" });
  return data;
}

/** Every follow-up of the school (done or planned). */
export async function listFollowUpsOfSchool(db: Db, schoolId: string): Promise<FollowUpItem[]> {
  const { data } = await actionProgramsEntities(db)
    .actionProgramFollowUp.query.bySchool({ schoolId })
    .go({ pages: "all" });
  return data;
}

/** Every evaluation of the school. */
export async function listEvaluationsOfSchool(db: Db, schoolId: string): Promise<EvaluationItem[]> {
  const { data } = await actionProgramsEntities(db)
    .actionProgramEvaluation.query.bySchool({ schoolId })
    .go({ pages: "all" });
  return data;
}
