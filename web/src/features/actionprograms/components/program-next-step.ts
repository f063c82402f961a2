import { awaitsEvaluation, awaitsFollowUp } from "#shared/actionprograms/follow-up-discipline";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";

/**
 * An action program's next step (the page's next-step panel): a draft waits on its decision; a published program
 * on its follow-up in its period, then on its evaluation (follow-up-discipline.ts's rule, so the page and the list
 * call the same program late); an archived one, or one evaluated, on nothing.
 */
export type ProgramStep =
  | { kind: "decide" }
  | { kind: "followUp" | "evaluate"; due: { date: string; late: boolean } }
  | { kind: "none" };

export function programStep(
  program: Pick<
    ActionProgram,
    "status" | "followUpDate" | "evaluationDate" | "hasFollowUp" | "hasEvaluation"
  >,
  today: string,
): ProgramStep {
  if (program.status === "draft") return { kind: "decide" };
  if (program.status !== "published") return { kind: "none" };
  if (!program.hasFollowUp && program.followUpDate)
    return { kind: "followUp", due: { date: program.followUpDate, late: awaitsFollowUp(program, today) } };
  if (!program.hasEvaluation && program.evaluationDate)
    return {
      kind: "evaluate",
      due: { date: program.evaluationDate, late: awaitsEvaluation(program, today) },
    };
  return { kind: "none" };
}
