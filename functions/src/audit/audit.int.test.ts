import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { violationReportBody } from "../violations/violations.fixtures.js";

const { t } = useTestApp();

type Page = {
  items: {
    actor: { id: string; name: string | null };
    action: string;
    entity: string;
    outcome: string;
    studentId: string | null;
  }[];
  cursor: string | null;
};

describe("the audit trail", () => {
  it("the per-pupil extract shows who looked at the pupil, newest first; reading it is audited too", async () => {
    const studentId = t.seeded.studentIds.ek![5]!;
    // The test clock stands still unless moved: events at the same instant would sort by their random ids.
    const teacher = await t.login("teacher@demo.test");
    t.clock.advance(1000);
    await t.request("GET", `/api/student/${studentId}`, { token: teacher });
    // The test clock stands still unless moved; events are ordered by their time.
    t.clock.advance(1000);
    const owner = await t.login("owner@demo.test");
    t.clock.advance(1000);
    await t.request("GET", `/api/student/${studentId}`, { token: owner });
    t.clock.advance(1000);

    const head = await t.login("head@demo.test");
    t.clock.advance(1000);
    const res = await t.request("GET", `/api/audit/student/${studentId}`, { token: head });
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page;
    expect(page.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: "READ",
        outcome: "DENIED",
        actor: { id: t.seeded.userIds["owner@demo.test"], name: null },
      }),
      expect.objectContaining({
        action: "READ",
        outcome: "SUCCESS",
        actor: { id: t.seeded.userIds["teacher@demo.test"], name: "Tove Lärare" },
      }),
    ]);
    t.clock.advance(1000);
    const again = (await (
      await t.request("GET", `/api/audit/student/${studentId}`, { token: head })
    ).json()) as Page;
    expect(again.items[0]).toMatchObject({
      action: "EXPORT",
      entity: "audit",
      actor: { name: "Henrik Rektor" },
    });
  });

  it("a school's events page newest first; teachers may not read the trail", async () => {
    const admin = await t.login("admin@demo.test");
    const first = (await (
      await t.request("GET", `/api/audit/school/${t.seeded.schoolIds.ek}?limit=2`, { token: admin })
    ).json()) as Page;
    expect(first.items).toHaveLength(2);
    expect(first.cursor).toEqual(expect.any(String));
    const teacher = await t.login("teacher@demo.test");
    expect(
      (await t.request("GET", `/api/audit/school/${t.seeded.schoolIds.ek}`, { token: teacher })).status,
    ).toBe(403);
  });

  it("an admin does not see the events of violation reports or whistles, which they may not read; the head does", async () => {
    const studentId = t.seeded.studentIds.ek![7]!;
    t.clock.advance(1000);
    const report = await t.request("POST", "/api/violations", {
      token: await t.login("teacher@demo.test"),
      body: violationReportBody(t.seeded.schoolIds.ek!, studentId),
    });
    expect(report.status, await report.clone().text()).toBe(201);
    t.clock.advance(1000);
    const trailOf = async (email: string, path: string) =>
      ((await (await t.request("GET", path, { token: await t.login(email) })).json()) as Page).items;
    const school = `/api/audit/school/${t.seeded.schoolIds.ek}?limit=20`;
    const pupil = `/api/audit/student/${studentId}`;
    expect((await trailOf("head@demo.test", school)).map((event) => event.entity)).toContain("violation");
    expect((await trailOf("head@demo.test", pupil)).map((event) => event.entity)).toContain("violation");
    for (const path of [school, pupil]) {
      const entities = (await trailOf("admin@demo.test", path)).map((event) => event.entity);
      expect(entities.filter((entity) => /^(violation|whistle)/.test(entity))).toEqual([]);
    }
  });

  it("no route changes or deletes an event", async () => {
    const admin = await t.login("admin@demo.test");
    for (const method of ["POST", "PATCH", "PUT", "DELETE"]) {
      const res = await t.request(method, `/api/audit/school/${t.seeded.schoolIds.ek}`, {
        token: admin,
        body: {},
      });
      expect(res.status).toBe(404);
    }
  });
});
