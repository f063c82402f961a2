import { describe, expect, it } from "vitest";
import { createPasswordHasher } from "./passwords.js";

describe("scrypt password hashing", () => {
  const hasher = createPasswordHasher(10);
  it("verifies the right password only, with a fresh salt per hash", async () => {
    const a = await hasher.hash("Elevhalsa2026");
    const b = await hasher.hash("Elevhalsa2026");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await hasher.verify("Elevhalsa2026", a)).toBe(true);
    expect(await hasher.verify("elevhalsa2026", a)).toBe(false);
  });
  it("answers false (after hashing anyway) for a missing or malformed hash", async () => {
    expect(await hasher.verify("x", undefined)).toBe(false);
    expect(await hasher.verify("x", "md5$abc")).toBe(false);
  });
  it("production cost is N=2^17, r=8, p=1", async () => {
    const strong = createPasswordHasher(17);
    expect(await strong.hash("Abcdefg1")).toMatch(/^scrypt\$17\$8\$1\$/);
  });
});
