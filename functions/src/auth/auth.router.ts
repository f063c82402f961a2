import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import QRCode from "qrcode";
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LoginResponseSchema,
  ResetPasswordInputSchema,
  StartVerifyInputSchema,
  StartVerifyResponseSchema,
  TwoFactorCodeInputSchema,
  TwoFactorEnrolmentSchema,
  VerifyEmailParamSchema,
} from "#shared/auth/auth.schema";
import { OkResponseSchema } from "#shared/common.schema";
import { SignedInUserSchema } from "#shared/users/user.schema";
import { isValidPassword } from "#shared/password";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { requireActor } from "../core/actor.js";
import { clientAddress } from "../core/client-address.js";
import { AppError, badRequest, rateLimited } from "../core/errors.js";
import { validate } from "../core/validate.js";
import { resetPasswordMail, verifyEmailMail } from "../mail/templates.js";
import { coreEntities } from "../core/identity.js";
import { getOrganizationAndSchools } from "../schools/index.js";
import { getUser, getUserByEmail, toSignedInUser, turnTwoFactorOn } from "../users/index.js";
import {
  acceptTotpCode,
  consumeOneTimeToken,
  emailBucket,
  endSessions,
  issueOneTimeToken,
  LOGIN_ATTEMPTS_PER_CLIENT,
  LOGIN_FAILURES_PER_EMAIL,
  newTotpSecret,
  peekOneTimeToken,
  RESET_REQUESTS_PER_CLIENT,
  RESET_REQUESTS_PER_EMAIL,
  startSession,
  TWO_FACTOR_ATTEMPTS_PER_CHALLENGE,
  totpUri,
} from "./auth.service.js";

const passwordRuleError = () => badRequest("passwordRule", ["password"]);

