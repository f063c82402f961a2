import { generate } from "otplib";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../functions/src/local/demo-data.js";
import { asCloudClient } from "./helpers/canary.js";
import { schoolCodeOf } from "./helpers/external-page.js";
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

  it("keep no line at all of an anonymous sender's request: whistles, reports and their receipt threads, errors and rate limits included", async () => {
    // A test app of its own: the test above changes the head's password.
    const t = await createTestApp();
    const code = await schoolCodeOf(t, t.seeded.schoolIds.ek!);
    const teacher = await t.login("teacher@demo.test");
    const external = (path: string, body: unknown, client = "198.51.100.10") =>
      asCloudClient(t, () =>
        t.request("POST", `/api/external${path}`, { body, headers: { "x-forwarded-for": client } }),
      );
    const story = {
      reporter: "PUPIL",
      victim: "Jag, i 8A",
      incidentDetails: "Någon tar min mössa varje rast.",
      when: "2026-11-18T18:00:00.000Z",
      location: "Skolgården",
      witness: "Ingen",
      hasContactedSchool: "NO",
      hasContactedParents: "IDK",
    };
    const logsBefore = t.logLines.length;
    const countsBefore = new Map(t.deps.logger.unwrittenCounts);

    const whistle = await external("/whistle", { code, message: "Något har hänt.", recipient: "HEAD" });
    expect(whistle.status).toBe(201);
    const { receipt: whistleReceipt } = (await whistle.json()) as { receipt: string };
    expect((await external("/whistle/thread", { receipt: whistleReceipt })).status).toBe(200);
    expect((await external("/whistle/addition", { receipt: whistleReceipt, message: "Mer." })).status).toBe(
      201,
    );
    expect((await external("/whistle", { code, recipient: "NOBODY" })).status).toBe(400);
    const report = await external("/report", { code, ...story });
    expect(report.status).toBe(201);
    const { receipt: reportReceipt } = (await report.json()) as { receipt: string };
    expect((await external("/report/thread", { receipt: reportReceipt })).status).toBe(200);
    expect((await external("/report/addition", { receipt: reportReceipt, message: "Mer." })).status).toBe(
      201,
    );
    expect((await external("/report", { code, reporter: "NOBODY" })).status).toBe(400);
    // A mail that fails during a report is counted, not logged.
    const send = t.deps.mailer.send.bind(t.deps.mailer);
    t.deps.mailer.send = () => Promise.reject(new Error("SES is down"));
    try {
      expect((await external("/report", { code, ...story })).status).toBe(201);
    } finally {
      t.deps.mailer.send = send;
    }
    // A staff member's whistle, and a client that guesses codes until it is refused.
    const staff = await t.request("POST", "/api/whistle", {
      token: teacher,
      body: { schoolId: t.seeded.schoolIds.ek, message: "Från personal.", recipient: "HEAD" },
    });
    expect(staff.status).toBe(201);
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++)
      status = (
        await external("/whistle", { code: "AAAAAAAA", message: "x", recipient: "HEAD" }, "192.0.2.9")
      ).status;
    expect(status).toBe(429);

    expect(t.logLines.slice(logsBefore)).toEqual([]);
    // What is counted: outcomes by status, with no route, time or request id; a staff request still logs.
    const counted = (key: string) =>
      (t.deps.logger.unwrittenCounts.get(key) ?? 0) - (countsBefore.get(key) ?? 0);
    expect(counted("info request 201")).toBe(6);
    expect(counted("error external report mail failed")).toBeGreaterThanOrEqual(1);
    expect(counted("info request 400")).toBe(2);
    expect(counted("info request 429")).toBe(1);
    expect(counted("info request 404")).toBeGreaterThanOrEqual(1);
    await t.request("GET", "/api/auth/me", { token: teacher });
    expect(t.logLines.slice(logsBefore)).toHaveLength(1);
  });
});
