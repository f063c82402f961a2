import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("POST /auth/login", () => {
  it("answers a token for the right password and the same 401 for a wrong password or an unknown email", async () => {
    const ok = await t.request("POST", "/api/auth/login", {
      body: { email: "teacher@demo.test", password: "Elevhalsa2026" },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ token: expect.any(String) });

    const wrong = await t.request("POST", "/api/auth/login", {
      body: { email: "head@demo.test", password: "Wrong1234" },
      headers: { "accept-language": "en" },
    });
    const unknown = await t.request("POST", "/api/auth/login", {
      body: { email: "nobody@demo.test", password: "Wrong1234" },
      headers: { "accept-language": "en" },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [
      (await wrong.json()) as { error: { message: string; code: string } },
      (await unknown.json()) as { error: { message: string; code: string } },
    ];
    expect(a.error.message).toBe("Wrong Email or Password");
    expect(b.error).toMatchObject({ code: a.error.code, message: a.error.message });
  });

  it("GET /auth/me answers the signed-in user in the spec's shape", async () => {
    const token = await t.login("teacher@demo.test");
    const res = await t.request("GET", "/api/auth/me", { token });
    expect(res.status).toBe(200);
    const me = (await res.json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      email: "teacher@demo.test",
      roles: ["TEACHER"],
      role: "TEACHER",
      emailverified: true,
      notificationSetting: "ENABLED",
      schools: [{ name: "Ekskolan", subscriptions: ["ELEVHALSA", "EHTCHATTEN", "TWOSTEPAUTH"] }],
      organization: { name: "Demo kommun" },
    });
    expect(me).not.toHaveProperty("passwordHash");
  });
});
