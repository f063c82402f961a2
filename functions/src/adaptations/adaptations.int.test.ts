import { describe, expect, it } from "vitest";
import type { Adaptation } from "#shared/adaptations/adaptation.schema";
import type { Page } from "#shared/common.schema";
import { COUNSELOR, HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import {
  apiAs,
  errorOf,
  notificationsSentTo,
  pupilAuditTrail,
  readJson as read,
} from "../../../tests/helpers/api-calls.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;
/** Ekskolan's first pupil is in 7A, which teacher@demo.test mentors. */
const mentoredPupil = () => t.seeded.studentIds.ek![0]!;

const call = apiAs(t);
const auditOf = (studentId: string) => pupilAuditTrail(t, studentId);
const notificationsOf = (userId: string) => notificationsSentTo(t, userId);

const VALID = {
  subjects: ["Matematik", "Fysik"],
  categories: ["EXTRA_TIME", "STRUCTURE"],
  description: "Förlängd skrivtid och skriftligt schema för veckan",
  startDate: "2026-11-23",
  reviewDate: "2026-12-14",
};

async function create(email: string, body: Record<string, unknown> = {}) {
  const res = await call(email, "POST", "/api/adaptions", { studentId: mentoredPupil(), ...VALID, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return read<Adaptation>(res);
}

async function listOf(email: string, studentId = mentoredPupil()) {
  const res = await call(email, "GET", `/api/adaptions/${ek()}?studentId=${studentId}&limit=100`);
  expect(res.status).toBe(200);
  return (await read<Page<Adaptation>>(res)).items;
}

describe("creating an adaptation", () => {
  it("a teacher records one for a pupil; it is listed, audited without its text, and the responsible are told", async () => {
    const created = await create(TEACHER, { responsible: [uid(COUNSELOR), uid(COUNSELOR)] });
    expect(created).toMatchObject({
      ...VALID,
      studentId: mentoredPupil(),
      schoolId: ek(),
      authorId: uid(TEACHER),
      responsible: [uid(COUNSELOR)],
      feedback: [],
      fWarningId: null,
      access: "manage",
      version: 1,
    });
    expect((await listOf(COUNSELOR)).map((item) => item.id)).toContain(created.id);
    const events = (await auditOf(mentoredPupil())).filter((event) => event.entityId === created.id);
    expect(events.map((event) => event.action)).toContain("CREATE");
    expect(JSON.stringify(events)).not.toContain("skrivtid");
    const notices = (await notificationsOf(uid(COUNSELOR))).filter((n) => n.itemId === created.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      category: "ADAPTATION",
      kind: "ADAPTATION_ASSIGNED",
      description: "",
    });
    expect(JSON.stringify(notices)).not.toContain("skrivtid");
  });

  it("bad input is 400 with a clear reason, and nothing is stored", async () => {
    const student = await f.student("ek");
    const cases: Record<string, unknown>[] = [
      { ...VALID, studentId: student, reviewDate: "2026-11-01" },
      { ...VALID, studentId: student, categories: [], description: "" },
      { ...VALID, studentId: student, categories: ["MAGIC"] },
      { ...VALID, studentId: student, subjects: [] },
      { ...VALID, studentId: student, startDate: "23/11/2026" },
      { ...VALID, studentId: student, unknownField: true },
      { ...VALID, studentId: student, responsible: [uid("teacher2@demo.test")] },
      // An F-warning that is not this pupil's (here: none at all).
      { ...VALID, studentId: student, fWarningId: "00000000-0000-4000-8000-000000000000" },
    ];
    for (const body of cases) {
      const res = await call(TEACHER, "POST", "/api/adaptions", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const dates = await errorOf(await call(TEACHER, "POST", "/api/adaptions", cases[0]));
    expect(dates.issues?.[0]?.message).toBe("Uppföljningsdatumet kan inte vara före startdatumet");
    const staff = await errorOf(await call(TEACHER, "POST", "/api/adaptions", cases[6], "en"));
    expect(staff.reason).toBe("responsibleNotOnStaff");
    expect(staff.message).toBe("Whoever carries out the adaptation must be staff of the school");
    expect(await listOf(HEAD, student)).toEqual([]);
  });

  it("a teacher of another school gets 404 for Ekskolan's pupil and its list", async () => {
    const res = await call("teacher2@demo.test", "POST", "/api/adaptions", {
      studentId: mentoredPupil(),
      ...VALID,
    });
    expect(res.status).toBe(404);
    expect((await call("teacher2@demo.test", "GET", `/api/adaptions/${ek()}`)).status).toBe(404);
  });
});

describe("editing", () => {
  it("two people edit the same version: one wins, the other gets 409 and changes nothing", async () => {
    const created = await create(TEACHER, { responsible: [uid(COUNSELOR)] });
    const path = `/api/adaptions/${created.id}`;
    const [a, b] = await Promise.all([
      call(TEACHER, "PATCH", path, { version: 1, description: "Lärarens text" }),
      call(COUNSELOR, "PATCH", path, { version: 1, description: "Kuratorns text" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? "Lärarens text" : "Kuratorns text";
    const stored = (await listOf(HEAD)).find((item) => item.id === created.id)!;
    expect(stored).toMatchObject({ description: winner, version: 2 });
    const stale = await call(HEAD, "PATCH", path, { version: 1, reviewDate: "2027-01-10" });
    expect(stale.status).toBe(409);
    expect((await listOf(HEAD)).find((item) => item.id === created.id)!.reviewDate).toBe(VALID.reviewDate);
  });

  it("a review date before the stored start date is refused (400)", async () => {
    const created = await create(TEACHER);
    const res = await call(TEACHER, "PATCH", `/api/adaptions/${created.id}`, {
      version: 1,
      reviewDate: "2026-01-01",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).reason).toBe("reviewBeforeStart");
  });
});

describe("feedback", () => {
  it("the pupil's teachers give feedback in time order; feedback never conflicts with an edit", async () => {
    const created = await create(COUNSELOR, { responsible: [uid(HEAD)] });
    const path = `/api/adaptions/feedback/${created.id}`;
    const first = await call(TEACHER, "POST", path, { feedback: "Fungerar bra i matematik" });
    expect(first.status).toBe(201);
    const second = await call(HEAD, "POST", path, { feedback: "Behöver mer tid även på läxor" });
    const after = await read<Adaptation>(second);
    expect(after.feedback.map((entry) => [entry.text, entry.authorId, entry.adaptionId])).toEqual([
      ["Fungerar bra i matematik", uid(TEACHER), created.id],
      ["Behöver mer tid även på läxor", uid(HEAD), created.id],
    ]);
    // Feedback does not move the version: an edit on the version read still goes through.
    expect(
      (await call(COUNSELOR, "PATCH", `/api/adaptions/${created.id}`, { version: 1, description: "x" }))
        .status,
    ).toBe(200);
    const authorNotices = (await notificationsOf(uid(COUNSELOR))).filter(
      (n) => n.itemId === created.id && n.kind === "ADAPTATION_FEEDBACK",
    );
    expect(authorNotices).toHaveLength(2);
  });

  it("empty feedback is 400 and nothing is stored", async () => {
    const created = await create(TEACHER);
    const res = await call(TEACHER, "POST", `/api/adaptions/feedback/${created.id}`, { feedback: "   " });
    expect(res.status).toBe(400);
    expect((await listOf(TEACHER)).find((item) => item.id === created.id)!.feedback).toEqual([]);
  });

  it("an adaptation past its review date with no feedback since is flagged for follow-up", async () => {
    const created = await create(TEACHER, { startDate: "2026-09-01", reviewDate: "2026-10-01" });
    expect(created.followUpDue).toBe(true);
    const res = await call(TEACHER, "POST", `/api/adaptions/feedback/${created.id}`, {
      feedback: "Uppföljt",
    });
    expect((await read<Adaptation>(res)).followUpDue).toBe(false);
  });
});

describe("the overview's due list and a link to one", () => {
  it("`due=mine` lists those past their review date with no feedback since that the caller carries out", async () => {
    const past = { startDate: "2026-09-01", reviewDate: "2026-10-01" };
    const mine = await create(COUNSELOR, { ...past, responsible: [uid(TEACHER)] });
    const answered = await create(COUNSELOR, { ...past, responsible: [uid(TEACHER)] });
    const notMine = await create(COUNSELOR, { ...past, responsible: [uid(HEAD)] });
    const notYet = await create(COUNSELOR, { responsible: [uid(TEACHER)], reviewDate: "2099-01-01" });
    const fed = await call(HEAD, "POST", `/api/adaptions/feedback/${answered.id}`, { feedback: "Fungerar" });
    expect(fed.status).toBe(201);
    const res = await call(TEACHER, "GET", `/api/adaptions/${ek()}?due=mine&limit=100`);
    expect(res.status).toBe(200);
    const items = (await read<Page<Adaptation>>(res)).items;
    const ids = items.map((item) => item.id);
    expect(ids).toContain(mine.id);
    expect(items.every((item) => item.followUpDue && item.responsible.includes(uid(TEACHER)))).toBe(true);
    // The demo's adaptation past its review date (weeks old) is among them.
    const dayAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
    expect(items.some((item) => item.createdAt < dayAgo)).toBe(true);
    expect(ids).not.toContain(answered.id);
    expect(ids).not.toContain(notMine.id);
    expect(ids).not.toContain(notYet.id);
    const head = await call(HEAD, "GET", `/api/adaptions/${ek()}?due=mine&limit=100`);
    expect((await read<Page<Adaptation>>(head)).items.map((item) => item.id)).toContain(notMine.id);
    expect((await call(TEACHER, "GET", `/api/adaptions/${ek()}?due=yours`)).status).toBe(400);
  });

  it("`id` lists that one adaptation, for those who may see it and only at its school", async () => {
    const created = await create(TEACHER);
    const one = await call(TEACHER, "GET", `/api/adaptions/${ek()}?id=${created.id}`);
    expect((await read<Page<Adaptation>>(one)).items.map((item) => item.id)).toEqual([created.id]);
    const elsewhere = await call(
      COUNSELOR,
      "GET",
      `/api/adaptions/${t.seeded.schoolIds.bjork!}?id=${created.id}`,
    );
    expect((await read<Page<Adaptation>>(elsewhere)).items).toEqual([]);
    const stranger = await f.student("ek");
    const wrongPupil = await call(
      TEACHER,
      "GET",
      `/api/adaptions/${ek()}?id=${created.id}&studentId=${stranger}`,
    );
    expect((await read<Page<Adaptation>>(wrongPupil)).items).toEqual([]);
  });
});

describe("deleting", () => {
  it("the author deletes; it is gone from the list and audited; a teacher who only gives feedback may not (403)", async () => {
    const byCounselor = await create(COUNSELOR);
    expect((await call(TEACHER, "DELETE", `/api/adaptions/${byCounselor.id}`)).status).toBe(403);
    const own = await create(TEACHER);
    expect((await call(TEACHER, "DELETE", `/api/adaptions/${own.id}`)).status).toBe(204);
    expect((await listOf(TEACHER)).map((item) => item.id)).not.toContain(own.id);
    const events = (await auditOf(mentoredPupil())).filter((event) => event.entityId === own.id);
    expect(events.map((event) => event.action)).toContain("DELETE");
    expect((await call(TEACHER, "DELETE", `/api/adaptions/${own.id}`)).status).toBe(404);
  });
});

describe("categories", () => {
  it("lists the categories as keys", async () => {
    const res = await call(TEACHER, "GET", "/api/adaptions/categories");
    expect((await read<{ categories: string[] }>(res)).categories).toContain("EXTRA_TIME");
  });
});
