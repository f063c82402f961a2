import { afterEach, describe, expect, it, vi } from "vitest";
import { ExternalReportInputSchema } from "./violation-external.schema.js";
import { CreateViolationInputSchema, ViolationWhenWhereStepSchema } from "./violation.schema.js";

afterEach(() => vi.useRealTimers());

const step = (when: string) =>
  ViolationWhenWhereStepSchema.safeParse({ when, location: "Matsalen", witness: "Ingen" });

describe("the incident's date: not a later day than today in Sweden", () => {
  it("the report's second step refuses tomorrow at `when` with the catalogue's reason; any hour of today is fine", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T10:00:00.000Z"), toFake: ["Date"] });
    const later = step("2026-11-25T08:00:00.000Z");
    expect(later.success).toBe(false);
    expect(later.error!.issues).toEqual([
      expect.objectContaining({
        path: ["when"],
        params: expect.objectContaining({ reason: "violationWhenInFuture" }),
      }),
    ]);
    // 23:30 Swedish time today (22:30 UTC) is still today.
    expect(step("2026-11-24T22:30:00.000Z").success).toBe(true);
    expect(step("2026-11-20T08:00:00.000Z").success).toBe(true);
  });

  it("the whole report, staff's and the external page's, has the same rule at the same field", () => {
    vi.useFakeTimers({ now: new Date("2026-11-24T10:00:00.000Z"), toFake: ["Date"] });
    const when = "2026-11-24T23:30:00.000Z"; // 00:30 on the 25th in Sweden
    const staff = CreateViolationInputSchema.shape.when.safeParse(when);
    const external = ExternalReportInputSchema.shape.when.safeParse(when);
    expect(staff.error?.issues[0]).toMatchObject({
      params: expect.objectContaining({ reason: "violationWhenInFuture" }),
    });
    expect(external.error?.issues[0]).toMatchObject({
      params: expect.objectContaining({ reason: "violationWhenInFuture" }),
    });
  });

  it("a text that is no timestamp gets the format's issue only (no throw)", () => {
    const result = step("i går");
    expect(result.success).toBe(false);
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]).toMatchObject({ path: ["when"], code: "invalid_format" });
  });
});
