import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { generateSecret, generateURI, verify as verifyTotp } from "otplib";
import QRCode from "qrcode";
import type {
  LoginInput,
  LoginResponse,
  StartVerifyResponse,
  TwoFactorEnrolment,
} from "#shared/auth/auth.schema";
import { isValidPassword } from "#shared/password";
import type { SignedInUser } from "#shared/users/user.schema";
import type { Deps } from "../deps.js";
import { AppError, badRequest, rateLimited } from "../core/errors.js";
import type { RequestContext } from "../core/request-context.js";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates.js";
import { getOrganizationAndSchools } from "../schools/index.js";
import { getUser, getUserByEmail, toSignedInUser, turnTwoFactorOn, type UserItem } from "../users/index.js";
import {
  consumeOneTimeToken,
  endSession,
  endSessions,
  issueOneTimeToken,
  markEmailVerified,
  peekOneTimeToken,
  recordTotpStep,
  savePendingTotpSecret,
  saveResetPassword,
  startSession,
} from "./auth.repo.js";

/**
 * Sign-in and what protects it: password and two-factor sign-in, sign-out, forgotten and reset passwords, email
 * verification and two-factor enrolment. Public routes have no actor, so their functions take only the
 * dependencies, and the client's address (for the rate limits) comes with the input, as the router computes it.
 */

export { endSessions, issueOneTimeToken, startSession } from "./auth.repo.js";

/** What a public route (no actor) passes down. */
export type PublicContext = Pick<RequestContext, "deps">;

/** An invitation (first password) link lives longer than a forgotten-password link. */
export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** Rate rules (fixed windows in the table). */
export const LOGIN_FAILURES_PER_EMAIL = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_ATTEMPTS_PER_CLIENT = { limit: 50, windowSeconds: 15 * 60 };
export const RESET_REQUESTS_PER_EMAIL = { limit: 3, windowSeconds: 60 * 60 };
export const RESET_REQUESTS_PER_CLIENT = { limit: 20, windowSeconds: 60 * 60 };
export const TWO_FACTOR_ATTEMPTS_PER_CHALLENGE = { limit: 5, windowSeconds: 5 * 60 };

/**
 * The least time forgotPassword takes to answer, known email or not: above the time the lookup, the token and the
 * mail take, so what a caller measures is this floor.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250;

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
  const epoch = Math.floor(deps.clock.now().getTime() / 1000);
  const result = await verifyTotp({
    secret,
    token: code,
    epoch,
    epochTolerance: 30,
    ...(user.totpLastStep !== undefined ? { afterTimeStep: user.totpLastStep } : {}),
  });
  if (!result.valid) return false;
  return recordTotpStep(deps.db, user.id, Math.floor(epoch / 30) + result.delta);
}

/** The signed-in user in the spec's shape (section 3), as the actor sees themselves. */
async function signedInUserOf(ctx: RequestContext, user: UserItem): Promise<SignedInUser> {
  const { organization, schools } = await getOrganizationAndSchools(
    ctx.deps.db,
    user.organizationId,
    user.schoolIds,
  );
  return toSignedInUser(user, ctx.actor.role, organization, schools);
}

/**
 * Sign-in. Unknown email and wrong password give the same answer and take the same time (the password is always
 * hashed). Five failures for an email in 15 minutes lock it for the rest of the window (429). With two-factor on,
 * the password answers a challenge, and the challenge with a TOTP code answers the token.
 */
