import {
  investigationDeadline,
  principalDeadline,
  type ViolationLimits,
} from "#shared/violations/violation-clock";
import type { Violation } from "#shared/violations/violation.schema";

/**
 * A report's next step in the 6:10 chain (the detail's next-step panel), in the chain's order: the principal sees
 * it (by the organization's limit), reports it to the owner, an investigation begins (by its limit) and ends. A
 * report archived or marked as junk waits on nothing. The due dates and what is late are violation-clock.ts's, so
 * the panel, the list's badges and the overview's card call the same report late.
 */
export type ViolationStep =
  | { kind: "markSeen"; due: { date: string; late: boolean } }
  | { kind: "reportToOwner" }
  | { kind: "beginInvestigation"; due: { date: string; late: boolean } }
  | { kind: "concludeInvestigation" }
  | { kind: "none" };

export function violationStep(
  report: Pick<Violation, "list" | "chain">,
  now: Date,
  limits: ViolationLimits,
): ViolationStep {
  const { chain } = report;
  if (report.list !== "CURRENT") return { kind: "none" };
  if (!chain.seenByPrincipalAt) {
    const deadline = principalDeadline(chain.learnedAt, limits);
    return { kind: "markSeen", due: { date: deadline.toISOString(), late: now > deadline } };
  }
  if (!chain.reportedToOwnerAt) return { kind: "reportToOwner" };
  if (!chain.investigationBegunAt) {
    const deadline = investigationDeadline(chain.learnedAt, limits);
    return { kind: "beginInvestigation", due: { date: deadline.toISOString(), late: now > deadline } };
  }
  if (!chain.investigationEndedAt) return { kind: "concludeInvestigation" };
  return { kind: "none" };
}
