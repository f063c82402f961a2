import { describe, expect, it } from "vitest";
import { isTwoStepEnabled } from "./users.repo.js";

const members = (on: number, off: number) => [
  ...Array.from({ length: on }, () => ({ twoStepAuth: true })),
  ...Array.from({ length: off }, () => ({ twoStepAuth: false })),
];

describe("a school is two-step enabled when more than 75 % of its users have it", () => {
  it.each([
    [3, 1, false], // exactly 75 %
    [4, 1, true], // 80 %
    [76, 24, true],
    [0, 0, false],
    [1, 0, true],
  ])("%i on, %i off -> %s", (on, off, expected) => expect(isTwoStepEnabled(members(on, off))).toBe(expected));
});
