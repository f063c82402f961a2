import { beforeAll, describe, expect, it } from "vitest";
import type { ViolationStatistics } from "#shared/violations/violation-statistics";
import { DEMO_PASSWORD } from "../local/demo-data.js";
import { COUNSELOR, HEAD, OWNER, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

/** The owner's side of the 6:10 chain: statistics for active measures (small counts suppressed) and owner notices. */
const { t } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const VICTIM = "Kanarie-offret-4711";

async function call(email: string, method: string, path: string, body?: unknown) {
  const res = await t.request(method, `/api${path}`, {
    token: await t.login(email),
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Reports made in the past: the teacher signs in at that time (a token is not valid before it was made). */
async function report(type: string, at: string): Promise<string> {
  t.clock.set(new Date(at));
  const login = await t.request("POST", "/api/auth/login", {
    body: { email: TEACHER, password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await t.request("POST", "/api/violations", {
    token,
    body: {
      access: "COUNSELOR",
      type,
      violationBetween: "STUDENTTOSTUDENT",
      victim: VICTIM,
      incidentDetails: "Knuffades på rasten.",
      when: at,
      location: "Skolgården",
      witness: "Rastvakten",
      hasContactedSchool: "IDK",
      hasContactedParents: "IDK",
      schoolId: ek(),
    },
  });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return (JSON.parse(text) as { id: string }).id;
}

const cell = (stats: ViolationStatistics, type: string, month: string, schoolId = ek()) =>
  stats.rows.find((row) => row.schoolId === schoolId && row.type === type && row.month === month)!.count;

describe("statistics for active measures", () => {
  const harassment: string[] = [];
  beforeAll(async () => {
    for (let day = 1; day <= 6; day += 1) {
      harassment.push(await report("HARASSMENT", `2024-03-0${day}T09:00:00.000Z`));
    }
    await report("VIOLATION", "2024-03-12T09:00:00.000Z");
    await report("VIOLATION", "2024-03-13T09:00:00.000Z");
    // 00:30 on 1 April in Sweden (summer time began that night): April's, not March's.
    for (let i = 0; i < 5; i += 1) await report("DISCRIMINATION", "2024-03-31T22:30:00.000Z");
    t.clock.set(new Date());
  });

  it("the head gets their school's months: 5 and more as counted, every smaller count (0 too) as null", async () => {
    const res = await call(HEAD, "GET", `/violations/statistics?schoolId=${ek()}&year=2024`);
    expect(res.status, res.text).toBe(200);
    const stats = res.body as unknown as ViolationStatistics;
    expect(stats).toMatchObject({ year: 2024, minCount: 5 });
    expect(cell(stats, "HARASSMENT", "2024-03")).toBe(6);
    expect(cell(stats, "VIOLATION", "2024-03")).toBeNull();
    expect(cell(stats, "DISCRIMINATION", "2024-04")).toBe(5);
    expect(cell(stats, "DISCRIMINATION", "2024-03")).toBeNull();
    expect(cell(stats, "HARASSMENT", "2024-05")).toBeNull();
    // Every type and month of the school has its cell; none carries a count from 1 to 4.
    expect(stats.rows).toHaveLength(3 * 12);
    for (const row of stats.rows) expect(row.count === null || row.count >= 5).toBe(true);
  });

  it("this year's months not yet begun are left out; a later year has none", async () => {
    const thisMonth = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Stockholm",
      year: "numeric",
      month: "2-digit",
    })
      .format(t.clock.now())
      .slice(0, 7);
    const year = Number(thisMonth.slice(0, 4));
    const res = await call(HEAD, "GET", `/violations/statistics?schoolId=${ek()}&year=${year}`);
    expect(res.status, res.text).toBe(200);
    const stats = res.body as unknown as ViolationStatistics;
    const months = [...new Set(stats.rows.map((row) => row.month))];
    expect(months).toHaveLength(Number(thisMonth.slice(5, 7)));
    expect(months.at(-1)).toBe(thisMonth);
    expect(stats.rows).toHaveLength(3 * months.length);
    const later = await call(HEAD, "GET", `/violations/statistics?schoolId=${ek()}&year=${year + 1}`);
    expect((later.body as unknown as ViolationStatistics).rows).toEqual([]);
  });

  it("the owner gets every school of the organization, with no pupil text", async () => {
    const res = await call(OWNER, "GET", "/violations/statistics?year=2024");
    expect(res.status, res.text).toBe(200);
    const stats = res.body as unknown as ViolationStatistics;
    const schools = new Set(stats.rows.map((row) => row.schoolId));
    expect(schools.has(ek())).toBe(true);
    expect(schools.has(t.seeded.schoolIds.bjork!)).toBe(true);
    expect(cell(stats, "HARASSMENT", "2024-03")).toBe(6);
    expect(res.text).not.toContain(VICTIM);
  });

  it("junk is not counted: two flagged leave four, which shows as fewer than 5", async () => {
    for (const id of harassment.slice(0, 2)) {
      expect((await call(COUNSELOR, "POST", `/violations/spam/${id}`)).status).toBe(200);
    }
    const res = await call(HEAD, "GET", `/violations/statistics?schoolId=${ek()}&year=2024`);
    expect(cell(res.body as unknown as ViolationStatistics, "HARASSMENT", "2024-03")).toBeNull();
  });

  it("a teacher and student health are refused, the whole organization is the owner's, a bad year is 400", async () => {
    expect((await call(TEACHER, "GET", `/violations/statistics?schoolId=${ek()}`)).status).toBe(403);
    expect((await call(COUNSELOR, "GET", `/violations/statistics?schoolId=${ek()}`)).status).toBe(403);
    expect((await call(HEAD, "GET", "/violations/statistics")).status).toBe(403);
    expect((await call(HEAD, "GET", `/violations/statistics?schoolId=${ek()}&year=abc`)).status).toBe(400);
    expect((await call(HEAD, "GET", `/violations/statistics?schoolId=${ek()}&extra=1`)).status).toBe(400);
  });
});

describe("reported to the owner", () => {
  it("the owner's users get a VIOLATION notice without pupil text; the head does not notify themselves", async () => {
    t.clock.set(new Date());
    const id = await report("HARASSMENT", new Date().toISOString());
    const res = await call(HEAD, "PATCH", `/violations/${id}`, { version: 1, reportedToOwner: true });
    expect(res.status, res.text).toBe(200);
    const notices = await call(OWNER, "GET", `/notifications?schoolId=${ek()}`);
    expect(notices.status).toBe(200);
    const mine = (notices.body.items as { kind: string; itemId: string; category: string }[]).filter(
      (notice) => notice.itemId === id,
    );
    expect(mine.map((notice) => [notice.kind, notice.category])).toEqual([
      ["VIOLATION_TO_OWNER", "VIOLATION"],
    ]);
    expect(notices.text).not.toContain(VICTIM);
    // Reporting again adds no second notice.
    await call(HEAD, "PATCH", `/violations/${id}`, { version: 2, reportedToOwner: true });
    const again = await call(OWNER, "GET", `/notifications?schoolId=${ek()}`);
    expect((again.body.items as { itemId: string }[]).filter((notice) => notice.itemId === id)).toHaveLength(
      1,
    );
    const head = await call(HEAD, "GET", `/notifications?schoolId=${ek()}`);
    expect((head.body.items as { kind: string }[]).some((n) => n.kind === "VIOLATION_TO_OWNER")).toBe(false);
  });
});
