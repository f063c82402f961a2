import { describe, expect, it } from "vitest";
import { hashSecret, randomIds, SCHOOL_CODE_ALPHABET, SCHOOL_CODE_LENGTH } from "./ids.js";

describe("code and secret generation", () => {
  it("school codes are 8 characters from the unambiguous alphabet and practically unique", () => {
    const codes = new Set(Array.from({ length: 5000 }, () => randomIds.schoolCode()));
    expect(codes.size).toBe(5000);
    for (const code of codes) {
      expect(code).toHaveLength(SCHOOL_CODE_LENGTH);
      for (const char of code) expect(SCHOOL_CODE_ALPHABET).toContain(char);
    }
    expect(SCHOOL_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });
  it("secrets carry 256 bits and are stored only as a hash", () => {
    const secret = randomIds.secret();
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    expect(hashSecret(secret)).not.toContain(secret);
    expect(hashSecret(secret)).toBe(hashSecret(secret));
  });
  it("ids are UUIDs", () => expect(randomIds.id()).toMatch(/^[0-9a-f-]{36}$/));
});
