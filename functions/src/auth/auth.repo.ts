import type { Db } from "../db/db.js";
import type { Deps } from "../deps.js";
import { hashSecret } from "../core/ids.js";
import { SESSION_LIFETIME_SECONDS } from "../core/session-tokens.js";
import { isConditionFailure } from "../core/db-errors.js";
import { coreEntities } from "../core/identity.js";
import { authEntities, type OneTimeTokenPurpose } from "./one-time-token.entity.js";

/**
 * The auth domain's reads and writes: sessions, one-time secrets, and the few user fields sign-in owns (password
 * hash, verified email, TOTP secrets). Rules live in auth.service.ts.
 */

/** Lifetimes of the one-time secrets. */
export const TOKEN_LIFETIME_SECONDS: Record<OneTimeTokenPurpose, number> = {
  RESET_PASSWORD: 30 * 60,
  VERIFY_EMAIL: 24 * 60 * 60,
  TWO_FACTOR_CHALLENGE: 5 * 60,
};

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

/** Ends one session (sign-out). */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<void> {
  await coreEntities(db).session.delete({ userId, sessionId }).go();
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

/**
 * Records the TOTP time step a code was accepted in, on condition that it is newer than the last one, so a replayed
 * code fails even under a race. False when an equal or newer step was already recorded.
 */
export async function recordTotpStep(db: Db, userId: string, timeStep: number): Promise<boolean> {
  try {
    await coreEntities(db)
      .user.patch({ id: userId })
      .set({ totpLastStep: timeStep })
      .where((attr, op) => `(${op.notExists(attr.totpLastStep)} OR ${op.lt(attr.totpLastStep, timeStep)})`)
      .go({ response: "none" });
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Keeps a TOTP secret until enrolment is confirmed with a code. */
export async function savePendingTotpSecret(db: Db, userId: string, secret: string): Promise<void> {
  await coreEntities(db)
    .user.patch({ id: userId })
    .set({ totpPendingSecret: secret })
    .go({ response: "none" });
}

/** A new password set with a reset (or invitation) link: the link came by mail, so the address is verified too. */
export async function saveResetPassword(
  deps: Pick<Deps, "db" | "clock">,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await coreEntities(deps.db)
    .user.patch({ id: userId })
    .set({ passwordHash, emailverified: true, updatedAt: deps.clock.now().toISOString() })
    .add({ version: 1 })
    .go({ response: "none" });
}

/** Marks the user's address verified (the link in the verification mail). */
export async function markEmailVerified(deps: Pick<Deps, "db" | "clock">, userId: string): Promise<void> {
  await coreEntities(deps.db)
    .user.patch({ id: userId })
    .set({ emailverified: true, updatedAt: deps.clock.now().toISOString() })
    .add({ version: 1 })
    .go({ response: "none" });
}
