import type { ActionProgram, Evaluation, FollowUp } from "./action-program.schema.js";

/**
 * Follow-up discipline (issue 13, beyond the spec): what is past its date and not done, and for whom.
 *
 * - A follow-up or an evaluation is planned with a date and a responsible person; it is done when its text is
 *   written (a follow-up's summary; an evaluation's success factors, troubles, changes or the head's decision). One
 *   past its date and not done waits on its responsible person.
 * - A published program whose follow-up date has passed with no follow-up done since the decision is flagged ("no
 *   follow-up in its period"); likewise its evaluation date passed with no evaluation at all. These wait on the
 *   program's creator, who drafted it and manages it.
 *
 * Pure: the web computes it from the lists it already reads (programs, follow-ups, evaluations), so the overview
 * needs no request of its own. Dates are YYYY-MM-DD; `today` too.
 */

export const followUpDone = (followUp: Pick<FollowUp, "summary">) => followUp.summary.trim() !== "";

export const evaluationDone = (
  evaluation: Pick<Evaluation, "successFactors" | "troubles" | "changes" | "headDecision">,
) =>
  evaluation.headDecision !== null ||
  [evaluation.successFactors, evaluation.troubles, evaluation.changes].some((text) => text.trim() !== "");

/** A follow-up or evaluation whose date has passed (before today) and which is not done. */
export const followUpOverdue = (followUp: FollowUp, today: string) =>
  followUp.date < today && !followUpDone(followUp);
export const evaluationOverdue = (evaluation: Evaluation, today: string) =>
  evaluation.date < today && !evaluationDone(evaluation);

type ProgramDates = Pick<ActionProgram, "id" | "status" | "followUpDate" | "evaluationDate" | "decidedAt">;

/** A published program whose follow-up date has passed with no follow-up done on or after the decision's day. */
export function missingFollowUp(
  program: ProgramDates,
  followUps: readonly FollowUp[],
  today: string,
): boolean {
  if (program.status !== "published" || !program.followUpDate || program.followUpDate >= today) return false;
  const since = (program.decidedAt ?? "").slice(0, 10);
  return !followUps.some(
    (followUp) => followUp.actionProgramId === program.id && followUp.date >= since && followUpDone(followUp),
  );
}

/** A published program whose evaluation date has passed with no evaluation recorded. */
export function missingEvaluation(
  program: ProgramDates,
  evaluations: readonly Evaluation[],
  today: string,
): boolean {
  if (program.status !== "published" || !program.evaluationDate || program.evaluationDate >= today)
    return false;
  return !evaluations.some((evaluation) => evaluation.actionProgramId === program.id);
}

export type OverdueKind = "followUp" | "evaluation" | "programFollowUp" | "programEvaluation";

export interface OverdueItem {
  kind: OverdueKind;
  /** The follow-up's, evaluation's or program's id. */
  id: string;
  actionProgramId: string;
  studentId: string;
  /** The date that has passed. */
  date: string;
}

/** What is past its date and waits on one person, oldest first. */
export function overdueFor(
  userId: string,
  lists: {
    programs: readonly ActionProgram[];
    followUps: readonly FollowUp[];
    evaluations: readonly Evaluation[];
  },
  today: string,
): OverdueItem[] {
  const published = new Map(
    lists.programs
      .filter((program) => program.status === "published")
      .map((program) => [program.id, program]),
  );
  const items: OverdueItem[] = [];
  for (const followUp of lists.followUps) {
    if (followUp.responsibleId !== userId || !published.has(followUp.actionProgramId)) continue;
    if (followUpOverdue(followUp, today)) {
      items.push({
        kind: "followUp",
        id: followUp.id,
        actionProgramId: followUp.actionProgramId,
        studentId: followUp.studentId,
        date: followUp.date,
      });
    }
  }
  for (const evaluation of lists.evaluations) {
    if (evaluation.responsibleId !== userId || !published.has(evaluation.actionProgramId)) continue;
    if (evaluationOverdue(evaluation, today)) {
      items.push({
        kind: "evaluation",
        id: evaluation.id,
        actionProgramId: evaluation.actionProgramId,
        studentId: evaluation.studentId,
        date: evaluation.date,
      });
    }
  }
  for (const program of published.values()) {
    if (program.createdById !== userId) continue;
    const base = { id: program.id, actionProgramId: program.id, studentId: program.studentId };
    if (missingFollowUp(program, lists.followUps, today)) {
      items.push({ kind: "programFollowUp", ...base, date: program.followUpDate! });
    }
    if (missingEvaluation(program, lists.evaluations, today)) {
      items.push({ kind: "programEvaluation", ...base, date: program.evaluationDate! });
    }
  }
  return items.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}
