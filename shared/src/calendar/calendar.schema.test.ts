import { describe, expect, it } from "vitest";
import { CalendarQuerySchema } from "./calendar.schema.js";

const reasonOf = (query: Record<string, unknown>) => {
  const result = CalendarQuerySchema.safeParse(query);
  if (result.success) return "ok";
  return result.error.issues.map(
    (issue) => (issue as { params?: { reason?: string } }).params?.reason ?? issue.code,
  );
};

describe("CalendarQuerySchema", () => {
  it("takes one day and a six-week month grid (42 days)", () => {
    expect(reasonOf({ from: "2026-11-23", to: "2026-11-23" })).toBe("ok");
    expect(reasonOf({ from: "2026-08-02", to: "2026-09-12" })).toBe("ok");
  });

  it("refuses 43 days and an end before the start, each with its reason", () => {
    expect(reasonOf({ from: "2026-08-02", to: "2026-09-13" })).toEqual(["calendarRangeTooLong"]);
    expect(reasonOf({ from: "2026-11-10", to: "2026-11-09" })).toEqual(["calendarRangeReversed"]);
  });

  it("refuses dates that are not days, a missing end and unknown fields", () => {
    expect(reasonOf({ from: "2026-02-30", to: "2026-03-01" })).not.toBe("ok");
    expect(reasonOf({ from: "23/11/2026", to: "2026-11-30" })).not.toBe("ok");
    expect(reasonOf({ from: "2026-11-01" })).not.toBe("ok");
    expect(reasonOf({ from: "2026-11-01", to: "2026-11-02", studentId: "x" })).not.toBe("ok");
  });
});
