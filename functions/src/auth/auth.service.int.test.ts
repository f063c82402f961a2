import { describe, expect, it } from "vitest";
import { contextFor } from "../../../tests/helpers/request-context.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { getUser } from "../core/identity.js";
import { AppError } from "../core/errors.js";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import {
  confirmTwoFactor,
  forgotPassword,
  resetPassword,
  signIn,
  startTwoFactorEnrolment,
} from "./auth.service.js";

/** The auth rules called as plain functions (a context and an input), without HTTP. */
const { t } = useTestApp();

const client = "service-test";
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable("should have failed"),
    (err: unknown) => {
      expect(err).toBeInstanceOf(AppError);
      return err as AppError;
    },
  );

describe("signIn", () => {
  it("counts each wrong password toward the lockout: five answer WRONG_CREDENTIALS, the sixth 429 even when right", async () => {
    const email = "teacher@demo.test";
    for (let i = 0; i < 5; i++) {
      const wrong = await failure(signIn({ deps: t.deps }, { email, password: "Wrong1234", client }));
      expect(wrong.code).toBe("WRONG_CREDENTIALS");
      expect(wrong.status).toBe(401);
    }
    const locked = await failure(signIn({ deps: t.deps }, { email, password: DEMO_PASSWORD, client }));
    expect(locked.code).toBe("RATE_LIMITED");
    expect(locked.status).toBe(429);

    t.clock.advance(15 * 60 * 1000);
    expect(await signIn({ deps: t.deps }, { email, password: DEMO_PASSWORD, client })).toEqual({
      token: expect.any(String),
    });
  });
});

describe("resetPassword", () => {
  it("a reset link works once; the new password signs in", async () => {
    const email = "head@demo.test";
    await forgotPassword({ deps: t.deps }, { email, client });
    const token = /token=([A-Za-z0-9_-]+)/.exec(t.outbox.lastTo(email)?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");

    await resetPassword({ deps: t.deps }, { token, password: "Nytt-Losen-2026" });
    const again = await failure(resetPassword({ deps: t.deps }, { token, password: "Annat-Losen-2026" }));
    expect(again.code).toBe("INVALID_TOKEN");
    expect(again.status).toBe(400);

    expect(await signIn({ deps: t.deps }, { email, password: "Nytt-Losen-2026", client })).toEqual({
      token: expect.any(String),
    });
  });
});

describe("confirmTwoFactor", () => {
  it("a wrong enrolment code answers TWO_FACTOR_CODE_REJECTED and leaves two-factor off", async () => {
    const ctx = await contextFor(t, "counselor@demo.test");
    const { secret } = await startTwoFactorEnrolment(ctx);
    expect(secret).toEqual(expect.any(String));

    const rejected = await failure(confirmTwoFactor(ctx, { code: "000000" }));
    expect(rejected.code).toBe("TWO_FACTOR_CODE_REJECTED");
    expect(rejected.status).toBe(400);

    const user = await getUser(t.deps.db, ctx.actor.userId);
    expect(user?.twoStepAuth ?? false).toBe(false);
    expect(user?.totpSecret).toBeUndefined();
    expect(user?.totpPendingSecret).toBe(secret);
  });
});
