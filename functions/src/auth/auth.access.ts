import { generate } from "otplib";
import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  ResetPasswordInputSchema,
  StartVerifyInputSchema,
  TwoFactorCodeInputSchema,
  VerifyEmailParamSchema,
} from "#shared/auth/auth.schema";
import {
  LOGIN_ATTEMPTS_PER_CLIENT,
  LOGIN_FAILURES_PER_EMAIL,
  RESET_REQUESTS_PER_CLIENT,
  emailBucket,
} from "./auth.service.js";
import { defineDomainTests, userOf, app, fx } from "../../../tests/helpers/domain-tests/index.js";

/** Fuzzed sign-ins and fresh sessions would otherwise reach the per-client limit (50 in 15 minutes). */
let signIns = 0;
async function clearSignInCounter() {
  if (signIns++ % 10 === 0)
    await app().deps.rateLimiter.clear("login-client:local", LOGIN_ATTEMPTS_PER_CLIENT);
}

/** The fuzzed sign-in is someone of its own, so wrong passwords lock nobody else out; never locked either. */
let signingIn: Promise<{ email: string }> | undefined;
const signInPerson = () =>
  (signingIn ??= fx().person({ ek: ["TEACHER"] }, [], { password: "Elevhalsa2026" }));
async function beforeSignIn() {
  await clearSignInCounter();
  const { email } = await signInPerson();
  await app().deps.rateLimiter.clear(emailBucket("login-failures", email), LOGIN_FAILURES_PER_EMAIL);
}

/**
 * Real reset tokens, from the mails to fresh people; the fuzz asks for another once a run used one. Made eight at a
 * time: forgot-password answers after a fixed quarter second, so they are asked for together.
 */
const resetTokens: string[] = [];
async function resetToken(): Promise<string> {
  if (resetTokens.length === 0) {
    await app().deps.rateLimiter.clear("reset-client:local", RESET_REQUESTS_PER_CLIENT);
    const people = await Promise.all(Array.from({ length: 8 }, () => fx().user("ek")));
    await Promise.all(
      people.map(({ email }) => app().request("POST", "/api/auth/forgot-password", { body: { email } })),
    );
    for (const { email } of people)
      resetTokens.push(/token=([A-Za-z0-9_-]+)/.exec(app().outbox.lastTo(email)!.text)![1]!);
  }
  return resetTokens.pop()!;
}

async function enrolling() {
  const { email } = await fx().person({ ek: ["TEACHER"] }, [], { password: "Elevhalsa2026" });
  const token = await app().login(email);
  const res = await app().request("POST", "/api/auth/two-factor/enrol", { token });
  const { secret } = (await res.json()) as { secret: string };
  const code = await generate({ secret, epoch: Math.floor(app().clock.now().getTime() / 1000) });
  return { path: "/api/auth/two-factor/confirm", body: { code }, token };
}

export const authTests = defineDomainTests({
  domain: "auth",
  rows: [
    {
      route: "POST /api/auth/login",
      call: () => ({
        path: "/api/auth/login",
        body: { email: "teacher@demo.test", password: "Elevhalsa2026" },
      }),
      expect: { default: 200 },
    },
    {
      route: "GET /api/auth/me",
      call: () => ({ path: "/api/auth/me" }),
      expect: { anon: 401, default: 200 },
    },
    {
      route: "POST /api/auth/logout",
      call: () => ({ path: "/api/auth/logout" }),
      expect: { anon: 401, default: 204 },
      freshSession: true,
    },
    {
      route: "POST /api/auth/forgot-password",
      call: () => ({ path: "/api/auth/forgot-password", body: { email: "nobody@demo.test" } }),
      expect: { default: 202 },
    },
    {
      route: "POST /api/auth/reset-password",
      call: () => ({
        path: "/api/auth/reset-password",
        body: { token: "x".repeat(43), password: "NyttLosen1" },
      }),
      expect: { default: 400 },
    },
    {
      route: "POST /api/auth/two-factor/enrol",
      call: () => ({ path: "/api/auth/two-factor/enrol" }),
      expect: { anon: 401, T2: 403, O: 403, S: 403, X: 403, default: 200 },
    },
    {
      route: "POST /api/auth/two-factor/confirm",
      call: () => ({ path: "/api/auth/two-factor/confirm", body: { code: "000000" } }),
      // Signed in but not enrolling (or a wrong code): 400, not 401, so the session is not ended.
      expect: { anon: 401, default: 400 },
    },
    {
      route: "POST /api/emailverification/startverify",
      call: (_actor, userId) => ({
        path: "/api/emailverification/startverify",
        body: { id: userId ?? userOf("T") },
      }),
      expect: { anon: 401, default: 200 },
    },
    {
      route: "GET /api/emailverification/verify/:token",
      call: () => ({ path: `/api/emailverification/verify/${"y".repeat(43)}` }),
      expect: { default: 302 },
    },
  ],
  fuzz: {
    "POST /api/auth/login": {
      actor: "anon",
      body: LoginInputSchema,
      before: beforeSignIn,
      call: async () => ({
        path: "/api/auth/login",
        body: { email: (await signInPerson()).email, password: "Elevhalsa2026" },
      }),
      status: 200,
    },
    "GET /api/auth/me": { actor: "T" },
    "POST /api/auth/logout": { actor: "T", before: clearSignInCounter },
    "POST /api/auth/forgot-password": { actor: "anon", body: ForgotPasswordInputSchema },
    "POST /api/auth/reset-password": {
      actor: "anon",
      body: ResetPasswordInputSchema,
      call: async () => ({
        path: "/api/auth/reset-password",
        body: { token: await resetToken(), password: "NyttLosen1" },
      }),
      status: 200,
    },
    "POST /api/auth/two-factor/enrol": { actor: "T" },
    "POST /api/auth/two-factor/confirm": {
      // A fresh Ekskolan teacher part-way through enrolment, with the right code.
      actor: "T",
      body: TwoFactorCodeInputSchema,
      call: enrolling,
      status: 200,
      before: clearSignInCounter,
    },
    "POST /api/emailverification/startverify": { actor: "T", body: StartVerifyInputSchema },
    "GET /api/emailverification/verify/:token": { actor: "anon", params: VerifyEmailParamSchema },
  },
  massAssignment: {
    "POST /api/auth/login": ["email", "password", "challengeToken", "code"],
    "POST /api/auth/forgot-password": ["email"],
    "POST /api/auth/reset-password": ["token", "password"],
    "POST /api/auth/two-factor/confirm": ["code"],
    "POST /api/emailverification/startverify": ["id"],
  },
  calls: [
    {
      route: "GET /api/auth/me",
      label: "session + one read",
      actor: "T",
      call: () => ({ path: "/api/auth/me" }),
      data: 2,
    },
  ],
});
