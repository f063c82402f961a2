import { describe, expect, it } from "vitest";
import { createCursorSeal, openCursor, sealCursor, withCursorScope } from "./cursor-seal.js";

const key = new Uint8Array(32).fill(7);
const raw = Buffer.from(
  JSON.stringify({ pk: "$app#schoolid_ek", sk: "$student#name_anna andersson" }),
).toString("base64");

describe("cursor seal", () => {
  it("hands out base64url that opens to the raw cursor on the same list only", () => {
    const seal = createCursorSeal(key);
    const sealed = seal.seal(raw, "GET /api/student/school/ek");
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("anna");
    expect(seal.open(sealed, "GET /api/student/school/ek")).toBe(raw);
    expect(seal.open(sealed, "GET /api/team/school/ek")).toBeUndefined();
    expect(seal.open(sealed, "GET /api/student/school/other")).toBeUndefined();
  });

  it("opens nothing sealed under another key, nor a raw cursor", () => {
    const sealed = createCursorSeal(key).seal(raw, "GET /l");
    expect(createCursorSeal(new Uint8Array(32).fill(8)).open(sealed, "GET /l")).toBeUndefined();
    expect(createCursorSeal(key).open(raw, "GET /l")).toBeUndefined();
    expect(createCursorSeal(key).open("", "GET /l")).toBeUndefined();
  });

  it("works only inside a request's scope", () => {
    expect(() => sealCursor(raw)).toThrow();
    const seal = createCursorSeal(key);
    const sealed = withCursorScope(seal, "GET /l", () => sealCursor(raw));
    expect(withCursorScope(seal, "GET /l", () => openCursor(sealed))).toBe(raw);
    expect(withCursorScope(seal, "GET /m", () => openCursor(sealed))).toBeUndefined();
  });
});
