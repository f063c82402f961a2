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
 * Pure. The server answers it from its indexes of what is still open (`dueFrom` below; the overview's card asks GET
 * /action-program-due, the calendar shows it). Each program carries its progress (`hasFollowUp`, `hasEvaluation`, in
 * the API too), so the web's program list flags its rows with `awaitsFollowUp` / `awaitsEvaluation` from the
 * programs alone; a page that shows a program's follow-ups and evaluations may flag it with `missingFollowUp` /
 * `missingEvaluation` from them, the same rule. Dates are YYYY-MM-DD; `today` too.
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

/**
 * The one rule of a program's own discipline, from its progress: a published program whose follow-up date has passed
 * (before today) with no follow-up done in its period (`hasFollowUp`: on or after the decision's day).
 */
export const awaitsFollowUp = (
  program: Pick<ActionProgram, "status" | "followUpDate" | "hasFollowUp">,
  today: string,
): boolean =>
  program.status === "published" &&
  !program.hasFollowUp &&
  !!program.followUpDate &&
  program.followUpDate < today;

/** A published program whose evaluation date has passed (before today) with no evaluation recorded. */
export const awaitsEvaluation = (
  program: Pick<ActionProgram, "status" | "evaluationDate" | "hasEvaluation">,
  today: string,
): boolean =>
  program.status === "published" &&
  !program.hasEvaluation &&
  !!program.evaluationDate &&
  program.evaluationDate < today;

/** `awaitsFollowUp` with the progress taken from the follow-ups given (those of the program, or more). */
export function missingFollowUp(
  program: ProgramDates,
  followUps: readonly FollowUp[],
  today: string,
): boolean {
  const hasFollowUp = followUps.some(
    (followUp) => followUp.actionProgramId === program.id && followUpInPeriod(followUp, program),
  );
  return awaitsFollowUp({ ...program, hasFollowUp }, today);
}

/** `awaitsEvaluation` with the progress taken from the evaluations given (those of the program, or more). */
export function missingEvaluation(
  program: ProgramDates,
  evaluations: readonly Evaluation[],
  today: string,
): boolean {
  const hasEvaluation = evaluations.some((evaluation) => evaluation.actionProgramId === program.id);
  return awaitsEvaluation({ ...program, hasEvaluation }, today);
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

/** What is past its date and waits on one person, oldest first (then by kind and id). */
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
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
  );
}

/*
 * The same rule read from only what is still open (the server's sparse due-date indexes, action-program.entity.ts).
 * An open item is one that may still become overdue: a follow-up or evaluation not done on a published program, or a
 * published program whose follow-up (no follow-up done since the decision) or evaluation (none at all) is still
 * missing. Each carries its "open date" ("" when closed), the key of its index; `dueFrom` answers from those lists
 * exactly what `overdueFor` answers from the whole ones (tested on generated lists).
 */

/** The date a follow-up waits from while its program is published and it is not done; else "". */
export const followUpOpenDate = (
  followUp: Pick<FollowUp, "date" | "summary">,
  programStatus: ActionProgram["status"],
) => (programStatus === "published" && !followUpDone(followUp) ? followUp.date : "");

/** The date an evaluation waits from while its program is published and it is not done; else "". */
export const evaluationOpenDate = (
  evaluation: Pick<Evaluation, "date" | "successFactors" | "troubles" | "changes" | "headDecision">,
  programStatus: ActionProgram["status"],
) => (programStatus === "published" && !evaluationDone(evaluation) ? evaluation.date : "");

/** Does this follow-up count as the program's follow-up in its period (done, on or after the decision's day)? */
export const followUpInPeriod = (
  followUp: Pick<FollowUp, "date" | "summary">,
  program: Pick<ActionProgram, "decidedAt">,
) => followUpDone(followUp) && followUp.date >= (program.decidedAt ?? "").slice(0, 10);

/** What a program's own discipline needs besides its fields: has a follow-up in its period, has an evaluation. */
export interface ProgramProgress {
  hasFollowUp: boolean;
  hasEvaluation: boolean;
}

type OpenProgram = ProgramDates & Pick<ActionProgram, "createdById" | "studentId"> & ProgramProgress;

/**
 * The earliest date a published program waits from: its follow-up date while no follow-up is done in its period,
 * its evaluation date while it has no evaluation; "" when neither (or not published).
 */
export function programOpenDate(
  program: Pick<ProgramDates, "status" | "followUpDate" | "evaluationDate"> & ProgramProgress,
): string {
  if (program.status !== "published") return "";
  const waiting = [
    !program.hasFollowUp ? (program.followUpDate ?? "") : "",
    !program.hasEvaluation ? (program.evaluationDate ?? "") : "",
  ].filter((date) => date !== "");
  return waiting.sort()[0] ?? "";
}

/**
 * `overdueFor` from the open items only: `programs` are the caller-readable published programs that still wait
 * (with their progress), `followUps` and `evaluations` the open ones of caller-readable published programs. Items
 * that are closed, or of a program not published, must not be given (the indexes hold none).
 */
export function dueFrom(
  userId: string,
  open: {
    programs: readonly OpenProgram[];
    followUps: readonly FollowUp[];
    evaluations: readonly Evaluation[];
  },
  today: string,
): OverdueItem[] {
  const items: OverdueItem[] = [];
  const item = (
    kind: OverdueKind,
    id: string,
    of: { actionProgramId: string; studentId: string; date: string },
  ) => items.push({ kind, id, actionProgramId: of.actionProgramId, studentId: of.studentId, date: of.date });
  for (const followUp of open.followUps) {
    if (followUp.responsibleId === userId && followUpOverdue(followUp, today))
      item("followUp", followUp.id, followUp);
  }
  for (const evaluation of open.evaluations) {
    if (evaluation.responsibleId === userId && evaluationOverdue(evaluation, today)) {
      item("evaluation", evaluation.id, evaluation);
    }
  }
  for (const program of open.programs) {
    if (program.createdById !== userId || program.status !== "published") continue;
    const of = { actionProgramId: program.id, studentId: program.studentId };
    if (awaitsFollowUp(program, today)) {
      item("programFollowUp", program.id, { ...of, date: program.followUpDate! });
    }
    if (awaitsEvaluation(program, today)) {
      item("programEvaluation", program.id, { ...of, date: program.evaluationDate! });
    }
  }
  return items.sort(
    (a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id),
  );
}
