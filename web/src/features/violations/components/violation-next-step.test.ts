import { describe, expect, it } from "vitest";
import { DEFAULT_VIOLATION_LIMITS } from "#shared/violations/violation-clock";
import type { Violation } from "#shared/violations/violation.schema";
import { violationStep } from "./violation-next-step";

/** A report staff learned of on Monday 30 November 2026 at 10:00 in Sweden. */
const learned = {
  learnedAt: "2026-11-30T09:00:00.000Z",
  seenByPrincipalAt: null,
  seenByPrincipalName: null,
  reportedToOwnerAt: null,
  investigationBegunAt: null,
  investigationEndedAt: null,
  archivedAt: null,
  spamAt: null,
};
const report = (chain: Partial<Violation["chain"]> = {}, list: Violation["list"] = "CURRENT") => ({
  list,
  chain: { ...learned, ...chain },
});
const limits = DEFAULT_VIOLATION_LIMITS;

describe("a report's next step in the 6:10 chain", () => {
  it("is the principal's seeing it the same school day, late from the next day", () => {
    const monday = violationStep(report(), new Date("2026-11-30T15:00:00.000Z"), limits);
    expect(monday).toMatchObject({ kind: "markSeen", due: { late: false } });
    const tuesday = violationStep(report(), new Date("2026-12-01T08:00:00.000Z"), limits);
    expect(tuesday).toMatchObject({ kind: "markSeen", due: { late: true } });
  });

  it("then the report to the owner, the investigation's beginning (a week) and its end, in that order", () => {
    const now = new Date("2026-12-02T08:00:00.000Z");
    const seen = { seenByPrincipalAt: "2026-11-30T12:00:00.000Z" };
    expect(violationStep(report(seen), now, limits)).toEqual({ kind: "reportToOwner" });
    const reported = { ...seen, reportedToOwnerAt: "2026-11-30T13:00:00.000Z" };
    expect(violationStep(report(reported), now, limits)).toMatchObject({
      kind: "beginInvestigation",
      due: { date: "2026-12-07T09:00:00.000Z", late: false },
    });
    expect(violationStep(report(reported), new Date("2026-12-08T08:00:00.000Z"), limits)).toMatchObject({
      kind: "beginInvestigation",
      due: { late: true },
    });
    const begun = { ...reported, investigationBegunAt: "2026-12-01T08:00:00.000Z" };
    expect(violationStep(report(begun), now, limits)).toEqual({ kind: "concludeInvestigation" });
    const ended = { ...begun, investigationEndedAt: "2026-12-02T07:00:00.000Z" };
    expect(violationStep(report(ended), now, limits)).toEqual({ kind: "none" });
  });

  it("is nothing for an archived report or junk", () => {
    const now = new Date("2026-12-08T08:00:00.000Z");
    expect(violationStep(report({}, "ARCHIVED"), now, limits)).toEqual({ kind: "none" });
    expect(violationStep(report({}, "SPAM"), now, limits)).toEqual({ kind: "none" });
  });
});
