import type { ErrorBody } from "#shared/errors";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t } = useTestApp();

type ErrorJson = {
  error: { code: string; message: string; issues?: { path: unknown[]; message: string }[] };
};
const login = (email: string, password: string, lang = "en") =>
  t.request("POST", "/api/auth/login", { body: { email, password }, headers: { "accept-language": lang } });
const me = (token: string, role?: string) =>
  t.request("GET", "/api/auth/me", { token, ...(role ? { role } : {}) });
const epoch = () => Math.floor(t.clock.now().getTime() / 1000);
const linkToken = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";

describe("sign-in", () => {
  it("answers a token for the right password; a wrong password and an unknown email get the same 401", async () => {
    const ok = await login("teacher@demo.test", DEMO_PASSWORD);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ token: expect.any(String) });
    const wrong = (await (await login("head@demo.test", "Wrong1234")).json()) as ErrorJson;
    const unknown = (await (await login("nobody@demo.test", "Wrong1234")).json()) as ErrorJson;
    expect(wrong.error).toMatchObject({ code: "WRONG_CREDENTIALS", message: "Wrong Email or Password" });
    expect(unknown.error).toMatchObject({ code: wrong.error.code, message: wrong.error.message });
  });

  it("locks an email for the window after five failures, even with the right password, then lets it in again", async () => {
    for (let i = 0; i < 5; i++) expect((await login("admin@demo.test", "Wrong1234")).status).toBe(401);
    const locked = await login("admin@demo.test", DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as ErrorJson).error.message).toBe("You have tried too many login attempts");
    // Other users are not affected.
    expect((await login("head@demo.test", DEMO_PASSWORD)).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect((await login("admin@demo.test", DEMO_PASSWORD)).status).toBe(200);
  });

  it("refuses malformed bodies with 400 and the issues in the caller's language", async () => {
    const res = await t.request("POST", "/api/auth/login", {
      body: { email: "not-an-email", password: "x" },
      headers: { "accept-language": "sv" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.message).toBe("Fyll i all nödvändig information");
  });
});

