import { describe, expect, it } from "vitest";
import { IdSchema } from "#shared/common.schema";
import { timeOrderedId } from "./notifications.repo.js";

describe("time-ordered notification ids", () => {
  it("are valid UUIDs of version 7 that carry their time", () => {
    const at = new Date("2026-09-01T08:00:00.123Z");
    const id = timeOrderedId(at);
    expect(IdSchema.safeParse(id).success).toBe(true);
    expect(id[14]).toBe("7");
    expect(["8", "9", "a", "b"]).toContain(id[19]);
    expect(parseInt(id.replace(/-/g, "").slice(0, 12), 16)).toBe(at.getTime());
  });
  it("sort by creation time as strings, and differ within one millisecond", () => {
    const times = ["2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.001Z", "2027-05-01T12:00:00.000Z"];
    const ids = times.map((time) => timeOrderedId(new Date(time)));
    expect([...ids].sort()).toEqual(ids);
    const same = new Date(times[0]!);
    expect(timeOrderedId(same)).not.toBe(timeOrderedId(same));
  });
});