/**
 * The least time POST /auth/forgot-password takes to answer, known email or not: above the time the lookup, the
 * token and the mail take, so what a caller measures is this floor.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250;

export const authRouter = createRouter()
  /**
   * Sign-in. Unknown email and wrong password give the same answer and take the same time (the password is
   * always hashed). Five failures for an email in 15 minutes lock it for the rest of the window (429).
   */
  .post(
    "/auth/login",
    describeRoute({
      summary: "Sign in",
      description:
        "Email and password answer a token, or, with two-factor on, a challenge; the challenge and a TOTP code " +
        "then answer the token. Unknown email and wrong password answer the same 401 (WRONG_CREDENTIALS); five " +
        "failures for an email in 15 minutes lock it for the rest of the window (429).",
      auth: "public",
      responses: { 200: LoginResponseSchema },
      errors: [401, 429],
    }),
    validate("json", LoginInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const client = clientAddress(c, deps.config.mode);
      const perClient = await deps.rateLimiter.hit(`login-client:${client}`, LOGIN_ATTEMPTS_PER_CLIENT);
      if (!perClient.allowed) throw new AppError("RATE_LIMITED");

      if ("challengeToken" in body) {
        const challenge = await peekOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", body.challengeToken);
        if (!challenge) throw new AppError("INVALID_TWO_FACTOR_CODE");
        const tries = await deps.rateLimiter.hit(
          `2fa:${createHash("sha256").update(body.challengeToken).digest("base64url")}`,
          TWO_FACTOR_ATTEMPTS_PER_CHALLENGE,
        );
        if (!tries.allowed) {
          await consumeOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", body.challengeToken);
          throw new AppError("RATE_LIMITED");
        }
        const user = await getUser(deps.db, challenge.userId);
        if (!user?.totpSecret || !(await acceptTotpCode(deps, user, user.totpSecret, body.code))) {
          throw new AppError("INVALID_TWO_FACTOR_CODE");
        }
        if (!(await consumeOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", body.challengeToken))) {
          throw new AppError("INVALID_TWO_FACTOR_CODE");
        }
        return c.json({ token: await startSession(deps, user.id) });
      }

      const failures = emailBucket("login-failures", body.email);
      if (
        (await deps.rateLimiter.count(failures, LOGIN_FAILURES_PER_EMAIL)) >= LOGIN_FAILURES_PER_EMAIL.limit
      ) {
        throw new AppError("RATE_LIMITED");
      }
      const user = await getUserByEmail(deps.db, body.email);
      const ok = await deps.passwords.verify(body.password, user?.passwordHash);
      if (!user || !ok) {
        await deps.rateLimiter.hit(failures, LOGIN_FAILURES_PER_EMAIL);
        throw new AppError("WRONG_CREDENTIALS");
      }
      await deps.rateLimiter.clear(failures, LOGIN_FAILURES_PER_EMAIL);
      if (user.twoStepAuth && user.totpSecret) {
        const challengeToken = await issueOneTimeToken(deps, "TWO_FACTOR_CHALLENGE", user.id);
        return c.json({ twoFactorRequired: true as const, challengeToken });
      }
      return c.json({ token: await startSession(deps, user.id) });
    },
  )

  /** The signed-in user in the spec's shape (section 3). */
  .get(
    "/auth/me",
    describeRoute({ summary: "The signed-in user", responses: { 200: SignedInUserSchema } }),
    requireActor,
    async (c) => {
      const { db } = c.get("deps");
      const { user } = c.get("auth");
      const { organization, schools } = await getOrganizationAndSchools(
        db,
        user.organizationId,
        user.schoolIds,
      );
      return c.json(toSignedInUser(user, c.get("actor").role, organization, schools));
    },
  )

  /** Ends this session on the server (the web also forgets the token). */
  .post(
    "/auth/logout",
    describeRoute({
      summary: "Sign out",
      description: "Ends this session on the server.",
      responses: { 204: null },
      noBody: true,
    }),
    requireActor,
    async (c) => {
      const { db } = c.get("deps");
      await coreEntities(db)
        .session.delete({ userId: c.get("actor").userId, sessionId: c.get("auth").sessionId })
        .go();
      return c.body(null, 204);
    },
  )

  /**
   * Mails a single-use reset link valid for 30 minutes. The answer is the same whether or not the email exists, and
   * so is the work and the time: a token is stored either way (for an unknown email one that belongs to nobody and
   * can never be used), and the answer waits until FORGOT_PASSWORD_ANSWER_MS have passed, which covers sending the
   * mail. So a caller cannot tell which emails have accounts by timing the answer.
   */
  .post(
    "/auth/forgot-password",
    describeRoute({
      summary: "Ask for a password reset link",
      description:
        "Mails a single-use link valid for 30 minutes. The same answer, in the same time, whether or not the " +
        "email has an account.",
      auth: "public",
      responses: { 202: OkResponseSchema },
      errors: [429],
    }),
    validate("json", ForgotPasswordInputSchema),
    async (c) => {
      const started = performance.now();
      const deps = c.get("deps");
      const { email } = c.req.valid("json");
      const perClient = await deps.rateLimiter.hit(
        `reset-client:${clientAddress(c, deps.config.mode)}`,
        RESET_REQUESTS_PER_CLIENT,
      );
      const perEmail = await deps.rateLimiter.hit(emailBucket("reset", email), RESET_REQUESTS_PER_EMAIL);
      if (!perClient.allowed) throw rateLimited("tooManyAttempts");
      const user = perEmail.allowed ? await getUserByEmail(deps.db, email) : null;
      const token = await issueOneTimeToken(deps, "RESET_PASSWORD", user?.id ?? `nobody-${deps.ids.id()}`);
      if (user) {
        const link = `${deps.config.publicBaseUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mailer.send(resetPasswordMail(user.email, link));
      }
      const wait = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      return c.json({ ok: true }, 202);
    },
  )

  /**
   * Sets a new password with a reset (or invitation) link. The link works once; every session of the user ends.
   * It never signs the user in, so two-factor is never bypassed.
   */
  .post(
    "/auth/reset-password",
    describeRoute({
      summary: "Set a new password with a reset link",
      description:
        "The link (reset or invitation) works once (else 400 INVALID_TOKEN); every session of the user ends. It " +
        "never signs the user in.",
      auth: "public",
      responses: { 200: OkResponseSchema },
    }),
    validate("json", ResetPasswordInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const { token, password } = c.req.valid("json");
      if (!isValidPassword(password)) throw passwordRuleError();
      const used = await consumeOneTimeToken(deps, "RESET_PASSWORD", token);
      if (!used) throw new AppError("INVALID_TOKEN");
      const user = await getUser(deps.db, used.userId);
      if (!user) throw new AppError("INVALID_TOKEN");
      await coreEntities(deps.db)
        .user.patch({ id: user.id })
        .set({
          passwordHash: await deps.passwords.hash(password),
          emailverified: true,
          updatedAt: deps.clock.now().toISOString(),
        })
        .add({ version: 1 })
        .go({ response: "none" });
      await endSessions(deps.db, user.id);
      await deps.rateLimiter.clear(emailBucket("login-failures", user.email), LOGIN_FAILURES_PER_EMAIL);
      return c.json({ ok: true });
    },
  )

  /** Starts two-factor enrolment: a new secret and its QR code. Offered when a school has TWOSTEPAUTH. */
  .post(
    "/auth/two-factor/enrol",
    describeRoute({
      summary: "Start two-factor enrolment",
      description:
        "A new TOTP secret and its QR code; offered when one of the user's schools has TWOSTEPAUTH.",
      responses: { 200: TwoFactorEnrolmentSchema },
      errors: [403],
      noBody: true,
    }),
    requireActor,
    async (c) => {
      const deps = c.get("deps");
      const user = await getUser(deps.db, c.get("actor").userId);
      if (!user) throw new AppError("UNAUTHENTICATED");
      const { schools } = await getOrganizationAndSchools(deps.db, user.organizationId, user.schoolIds);
      if (!schools.some((school) => school.subscriptions.includes("TWOSTEPAUTH")))
        throw new AppError("FORBIDDEN");
      const secret = newTotpSecret();
      await coreEntities(deps.db)
        .user.patch({ id: user.id })
        .set({ totpPendingSecret: secret })
        .go({ response: "none" });
      const otpauthUrl = totpUri(secret, user.email);
      return c.json({
        secret,
        otpauthUrl,
        qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
      });
    },
  )

  /** Confirms enrolment with a code from the app; two-factor is on from the next sign-in. */
  .post(
    "/auth/two-factor/confirm",
    describeRoute({
      summary: "Confirm two-factor enrolment",
      description:
        "With a code from the app; two-factor is on from the next sign-in. Answers the signed-in user.",
      responses: { 200: SignedInUserSchema },
    }),
    requireActor,
    validate("json", TwoFactorCodeInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const user = await getUser(deps.db, c.get("actor").userId);
      // A wrong code here is a 400: the session is fine, so the dialog stays and says the code is invalid.
      if (!user?.totpPendingSecret) throw new AppError("TWO_FACTOR_CODE_REJECTED");
      if (!(await acceptTotpCode(deps, user, user.totpPendingSecret, c.req.valid("json").code))) {
        throw new AppError("TWO_FACTOR_CODE_REJECTED");
      }
      await turnTwoFactorOn(deps, user, user.totpPendingSecret);
      const { organization, schools } = await getOrganizationAndSchools(
        deps.db,
        user.organizationId,
        user.schoolIds,
      );
      const updated = await getUser(deps.db, user.id);
      return c.json(toSignedInUser(updated!, c.get("actor").role, organization, schools));
    },
  )

  /** Mails a verification link for the user's own email (spec section 4, Email verification). */
  .post(
    "/emailverification/startverify",
    describeRoute({
      summary: "Mail a link to verify one's email",
      description: "Only for oneself (another user's id answers 404); no mail when already verified.",
      responses: { 200: StartVerifyResponseSchema },
      errors: [404],
    }),
    requireActor,
    validate("json", StartVerifyInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const actor = c.get("actor");
      // Only for oneself; another user's id looks like a missing one.
      if (c.req.valid("json").id !== actor.userId) throw new AppError("NOT_FOUND");
      const user = await getUser(deps.db, actor.userId);
      if (!user) throw new AppError("UNAUTHENTICATED");
      if (!user.emailverified) {
        const token = await issueOneTimeToken(deps, "VERIFY_EMAIL", user.id, { email: user.email });
        const link = `${deps.config.publicBaseUrl}/api/emailverification/verify/${encodeURIComponent(token)}`;
        await deps.mailer.send(verifyEmailMail(user.email, link));
      }
      const { organization, schools } = await getOrganizationAndSchools(
        deps.db,
        user.organizationId,
        user.schoolIds,
      );
      return c.json({
        started: !user.emailverified,
        user: toSignedInUser(user, actor.role, organization, schools),
      });
    },
  )

  /** The link in the verification mail: marks the address verified and sends the browser to the start page. */
  .get(
    "/emailverification/verify/:token",
    describeRoute({
      summary: "The link in the verification mail",
      description:
        "Marks the address verified and redirects the browser to the start page with `?emailverified=true` " +
        "(or `false` for a used, expired or outdated link).",
      auth: "public",
      responses: { 302: null },
    }),
    validate("param", VerifyEmailParamSchema),
    async (c) => {
      const deps = c.get("deps");
      const used = await consumeOneTimeToken(deps, "VERIFY_EMAIL", c.req.valid("param").token);
      let verified = false;
      if (used) {
        const user = await getUser(deps.db, used.userId);
        // A link sent to an address the user has since changed proves nothing about the new one.
        if (user && user.email === used.email) {
          await coreEntities(deps.db)
            .user.patch({ id: user.id })
            .set({ emailverified: true, updatedAt: deps.clock.now().toISOString() })
            .add({ version: 1 })
            .go({ response: "none" });
          verified = true;
        }
      }
      return c.redirect(`${deps.config.publicBaseUrl}/?emailverified=${verified ? "true" : "false"}`, 302);
    },
  );