describe("the actor: token, session, active role", () => {
  it("401 without a token or with a bad one", async () => {
    expect((await t.request("GET", "/api/auth/me")).status).toBe(401);
    expect((await me("abc.def.ghi")).status).toBe(401);
  });
  it("uses X-Active-Role when the user holds it, 403 when not", async () => {
    const token = await t.login("teacher@demo.test");
    expect(((await (await me(token, "TEACHER")).json()) as { role: string }).role).toBe("TEACHER");
    expect((await me(token, "ADMIN")).status).toBe(403);
    expect((await me(token, "NONSENSE")).status).toBe(403);
  });
  it("answers 404 for an X-Active-School the user is not a member of", async () => {
    const token = await t.login("teacher@demo.test");
    const own = await t.request("GET", "/api/auth/me", {
      token,
      headers: { "x-active-school": t.seeded.schoolIds.ek! },
    });
    expect(own.status).toBe(200);
    const other = await t.request("GET", "/api/auth/me", {
      token,
      headers: { "x-active-school": t.seeded.schoolIds.bjork! },
    });
    expect(other.status).toBe(404);
  });
  it("logout ends the session on the server", async () => {
    const { token } = (await (await login("head@demo.test", DEMO_PASSWORD)).json()) as { token: string };
    expect((await me(token)).status).toBe(200);
    expect((await t.request("POST", "/api/auth/logout", { token })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });
  it("a session ends at its expiry even if the item lingers", async () => {
    const { token } = (await (await login("head@demo.test", DEMO_PASSWORD)).json()) as { token: string };
    t.clock.advance(8 * 60 * 60 * 1000 + 1000);
    expect((await me(token)).status).toBe(401);
  });
});

describe("forgot and reset password", () => {
  it("mails a single-use link; the new password works, the old one and every old session do not", async () => {
    const { token: oldSession } = (await (await login("teacher2@demo.test", DEMO_PASSWORD)).json()) as {
      token: string;
    };
    const sent = t.outbox.sent.length;
    expect(
      (await t.request("POST", "/api/auth/forgot-password", { body: { email: "teacher2@demo.test" } }))
        .status,
    ).toBe(202);
    const mail = t.outbox.lastTo("teacher2@demo.test")!;
    expect(t.outbox.sent.length).toBe(sent + 1);
    expect(mail.text).toContain("http://localhost:3000/reset-password?token=");
    const token = linkToken(mail.text);

    const weak = await t.request("POST", "/api/auth/reset-password", {
      body: { token, password: "weakpass" },
      headers: { "accept-language": "en" },
    });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as ErrorJson).error.message).toBe(
      "the password must contain at least 1 uppercase letter, 1 lowercase letter & 1 number",
    );

    expect(
      (await t.request("POST", "/api/auth/reset-password", { body: { token, password: "NyttLosen1" } }))
        .status,
    ).toBe(200);
    expect(
      (await t.request("POST", "/api/auth/reset-password", { body: { token, password: "NyttLosen2" } }))
        .status,
    ).toBe(400);
    expect((await me(oldSession)).status).toBe(401);
    expect((await login("teacher2@demo.test", DEMO_PASSWORD)).status).toBe(401);
    expect((await login("teacher2@demo.test", "NyttLosen1")).status).toBe(200);
  });

  it("a reset link expires after 30 minutes", async () => {
    await t.request("POST", "/api/auth/forgot-password", { body: { email: "mainadmin@demo.test" } });
    const token = linkToken(t.outbox.lastTo("mainadmin@demo.test")!.text);
    t.clock.advance(31 * 60 * 1000);
    const res = await t.request("POST", "/api/auth/reset-password", {
      body: { token, password: "NyttLosen1" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorJson).error.code).toBe("INVALID_TOKEN");
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const before = t.outbox.sent.length;
    const res = await t.request("POST", "/api/auth/forgot-password", { body: { email: "nobody@demo.test" } });
    expect(res.status).toBe(202);
    expect(t.outbox.sent.length).toBe(before);
  });

  it("sends at most three links an hour per email", async () => {
    const before = t.outbox.sent.filter((mail) => mail.to === "owner@demo.test").length;
    for (let i = 0; i < 5; i++)
      await t.request("POST", "/api/auth/forgot-password", { body: { email: "owner@demo.test" } });
    expect(t.outbox.sent.filter((mail) => mail.to === "owner@demo.test").length - before).toBe(3);
  });
});

describe("two-factor (TOTP)", () => {
  it("is offered only when one of the user's schools has TWOSTEPAUTH", async () => {
    const token = await t.login("counselor@other.test");
    expect((await t.request("POST", "/api/auth/two-factor/enrol", { token })).status).toBe(403);
  });

  it("enrols with a QR code, then sign-in needs a code that works once", async () => {
    const token = await t.login("counselor@demo.test");
    const enrol = await t.request("POST", "/api/auth/two-factor/enrol", { token });
    expect(enrol.status).toBe(200);
    const { secret, qrCode, otpauthUrl } = (await enrol.json()) as {
      secret: string;
      qrCode: string;
      otpauthUrl: string;
    };
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    expect(otpauthUrl).toContain("otpauth://totp/");

    const wrongConfirm = await t.request("POST", "/api/auth/two-factor/confirm", {
      token,
      body: { code: "000000" },
    });
    // Not a 401: the session is fine, so the web keeps the user signed in and says the code is wrong.
    expect(wrongConfirm.status).toBe(400);
    expect(((await wrongConfirm.json()) as ErrorBody).error.code).toBe("TWO_FACTOR_CODE_REJECTED");
    expect((await t.request("GET", "/api/auth/me", { token })).status).toBe(200);
    const code = await generate({ secret, epoch: epoch() });
    const confirm = await t.request("POST", "/api/auth/two-factor/confirm", { token, body: { code } });
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as { twoStepAuth: boolean }).twoStepAuth).toBe(true);

    // The school's users list shows the flag.
    const admin = await t.login("admin@demo.test");
    const school = (await (
      await t.request("GET", `/api/schools/${t.seeded.schoolIds.ek}`, { token: admin })
    ).json()) as {
      users: { id: string; twoStepAuth: boolean }[];
    };
    expect(
      school.users.find((user) => user.id === t.seeded.userIds["counselor@demo.test"])?.twoStepAuth,
    ).toBe(true);

    t.clock.advance(30_000);
    const first = (await (await login("counselor@demo.test", DEMO_PASSWORD)).json()) as {
      twoFactorRequired: boolean;
      challengeToken: string;
    };
    expect(first).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    const second = await t.request("POST", "/api/auth/login", {
      body: { challengeToken: first.challengeToken, code: "123456" },
    });
    expect(second.status).toBe(401);
    const good = await generate({ secret, epoch: epoch() });
    const third = await t.request("POST", "/api/auth/login", {
      body: { challengeToken: first.challengeToken, code: good },
    });
    expect(third.status).toBe(200);
    expect(await third.json()).toEqual({ token: expect.any(String) });

    // The same code again, with a fresh challenge: refused (single use).
    const again = (await (await login("counselor@demo.test", DEMO_PASSWORD)).json()) as {
      challengeToken: string;
    };
    const replay = await t.request("POST", "/api/auth/login", {
      body: { challengeToken: again.challengeToken, code: good },
    });
    expect(replay.status).toBe(401);
    // The challenge itself is single use too.
    const reuse = await t.request("POST", "/api/auth/login", {
      body: { challengeToken: first.challengeToken, code: good },
    });
    expect(reuse.status).toBe(401);
    // A reset link never bypasses two-factor: after a reset the next sign-in still asks for a code.
    await t.request("POST", "/api/auth/forgot-password", { body: { email: "counselor@demo.test" } });
    const resetToken = linkToken(t.outbox.lastTo("counselor@demo.test")!.text);
    expect(
      (
        await t.request("POST", "/api/auth/reset-password", {
          body: { token: resetToken, password: "NyttLosen9" },
        })
      ).status,
    ).toBe(200);
    expect(await (await login("counselor@demo.test", "NyttLosen9")).json()).toMatchObject({
      twoFactorRequired: true,
    });
  });

  it("a challenge allows five wrong codes, then it is spent", async () => {
    const token = await t.login("head@demo.test");
    const { secret } = (await (await t.request("POST", "/api/auth/two-factor/enrol", { token })).json()) as {
      secret: string;
    };
    await t.request("POST", "/api/auth/two-factor/confirm", {
      token,
      body: { code: await generate({ secret, epoch: epoch() }) },
    });
    t.clock.advance(30_000);
    const { challengeToken } = (await (await login("head@demo.test", DEMO_PASSWORD)).json()) as {
      challengeToken: string;
    };
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.request("POST", "/api/auth/login", { body: { challengeToken, code: "000000" } })).status,
      ).toBe(401);
    }
    const sixth = await t.request("POST", "/api/auth/login", {
      body: { challengeToken, code: await generate({ secret, epoch: epoch() }) },
    });
    expect(sixth.status).toBe(429);
  });
});

