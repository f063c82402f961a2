import { describe, expect, it } from "vitest";
import { calendarDecision } from "./calendar.policy.js";

describe("calendarDecision", () => {
  it.each([
    ["member", "allow"],
    ["organization", "forbidden"],
    ["platform", "forbidden"],
    ["none", "not-found"],
  ] as const)("scope %s -> %s", (scope, decision) => {
    expect(calendarDecision(scope)).toBe(decision);
  });
});
