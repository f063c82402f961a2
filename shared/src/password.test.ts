import { describe, expect, it } from "vitest";
import { reasonText } from "./messages.js";
import { isValidPassword } from "./password.js";

describe("password rule (spec section 5)", () => {
  it.each([
    ["Abcdef1", true],
    ["Elevhalsa2026", true],
    ["Ärlig123", true],
    ["Abcde1", false], // 6 characters
    ["abcdefg1", false], // no uppercase
    ["ABCDEFG1", false], // no lowercase
    ["Abcdefgh", false], // no digit
    ["", false],
    [`A1${"b".repeat(127)}`, false], // over 128
  ])("%s -> %s", (password, valid) => expect(isValidPassword(password)).toBe(valid));

  it("uses the spec's message word for word", () => {
    expect(reasonText("en", { key: "passwordRule" })).toBe(
      "the password must contain at least 1 uppercase letter, 1 lowercase letter & 1 number",
    );
  });
});
