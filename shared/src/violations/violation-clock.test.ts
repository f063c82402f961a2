import { describe, expect, it } from "vitest";
import { investigationDeadline, lateSteps, principalDeadline } from "./violation-clock.js";

const chain = (learnedAt: string, steps: { seen?: string; begun?: string } = {}) => ({
  learnedAt,
  seenByPrincipalAt: steps.seen ?? null,
  investigationBegunAt: steps.begun ?? null,
});

describe("the principal's limit: the same school day, in Swedish time", () => {
  it("a Tuesday's report: the end of that Tuesday (winter time, UTC+1)", () => {
    expect(principalDeadline("2026-11-24T09:15:00.000Z").toISOString()).toBe("2026-11-24T22:59:59.999Z");
  });

  it("summer time (UTC+2), and a report at 00:30 Swedish time belongs to that day, not the one before", () => {
    expect(principalDeadline("2026-06-09T10:00:00.000Z").toISOString()).toBe("2026-06-09T21:59:59.999Z");
    // 2026-06-09T22:30Z is 00:30 on Wednesday 10 June in Sweden.
    expect(principalDeadline("2026-06-09T22:30:00.000Z").toISOString()).toBe("2026-06-10T21:59:59.999Z");
  });

  it("a Saturday's or Sunday's report: the end of the Monday after", () => {
    expect(principalDeadline("2026-11-21T12:00:00.000Z").toISOString()).toBe("2026-11-23T22:59:59.999Z");
    expect(principalDeadline("2026-11-22T12:00:00.000Z").toISOString()).toBe("2026-11-23T22:59:59.999Z");
  });

  it("across the change to summer time (Friday 27 March 2026 to Monday 30 March)", () => {
    expect(principalDeadline("2026-03-28T10:00:00.000Z").toISOString()).toBe("2026-03-30T21:59:59.999Z");
  });
});

describe("lateSteps", () => {
  const learned = "2026-11-24T09:15:00.000Z";

  it("nothing is late during the school day it came", () => {
    expect(
      lateSteps({ list: "CURRENT", chain: chain(learned) }, new Date("2026-11-24T20:00:00.000Z")),
    ).toEqual([]);
  });

  it("unseen after the school day: the principal's step is late; a week on, the investigation too", () => {
    expect(
      lateSteps({ list: "CURRENT", chain: chain(learned) }, new Date("2026-11-25T07:00:00.000Z")),
    ).toEqual(["seenByPrincipal"]);
    expect(investigationDeadline(learned).toISOString()).toBe("2026-12-01T09:15:00.000Z");
    expect(
      lateSteps({ list: "CURRENT", chain: chain(learned) }, new Date("2026-12-01T09:16:00.000Z")),
    ).toEqual(["seenByPrincipal", "investigation"]);
  });

  it("a step done (even late) is no longer flagged; archived and junk never are", () => {
    const later = new Date("2026-12-10T00:00:00.000Z");
    const done = chain(learned, { seen: "2026-11-27T08:00:00.000Z", begun: "2026-12-05T08:00:00.000Z" });
    expect(lateSteps({ list: "CURRENT", chain: done }, later)).toEqual([]);
    expect(lateSteps({ list: "CURRENT", chain: chain(learned, { seen: learned }) }, later)).toEqual([
      "investigation",
    ]);
    expect(lateSteps({ list: "ARCHIVED", chain: chain(learned) }, later)).toEqual([]);
    expect(lateSteps({ list: "SPAM", chain: chain(learned) }, later)).toEqual([]);
  });
});

describe("an organization's own limits", () => {
  const next = { violationSeenLimit: "NEXT_SCHOOL_DAY", violationInvestigationLimitDays: 7 } as const;
  const two = { violationSeenLimit: "TWO_SCHOOL_DAYS", violationInvestigationLimitDays: 3 } as const;

  it("the next school day: a Tuesday's report by the end of Wednesday; a Friday's by the end of Monday", () => {
    expect(principalDeadline("2026-11-24T09:15:00.000Z", next).toISOString()).toBe(
      "2026-11-25T22:59:59.999Z",
    );
    expect(principalDeadline("2026-11-27T09:15:00.000Z", next).toISOString()).toBe(
      "2026-11-30T22:59:59.999Z",
    );
  });

  it("two school days: a Thursday's report by the end of Monday; a Saturday's by the end of Wednesday", () => {
    expect(principalDeadline("2026-11-26T09:15:00.000Z", two).toISOString()).toBe("2026-11-30T22:59:59.999Z");
    expect(principalDeadline("2026-11-21T12:00:00.000Z", two).toISOString()).toBe("2026-11-25T22:59:59.999Z");
  });

  it("the investigation's limit in days is the organization's", () => {
    expect(investigationDeadline("2026-11-24T09:15:00.000Z", two).toISOString()).toBe(
      "2026-11-27T09:15:00.000Z",
    );
  });

  it("lateSteps flags by the organization's limits, not the defaults", () => {
    const report = { list: "CURRENT" as const, chain: chain("2026-11-24T09:15:00.000Z") };
    const wednesday = new Date("2026-11-25T12:00:00.000Z");
    expect(lateSteps(report, wednesday)).toEqual(["seenByPrincipal"]);
    expect(lateSteps(report, wednesday, next)).toEqual([]);
    const friday = new Date("2026-11-27T10:00:00.000Z");
    expect(lateSteps(report, friday, two)).toEqual(["seenByPrincipal", "investigation"]);
    expect(lateSteps(report, friday)).toEqual(["seenByPrincipal"]);
  });
});
