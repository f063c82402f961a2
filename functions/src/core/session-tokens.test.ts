import { createHmac } from "node:crypto";
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

describe("session tokens and the JWT standard", () => {
  it("reads tokens a standard JOSE library signed, and a standard library reads ours (sessions survive a deploy)", async () => {
    const { SignJWT, jwtVerify } = await import("jose");
    const theirs = await new SignJWT({ sid: "s1" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("u1")
      .setIssuer("elevhalsa")
      .setAudience("elevhalsa-api")
      .setIssuedAt(Math.floor(issued.getTime() / 1000))
      .setExpirationTime(Math.floor(expires.getTime() / 1000))
      .sign(key);
    const ours = await tokens.sign({ userId: "u1", sessionId: "s1" }, issued, expires);
    expect(ours).toBe(theirs);
    expect(await tokens.verify(theirs, new Date("2026-09-01T12:00:00Z"))).toEqual({
      userId: "u1",
      sessionId: "s1",
    });
    const { payload } = await jwtVerify(ours, key, {
      issuer: "elevhalsa",
      audience: "elevhalsa-api",
      algorithms: ["HS256"],
      currentDate: new Date("2026-09-01T12:00:00Z"),
    });
    expect(payload).toMatchObject({ sub: "u1", sid: "s1" });
  });

  const signed = (header: object, claims: object, signingKey = key) => {
    const input = `${Buffer.from(JSON.stringify(header)).toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
    return `${input}.${createHmac("sha256", signingKey).update(input).digest("base64url")}`;
  };
  const good = {
    sid: "s1",
    sub: "u1",
    iss: "elevhalsa",
    aud: "elevhalsa-api",
    iat: 1_788_249_600,
    exp: 1_788_278_400,
  };
  const at = new Date("2026-09-01T12:00:00Z");

  it("accepts a correctly signed token and refuses each claim or header that is wrong", async () => {
    expect(await tokens.verify(signed({ alg: "HS256" }, good), at)).toEqual({
      userId: "u1",
      sessionId: "s1",
    });
    expect(
      await tokens.verify(signed({ alg: "HS256", typ: "JWT" }, { ...good, aud: ["x", "elevhalsa-api"] }), at),
    ).toEqual({
      userId: "u1",
      sessionId: "s1",
    });
    for (const [header, claims] of [
      [{ alg: "HS512" }, good],
      [{ alg: "HS256", crit: ["exp"] }, good],
      [{ alg: "HS256", b64: false }, good],
      [{ alg: "HS256" }, { ...good, iss: "someone-else" }],
      [{ alg: "HS256" }, { ...good, aud: "another-api" }],
      [{ alg: "HS256" }, { ...good, exp: undefined }],
      [{ alg: "HS256" }, { ...good, exp: "1788278400" }],
      [{ alg: "HS256" }, { ...good, exp: Math.floor(at.getTime() / 1000) }],
      [{ alg: "HS256" }, { ...good, nbf: Math.floor(at.getTime() / 1000) + 1 }],
      [{ alg: "HS256" }, { ...good, iat: "yesterday" }],
      [{ alg: "HS256" }, { ...good, sub: 7 }],
      [{ alg: "HS256" }, { ...good, sid: undefined }],
    ] as const)
      expect(await tokens.verify(signed(header, claims), at), JSON.stringify([header, claims])).toBeNull();
  });

  it("refuses malformed tokens without throwing", async () => {
    const token = signed({ alg: "HS256" }, good);
    const [header, body, signature] = token.split(".") as [string, string, string];
    for (const bad of [
      "",
      "a.b",
      `${token}.`,
      `${header}.${body}.${signature}=`,
      `${header}.${body}.${signature.slice(0, -2)}`,
      `${header}.${body}.${signature}AA`,
      `${header}.!!.${signature}`,
      `${Buffer.from("not json").toString("base64url")}.${body}.${signature}`,
      signed({ alg: "HS256" }, ["u1"]),
      signed({ alg: "HS256" }, good, new TextEncoder().encode("x".repeat(32))),
    ])
      expect(await tokens.verify(bad, at), bad).toBeNull();
  });
});
