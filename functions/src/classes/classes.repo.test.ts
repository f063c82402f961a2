import { describe, expect, it } from "vitest";
import { nextYearName } from "./classes.repo.js";

describe("school-year roll-over of a class name", () => {
  it.each([
    ["7A", 9, "8A"],
    ["8 B", 9, "9 B"],
    ["9A", 9, "archive"],
    ["9A", null, "10A"],
    ["Fritids", 9, null],
  ])("%s (last year %s) -> %s", (name, last, expected) => expect(nextYearName(name, last)).toBe(expected));
});
