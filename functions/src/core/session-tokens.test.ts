import { describe, expect, it } from "vitest";
import { createSessionTokens } from "./session-tokens.js";

const key = new TextEncoder().encode("k".repeat(32));
const tokens = createSessionTokens(key);
const issued = new Date("2026-09-01T08:00:00Z");
const expires = new Date("2026-09-01T16:00:00Z");

describe("session tokens", () => {
  it("round-trips the user and session ids before expiry", async () => {
    const token = await tokens.sign({ userId: "u1", sessionId: "s1" }, issued, expires);
    expect(await tokens.verify(token, new Date("2026-09-01T12:00:00Z"))).toEqual({
      userId: "u1",
      sessionId: "s1",
    });
  });
  it("refuses an expired token, a token signed with another key, and a tampered token", async () => {
    const token = await tokens.sign({ userId: "u1", sessionId: "s1" }, issued, expires);
    expect(await tokens.verify(token, new Date("2026-09-01T16:00:01Z"))).toBeNull();
    const other = createSessionTokens(new TextEncoder().encode("x".repeat(32)));
    expect(await other.verify(token, issued)).toBeNull();
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "admin", sid: "s1", iss: "elevhalsa", aud: "elevhalsa-api" }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${forged}.${signature}`, issued)).toBeNull();
    expect(payload).toBeTruthy();
    expect(await tokens.verify("not-a-token", issued)).toBeNull();
  });
  it("refuses an unsigned (alg none) token", async () => {
    const header = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    const body = Buffer.from(
      JSON.stringify({ sub: "u1", sid: "s1", iss: "elevhalsa", aud: "elevhalsa-api", exp: 2e9 }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${body}.`, issued)).toBeNull();
  });
});