describe("email verification", () => {
  it("a changed email is unverified until the mailed link is opened; the link works once", async () => {
    const { token } = (await (await login("teacher@demo.test", DEMO_PASSWORD)).json()) as { token: string };
    const self = (await (await me(token)).json()) as Record<string, unknown> & { id: string };
    const patch = await t.request("PATCH", "/api/user", {
      token,
      body: {
        id: self.id,
        name: self.name,
        email: "tove@demo.test",
        notificationSetting: "ENABLED",
        twoStepAuth: false,
        hiddenNotificationCategories: [],
        teacherSubjects: ["Svenska"],
        currentPassword: DEMO_PASSWORD,
      },
    });
    expect(patch.status).toBe(200);
    expect(((await patch.json()) as { emailverified: boolean }).emailverified).toBe(false);

    expect(
      (
        await t.request("POST", "/api/emailverification/startverify", {
          token,
          body: { id: t.seeded.userIds["head@demo.test"] },
        })
      ).status,
    ).toBe(404);
    const start = await t.request("POST", "/api/emailverification/startverify", {
      token,
      body: { id: self.id },
    });
    expect(start.status).toBe(200);
    expect(await start.json()).toMatchObject({ started: true, user: { emailverified: false } });
    const link = /(http:\/\/localhost:3000\/api\/emailverification\/verify\/[A-Za-z0-9_-]+)/.exec(
      t.outbox.lastTo("tove@demo.test")!.text,
    )![1]!;
    const path = link.replace("http://localhost:3000", "");
    const open = await t.request("GET", path);
    expect(open.status).toBe(302);
    expect(open.headers.get("location")).toBe("http://localhost:3000/?emailverified=true");
    expect(((await (await me(token)).json()) as { emailverified: boolean }).emailverified).toBe(true);
    expect((await t.request("GET", path)).headers.get("location")).toBe(
      "http://localhost:3000/?emailverified=false",
    );
    // Signing in with the new address works; the old one is free again.
    expect((await login("tove@demo.test", DEMO_PASSWORD)).status).toBe(200);
  });
});
