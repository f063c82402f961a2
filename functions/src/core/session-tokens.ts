import { SignJWT, jwtVerify } from "jose";

export const SESSION_LIFETIME_SECONDS = 8 * 60 * 60;
const ISSUER = "elevhalsa";
const AUDIENCE = "elevhalsa-api";

export interface SessionClaims {
  userId: string;
  sessionId: string;
}

/**
 * Access tokens: HS256 JWTs (jose) that name a server-side session. A valid signature is not enough: the session
 * item must still exist, so logout, password change and user deletion end the token at once.
 */
export interface SessionTokens {
  sign(claims: SessionClaims, issuedAt: Date, expiresAt: Date): Promise<string>;
  verify(token: string, now: Date): Promise<SessionClaims | null>;
}

export function createSessionTokens(key: Uint8Array): SessionTokens {
  return {
    async sign({ userId, sessionId }, issuedAt, expiresAt) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
          currentDate: now,
        });
        if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
