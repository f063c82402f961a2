import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../functions/src/local/demo-data.js";
import { createTestApp, type TestApp } from "./helpers/test-app.js";

/** Canary strings sent through every sensitive path must never appear in a log line. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("logs", () => {
  it("carry no passwords, tokens, codes, reset links or pupil names", async () => {
    const canaryPassword = "Kanariefagel1Losen";
    const canaryCurrent = "Kanariefagel2Nuvarande";
    await t.request("POST", "/api/auth/login", {
      body: { email: "teacher@demo.test", password: canaryPassword },
    });
    const token = await t.login("counselor@demo.test");
    const me = (await (await t.request("GET", "/api/auth/me", { token })).json()) as Record<string, unknown>;
    const ownSettings = {
      ...me,
      password: canaryPassword,
      role: undefined,
      roles: undefined,
      organizationRoles: undefined,
      organization: undefined,
      schools: undefined,
      twoStepAuthAvailable: undefined,
      version: undefined,
      emailverified: undefined,
      subRole: undefined,
    };
    // A wrong current password (refused) and the right one (saved): neither reaches the logs.
    const refused = await t.request("PATCH", "/api/user", {
      token,
      body: { ...ownSettings, currentPassword: canaryCurrent },
    });
    expect(refused.status).toBe(400);
    const saved = await t.request("PATCH", "/api/user", {
      token,
      body: { ...ownSettings, currentPassword: DEMO_PASSWORD },
    });
    expect(saved.status).toBe(200);
    const enrol = (await (await t.request("POST", "/api/auth/two-factor/enrol", { token })).json()) as {
      secret: string;
    };
    const code = await generate({ secret: enrol.secret, epoch: Math.floor(t.clock.now().getTime() / 1000) });
    await t.request("POST", "/api/auth/two-factor/confirm", { token, body: { code } });
    await t.request("POST", "/api/auth/forgot-password", { body: { email: "head@demo.test" } });
    const resetToken = /token=([A-Za-z0-9_-]+)/.exec(t.outbox.lastTo("head@demo.test")!.text)![1]!;
    await t.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: canaryPassword },
    });
    const admin = await t.login("admin@demo.test");
    const pupil = (await (
      await t.request("POST", "/api/student", {
        token: admin,
        body: { name: "Kanarie Elevsson", schoolId: t.seeded.schoolIds.ek },
      })
    ).json()) as { id: string };
    await t.request("GET", `/api/student/${pupil.id}`, { token: admin });
    await t.request("GET", `/api/emailverification/verify/${resetToken}`);

    const logs = t.logLines.join("\n");
    expect(t.logLines.length).toBeGreaterThan(8);
    for (const secret of [
      canaryPassword,
      canaryCurrent,
      token,
      admin,
      enrol.secret,
      code,
      resetToken,
      "Kanarie Elevsson",
    ]) {
      expect(logs).not.toContain(secret);
    }
    // Every request line carries its request id.
    for (const line of t.logLines.filter((entry) => entry.includes('"msg":"request"'))) {
      expect(JSON.parse(line)).toMatchObject({
        requestId: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
      });
    }
  });
});
