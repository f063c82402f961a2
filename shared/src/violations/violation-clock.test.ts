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
