import { describe, expect, it } from "vitest";
import { changedItems, tableItems } from "../../../tests/helpers/canary.js";
import { useExternalPage } from "../../../tests/helpers/external-page.js";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

/**
 * An external item keeps only its day (anonymity), and that day is the Swedish one: a whistle sent at 00:30 in
 * Sweden is dated that day, not the day before (UTC). Both sides of midnight, in winter (UTC+1) and summer (UTC+2).
 */
type Json = Record<string, unknown>;

const { t } = useTestApp();
const { code, external } = useExternalPage(t);

const post = async (path: string, body: Json, client: string) => {
  const res = await external("POST", path, client, body);
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as Json;
};

const story = {
  reporter: "PUPIL",
  victim: "Jag",
  incidentDetails: "Någon knuffar mig i korridoren.",
  when: "2026-01-10T12:00:00.000Z",
  location: "Korridoren",
  witness: "Ingen",
  hasContactedSchool: "NO",
  hasContactedParents: "IDK",
};

describe("external items are dated by the Stockholm day", () => {
  it.each([
    ["winter, 23:30 in Sweden", "2026-01-14T22:30:00.000Z", "2026-01-14"],
    ["winter, 00:30 in Sweden", "2026-01-14T23:30:00.000Z", "2026-01-15"],
    ["summer, 23:30 in Sweden", "2026-07-14T21:30:00.000Z", "2026-07-14"],
    ["summer, 00:30 in Sweden", "2026-07-14T22:30:00.000Z", "2026-07-15"],
  ])("%s (%s) is dated %s", async (_when, instant, day) => {
    t.clock.set(new Date(instant));
    const client = `198.51.100.${day.slice(-2)}`;
    const before = await tableItems(t);

    const whistle = await post(
      "/whistle",
      { code: code(), message: "Något hände.", recipient: "HEAD" },
      client,
    );
    expect(whistle.date).toBe(day);
    const whistleThread = await post(
      "/whistle/addition",
      { receipt: whistle.receipt, message: "Mer." },
      client,
    );
    expect(whistleThread.date).toBe(day);
    expect((whistleThread.entries as Json[]).map((entry) => entry.date)).toEqual([day]);

    const report = await post("/report", { code: code(), ...story }, client);
    expect(report.date).toBe(day);
    const reportThread = await post("/report/addition", { receipt: report.receipt, message: "Mer." }, client);
    expect(reportThread.date).toBe(day);
    expect((reportThread.entries as Json[]).map((entry) => entry.date)).toEqual([day]);

    // A staff member's whistle, and the anonymous audit entries of them all.
    // Signed in afresh: the clock jumps months, past a cached session's life.
    const login = await t.request("POST", "/api/auth/login", {
      body: { email: "teacher@demo.test", password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const staff = await t.request("POST", "/api/whistle", {
      token,
      body: { schoolId: t.seeded.schoolIds.ek, message: "Från personal.", recipient: "HEAD" },
    });
    expect(staff.status).toBe(201);
    expect(((await staff.json()) as Json).date).toBe(day);
    const anonymousAudits = (await changedItems(t, before)).filter(
      ([, item]) => item.actorId === "anonymous",
    );
    expect(anonymousAudits.length).toBeGreaterThanOrEqual(5);
    for (const [id, item] of anonymousAudits) expect(item.at, id).toBe(day);
  });
});