export async function signIn(
  ctx: PublicContext,
  input: LoginInput & { client: string },
): Promise<LoginResponse> {
  const { deps } = ctx;
  const perClient = await deps.rateLimiter.hit(`login-client:${input.client}`, LOGIN_ATTEMPTS_PER_CLIENT);
  if (!perClient.allowed) throw new AppError("RATE_LIMITED");

  if ("challengeToken" in input) {
    const challenge = await peekOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", input.challengeToken);
    if (!challenge) throw new AppError("INVALID_TWO_FACTOR_CODE");
    const tries = await deps.rateLimiter.hit(
      `2fa:${createHash("sha256").update(input.challengeToken).digest("base64url")}`,
      TWO_FACTOR_ATTEMPTS_PER_CHALLENGE,
    );
    if (!tries.allowed) {
      await consumeOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", input.challengeToken);
      throw new AppError("RATE_LIMITED");
    }
    const user = await getUser(deps.db, challenge.userId);
    if (!user?.totpSecret || !(await acceptTotpCode(deps, user, user.totpSecret, input.code))) {
      throw new AppError("INVALID_TWO_FACTOR_CODE");
    }
    if (!(await consumeOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", input.challengeToken))) {
      throw new AppError("INVALID_TWO_FACTOR_CODE");
    }
    return { token: await startSession(deps, user.id) };
  }

  const failures = emailBucket("login-failures", input.email);
  if ((await deps.rateLimiter.count(failures, LOGIN_FAILURES_PER_EMAIL)) >= LOGIN_FAILURES_PER_EMAIL.limit) {
    throw new AppError("RATE_LIMITED");
  }
  const user = await getUserByEmail(deps.db, input.email);
  const ok = await deps.passwords.verify(input.password, user?.passwordHash);
  if (!user || !ok) {
    await deps.rateLimiter.hit(failures, LOGIN_FAILURES_PER_EMAIL);
    throw new AppError("WRONG_CREDENTIALS");
  }
  await deps.rateLimiter.clear(failures, LOGIN_FAILURES_PER_EMAIL);
  if (user.twoStepAuth && user.totpSecret) {
    const challengeToken = await issueOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", user.id);
    return { twoFactorRequired: true as const, challengeToken };
  }
  return { token: await startSession(deps, user.id) };
}

/** The signed-in user in the spec's shape (section 3). */
export async function currentUser(ctx: RequestContext): Promise<SignedInUser> {
  return signedInUserOf(ctx, ctx.auth.user);
}

/** Ends this session on the server (the web also forgets the token). */
export async function signOut(ctx: RequestContext): Promise<void> {
  await endSession(ctx.deps.db, ctx.actor.userId, ctx.auth.sessionId);
}

/**
 * Mails a single-use reset link valid for 30 minutes. The answer is the same whether or not the email exists, and
 * so is the work and the time: a token is stored either way (for an unknown email one that belongs to nobody and
 * can never be used), and the answer waits until FORGOT_PASSWORD_ANSWER_MS have passed, which covers sending the
 * mail. So a caller cannot tell which emails have accounts by timing the answer.
 */
export async function forgotPassword(
  ctx: PublicContext,
  input: { email: string; client: string },
): Promise<void> {
  const started = performance.now();
  const { deps } = ctx;
  const perClient = await deps.rateLimiter.hit(`reset-client:${input.client}`, RESET_REQUESTS_PER_CLIENT);
  const perEmail = await deps.rateLimiter.hit(emailBucket("reset", input.email), RESET_REQUESTS_PER_EMAIL);
  if (!perClient.allowed) throw rateLimited("tooManyAttempts");
  const user = perEmail.allowed ? await getUserByEmail(deps.db, input.email) : null;
  const token = await issueOneTimeToken(deps, "RESET_PASSWORD", user?.id ?? `nobody-${deps.ids.id()}`);
  if (user) {
    const link = `${deps.config.publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(resetPasswordMail(user.email, link));
  }
  const wait = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - started);
  if (wait > 0) await sleep(wait);
}

/**
 * Sets a new password with a reset (or invitation) link. The link works once; every session of the user ends.
 * It never signs the user in, so two-factor is never bypassed.
 */
export async function resetPassword(
  ctx: PublicContext,
  input: { token: string; password: string },
): Promise<void> {
  const { deps } = ctx;
  if (!isValidPassword(input.password)) throw badRequest("passwordRule", ["password"]);
  const used = await consumeOneTimeToken(deps, "RESET_PASSWORD", input.token);
  if (!used) throw new AppError("INVALID_TOKEN");
  const user = await getUser(deps.db, used.userId);
  if (!user) throw new AppError("INVALID_TOKEN");
  await saveResetPassword(deps, user.id, await deps.passwords.hash(input.password));
  await endSessions(deps.db, user.id);
  await deps.rateLimiter.clear(emailBucket("login-failures", user.email), LOGIN_FAILURES_PER_EMAIL);
}

/** Starts two-factor enrolment: a new secret and its QR code. Offered when a school has TWOSTEPAUTH. */
export async function startTwoFactorEnrolment(ctx: RequestContext): Promise<TwoFactorEnrolment> {
  const { deps } = ctx;
  const user = await getUser(deps.db, ctx.actor.userId);
  if (!user) throw new AppError("UNAUTHENTICATED");
  const { schools } = await getOrganizationAndSchools(deps.db, user.organizationId, user.schoolIds);
  if (!schools.some((school) => school.subscriptions.includes("TWOSTEPAUTH")))
    throw new AppError("FORBIDDEN");
  const secret = newTotpSecret();
  await savePendingTotpSecret(deps.db, user.id, secret);
  const otpauthUrl = totpUri(secret, user.email);
  return {
    secret,
    otpauthUrl,
    qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
  };
}

/** Confirms enrolment with a code from the app; two-factor is on from the next sign-in. */
export async function confirmTwoFactor(ctx: RequestContext, input: { code: string }): Promise<SignedInUser> {
  const { deps } = ctx;
  const user = await getUser(deps.db, ctx.actor.userId);
  // A wrong code here is a 400: the session is fine, so the dialog stays and says the code is invalid.
  if (!user?.totpPendingSecret) throw new AppError("TWO_FACTOR_CODE_REJECTED");
  if (!(await acceptTotpCode(deps, user, user.totpPendingSecret, input.code))) {
    throw new AppError("TWO_FACTOR_CODE_REJECTED");
  }
  await turnTwoFactorOn(deps, user, user.totpPendingSecret);
  const updated = await getUser(deps.db, user.id);
  return signedInUserOf(ctx, updated!);
}

/** Mails a verification link for the user's own email (spec section 4, Email verification). */
export async function startEmailVerification(
  ctx: RequestContext,
  input: { id: string },
): Promise<StartVerifyResponse> {
  const { deps, actor } = ctx;
  // Only for oneself; another user's id looks like a missing one.
  if (input.id !== actor.userId) throw new AppError("NOT_FOUND");
  const user = await getUser(deps.db, actor.userId);
  if (!user) throw new AppError("UNAUTHENTICATED");
  if (!user.emailverified) {
    const token = await issueOneTimeToken(deps, "VERIFY_EMAIL", user.id, { email: user.email });
    const link = `${deps.config.publicBaseUrl}/api/emailverification/verify/${encodeURIComponent(token)}`;
    await deps.mailer.send(verifyEmailMail(user.email, link));
  }
  return { started: !user.emailverified, user: await signedInUserOf(ctx, user) };
}

/**
 * The link in the verification mail: marks the address verified. Answers where the browser goes next, the start
 * page with `?emailverified=true`, or `false` for a used, expired or outdated link.
 */
export async function verifyEmail(ctx: PublicContext, input: { token: string }): Promise<string> {
  const { deps } = ctx;
  const used = await consumeOneTimeToken(deps, "VERIFY_EMAIL", input.token);
  let verified = false;
  if (used) {
    const user = await getUser(deps.db, used.userId);
    // A link sent to an address the user has since changed proves nothing about the new one.
    if (user && user.email === used.email) {
      await markEmailVerified(deps, user.id);
      verified = true;
    }
  }
  return `${deps.config.publicBaseUrl}/?emailverified=${verified ? "true" : "false"}`;
}
