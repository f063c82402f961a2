import type { Violation, ViolationChain } from "#shared/violations/violation.schema";

/** The chain's steps in the order of Skollagen 6:10 (spec section 4's states, with their times). */
export const CHAIN_STEPS = [
  "learnedAt",
  "seenByPrincipalAt",
  "reportedToOwnerAt",
  "investigationBegunAt",
  "investigationEndedAt",
  "archivedAt",
] as const satisfies readonly (keyof ViolationChain)[];

/** The report's state as the list shows it: junk, archived, investigation begun, seen by the principal, or new. */
export function stateOf(report: Violation): "junk" | "archived" | "investigating" | "seen" | "new" {
  if (report.list === "SPAM") return "junk";
  if (report.list === "ARCHIVED") return "archived";
  if (report.chain.investigationBegunAt) return "investigating";
  if (report.chain.seenByPrincipalAt) return "seen";
  return "new";
}

/** Does the report name the pupil (as the victim or among the participants)? */
export const namesPupil = (report: Violation, studentId: string) =>
  report.view === "full" &&
  (report.victimStudentId === studentId || report.participatingStudents.some((ref) => ref.id === studentId));
