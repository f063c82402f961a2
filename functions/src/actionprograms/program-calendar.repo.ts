import type { Db } from "../db/db.js";
import { actionProgramsEntities } from "./action-program.entity.js";
import type { ActionProgramItem, EvaluationItem, FollowUpItem } from "./action-programs.repo.js";

/**
 * The calendar's reads of a school's action programs, follow-ups and evaluations (program-calendar.ts), each one
 * query of the school's index read to the end. The indexes are by creation, not by date, so each reads the school's
 * whole list of its kind: a school has tens to a few hundred programs (measured: README, "The calendar").
 */

/** The school's draft and decided programs (not the archived ones). */
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
