import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t } = useTestApp();

describe("reports to support", () => {
  it("a bug report is mailed to the support address with who sent it and from which page", async () => {
    const token = await t.login("teacher@demo.test");
    const res = await t.request("POST", "/api/bug-reports", {
      token,
      body: { description: "Sparaknappen svarar inte", page: "/class/abc" },
    });
    expect(res.status).toBe(202);
    const mail = t.outbox.lastTo("support@elevhalsa.local")!;
    expect(mail.subject).toContain("/class/abc");
    expect(mail.text).toContain("Tove Lärare <teacher@demo.test>");
    expect(mail.text).toContain("Sparaknappen svarar inte");
  });

  it("accessibility feedback needs no sign-in and is limited to five an hour per client", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.request("POST", "/api/accessibility-feedback", {
        body: { message: `Fokusmarkeringen syns inte ${i}`, email: "foralder@example.se", page: "/login" },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    expect(t.outbox.lastTo("support@elevhalsa.local")!.text).toContain("Fokusmarkeringen syns inte 4");
  });

  it("drops a query from the page (it may hold a link's secret) and refuses empty texts and extra fields", async () => {
    const token = await t.login("head@demo.test");
    const ok = await t.request("POST", "/api/bug-reports", {
      token,
      body: { description: "Länken fungerade inte", page: "/reset-password?token=hemlig#x" },
    });
    expect(ok.status).toBe(202);
    const mail = t.outbox.lastTo("support@elevhalsa.local")!;
    expect(`${mail.subject}\n${mail.text}`).not.toContain("hemlig");
    expect(mail.text).toContain("/reset-password");
    const bad = [
      { description: "   ", page: "/school" },
      { description: "x", page: "?token=abc" },
      { description: "x", page: "/school", extra: 1 },
    ];
    for (const body of bad)
      expect((await t.request("POST", "/api/bug-reports", { token, body })).status).toBe(400);
  });

  it("accessibility feedback sent again with the same Idempotency-Key is mailed once and its answer replayed", async () => {
    // A fresh hour: the feedback limit above is spent for this client.
    t.clock.advance(2 * 3600 * 1000);
    const key = "a11y-retry-0123456789abcdef";
    const body = {
      message: "Knappen Skicka saknar fokusram",
      email: "foralder@example.se",
      page: "/accessibility",
    };
    const mailed = () =>
      t.outbox.sent.filter((mail) => mail.text.includes("Knappen Skicka saknar fokusram")).length;
    const first = await t.request("POST", "/api/accessibility-feedback", {
      body,
      headers: { "idempotency-key": key },
    });
    expect(first.status).toBe(202);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const second = await t.request("POST", "/api/accessibility-feedback", {
      body,
      headers: { "idempotency-key": key },
    });
    expect(second.status).toBe(202);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(mailed()).toBe(1);
    // The same key with another text is another request: refused, nothing mailed.
    const reused = await t.request("POST", "/api/accessibility-feedback", {
      body: { ...body, message: "Något annat" },
      headers: { "idempotency-key": key },
    });
    expect(reused.status).toBe(409);
    // Without a key, or with another one, it is new feedback and mailed again.
    const again = await t.request("POST", "/api/accessibility-feedback", {
      body,
      headers: { "idempotency-key": "a11y-retry-fedcba9876543210" },
    });
    expect(again.status).toBe(202);
    expect(mailed()).toBe(2);
  });
});
