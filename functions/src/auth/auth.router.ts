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
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { clientAddress } from "../core/client-address.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  confirmTwoFactor,
  currentUser,
  forgotPassword,
  resetPassword,
  signIn,
  signOut,
  startEmailVerification,
  startTwoFactorEnrolment,
  verifyEmail,
} from "./auth.service.js";

export { FORGOT_PASSWORD_ANSWER_MS } from "./auth.service.js";

/**
 * Sign-in, sign-out, password reset, email verification and two-factor enrolment: validate, call one function of
 * auth.service.ts, respond. Public routes have no actor: they pass the dependencies, and the client's address
 * (for the rate limits) with the input.
 */
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
      const input = { ...c.req.valid("json"), client: clientAddress(c, deps.config.mode) };
      return c.json(await signIn({ deps }, input));
    },
  )

  /** The signed-in user in the spec's shape (section 3). */
  .get(
    "/auth/me",
    describeRoute({ summary: "The signed-in user", responses: { 200: SignedInUserSchema } }),
    requireActor,
    async (c) => {
      return c.json(await currentUser(contextOf(c)));
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
      await signOut(contextOf(c));
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
      const deps = c.get("deps");
      await forgotPassword({ deps }, { ...c.req.valid("json"), client: clientAddress(c, deps.config.mode) });
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
      await resetPassword({ deps: c.get("deps") }, c.req.valid("json"));
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
      return c.json(await startTwoFactorEnrolment(contextOf(c)));
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
      return c.json(await confirmTwoFactor(contextOf(c), c.req.valid("json")));
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
      return c.json(await startEmailVerification(contextOf(c), c.req.valid("json")));
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
      return c.redirect(await verifyEmail({ deps: c.get("deps") }, c.req.valid("param")), 302);
    },
  );
