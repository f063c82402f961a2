import { createHash } from "node:crypto";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import type { Db } from "../db/db.js";
import type { Deps } from "../deps.js";
import { hashSecret } from "../core/ids.js";
import { SESSION_LIFETIME_SECONDS } from "../core/session-tokens.js";
import { isConditionFailure } from "../core/db-errors.js";
import { coreEntities } from "../core/identity.js";
import { authEntities, type OneTimeTokenPurpose } from "./one-time-token.entity.js";

/** Lifetimes of the one-time secrets. */
export const TOKEN_LIFETIME_SECONDS: Record<OneTimeTokenPurpose, number> = {
  RESET_PASSWORD: 30 * 60,
  VERIFY_EMAIL: 24 * 60 * 60,
  TWO_FACTOR_CHALLENGE: 5 * 60,
};
/** An invitation (first password) link lives longer than a forgotten-password link. */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Rate rules (fixed windows in the table). */
export const LOGIN_FAILURES_PER_EMAIL = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_ATTEMPTS_PER_CLIENT = { limit: 50, windowSeconds: 15 * 60 };
export const RESET_REQUESTS_PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };
export const RESET_REQUESTS_PER_CLIENT = { limit: 20, windowSeconds: 60 * 60 };
export const TWO_FACTOR_ATTEMPTS_PER_CHALLENGE = { limit: 5, windowSeconds: 5 * 60 };

/** Rate-limit buckets name an email by its hash, so the table holds no address in clear beside the user. */
export const emailBucket = (prefix: string, email: string) =>
  `${prefix}:${createHash("sha256").update(email).digest("base64url")}`;

/**
 * Checks the current password given with an account change (email, password, two-factor off). Wrong answers count
 * against the same lockout as sign-in, so a stolen session cannot guess the password here instead.
 * Answers "locked" while the email is locked, "wrong" for a missing or wrong password, else "ok".
 */
export async function checkCurrentPassword(
  deps: Deps,
  user: { email: string; passwordHash?: string | undefined },
  password: string | undefined,
): Promise<"ok" | "wrong" | "locked"> {
  const failures = emailBucket("login-failures", user.email);
  if ((await deps.rateLimiter.count(failures, LOGIN_FAILURES_PER_EMAIL)) >= LOGIN_FAILURES_PER_EMAIL.limit) {
    return "locked";
  }
  if (password && (await deps.passwords.verify(password, user.passwordHash))) return "ok";
  if (password) await deps.rateLimiter.hit(failures, LOGIN_FAILURES_PER_EMAIL);
  return "wrong";
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Starts a server-side session and signs its access token. */
export async function startSession(deps: Deps, userId: string): Promise<string> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_SECONDS * 1000);
  const sessionId = deps.ids.secret();
  await coreEntities(deps.db)
    .session.create({
      userId,
      sessionId,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ttl: epochSeconds(expiresAt),
    })
    .go({ response: "none" });
  return deps.sessionTokens.sign({ userId, sessionId }, now, expiresAt);
}

/** Ends every session of a user, except `keep` (the one making a password change). */
export async function endSessions(db: Db, userId: string, keep?: string): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: { sessionId: string }[]; cursor: string | null } = await coreEntities(db)
      .session.query.byUser({ userId })
      .go({ cursor, limit: 100, attributes: ["sessionId"] });
    const ended = page.data.filter((session) => session.sessionId !== keep);
    if (ended.length > 0)
      await coreEntities(db)
        .session.delete(ended.map(({ sessionId }) => ({ userId, sessionId })))
        .go();
    cursor = page.cursor;
  } while (cursor);
}

/** Issues a one-time secret: the caller mails it or returns it; only its hash is stored. */
export async function issueOneTimeToken(
  deps: Deps,
  purpose: OneTimeTokenPurpose,
  userId: string,
  options: { email?: string; lifetimeSeconds?: number } = {},
): Promise<string> {
  const secret = deps.ids.secret();
  const expiresAt = new Date(
    deps.clock.now().getTime() + (options.lifetimeSeconds ?? TOKEN_LIFETIME_SECONDS[purpose]) * 1000,
  );
  await authEntities(deps.db)
    .oneTimeToken.create({
      hash: hashSecret(secret),
      purpose,
      userId,
      ...(options.email ? { email: options.email } : {}),
      expiresAt: expiresAt.toISOString(),
      ttl: epochSeconds(expiresAt),
    })
    .go({ response: "none" });
  return secret;
}

/** Reads a one-time secret without using it up (the two-factor challenge allows a few tries). */
export async function peekOneTimeToken(deps: Deps, purpose: OneTimeTokenPurpose, secret: string) {
  const { data } = await authEntities(deps.db)
    .oneTimeToken.get({ hash: hashSecret(secret) })
    .go({ consistent: true });
  if (!data || data.purpose !== purpose || data.expiresAt <= deps.clock.now().toISOString()) return null;
  return data;
}

/**
 * Uses up a one-time secret: a conditional delete, so of two concurrent uses only one gets the item. Expired or
 * wrong-purpose secrets give null.
 */
export async function consumeOneTimeToken(deps: Deps, purpose: OneTimeTokenPurpose, secret: string) {
  try {
    const { data } = await authEntities(deps.db)
      .oneTimeToken.delete({ hash: hashSecret(secret) })
      .where((attr, op) => op.exists(attr.hash))
      .go({ response: "all_old" });
    if (!data || data.purpose !== purpose || data.expiresAt <= deps.clock.now().toISOString()) return null;
    return data;
  } catch (err) {
    if (isConditionFailure(err)) return null;
    throw err;
  }
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: "Elevhälsa", label: email, secret });
}

/**
 * Checks a TOTP code (one step of clock drift either way) and makes it single-use: the accepted time step is
 * stored with a condition that it is newer than the last one, so a replayed code fails even under a race.
 */
export async function acceptTotpCode(
  deps: Deps,
  user: { id: string; totpLastStep?: number | undefined },
  secret: string,
  code: string,
): Promise<boolean> {
  const epoch = epochSeconds(deps.clock.now());
  const result = await verifyTotp({
    secret,
    token: code,
    epoch,
    epochTolerance: 30,
    ...(user.totpLastStep !== undefined ? { afterTimeStep: user.totpLastStep } : {}),
  });
  if (!result.valid) return false;
  const timeStep = Math.floor(epoch / 30) + result.delta;
  try {
    await coreEntities(deps.db)
      .user.patch({ id: user.id })
      .set({ totpLastStep: timeStep })
      .where((attr, op) => `(${op.notExists(attr.totpLastStep)} OR ${op.lt(attr.totpLastStep, timeStep)})`)
      .go({ response: "none" });
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
