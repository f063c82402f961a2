import { createHmac, timingSafeEqual } from "node:crypto";

export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
const ISSUER = "elevhalsa";
const AUDIENCE = "elevhalsa-api";

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/**
 * Access tokens: HS256 JWTs (RFC 7519) that name a server-side session. A valid signature is not enough: the session
 * item must still exist, so logout, password change and user deletion end the token at once.
 */
export interface SessionTokens {
  sign(claims: SessionClaims, issuedAt: Date, expiresAt: Date): Promise<string>;
  verify(token: string, now: Date): Promise<SessionClaims | null>;
}

/** The one header this server writes and accepts: HS256, no other algorithm, no critical extensions. */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256" })).toString("base64url");
const SEGMENT = /^[A-Za-z0-9_-]+$/;

const json = (segment: string): unknown => {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Signed and checked with node:crypto's HMAC rather than a JOSE library: the library verifies through WebCrypto,
 * whose first use loads and sets up Node's WebCrypto layer, a cost every Lambda's cold start paid on its first
 * request (bench: tests/bench/lambda-bundles.ts). The tokens are the same standard JWTs as before.
 */
export function createSessionTokens(key: Uint8Array): SessionTokens {
  const mac = (input: string) => createHmac("sha256", key).update(input).digest();
  return {
    async sign({ userId, sessionId }, issuedAt, expiresAt) {
      const claims = {
        sid: sessionId,
        sub: userId,
        iss: ISSUER,
        aud: AUDIENCE,
        iat: Math.floor(issuedAt.getTime() / 1000),
        exp: Math.floor(expiresAt.getTime() / 1000),
      };
      const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
      return `${input}.${mac(input).toString("base64url")}`;
    },
    async verify(token, now) {
      const parts = token.split(".");
      if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
      const [header, body, signature] = parts as [string, string, string];
      const head = json(header);
      if (!isObject(head) || head.alg !== "HS256" || "crit" in head || "b64" in head) return null;
      const expected = mac(`${header}.${body}`);
      const given = Buffer.from(signature, "base64url");
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const payload = json(body);
      if (!isObject(payload)) return null;
      const seconds = Math.floor(now.getTime() / 1000);
      const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (payload.iss !== ISSUER || !audience.includes(AUDIENCE)) return null;
      if (typeof payload.exp !== "number" || payload.exp <= seconds) return null;
      if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || payload.nbf > seconds))
        return null;
      if (payload.iat !== undefined && typeof payload.iat !== "number") return null;
      if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
      return { userId: payload.sub, sessionId: payload.sid };
    },
  };
}
