import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import type { Violation } from "#shared/violations/violation.schema";
import { fixtures } from "../../../tests/helpers/fixtures.js";
import { readEveryPage } from "../../../tests/helpers/api-calls.js";
import { recordQueries } from "../../../tests/helpers/query-recorder.js";
import { ADMIN, COUNSELOR, HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { violationReportBody } from "./violations.fixtures.js";
import { studentHasViolations } from "./violations.repo.js";

/**
 * A report's pupils' refs (the per-pupil index, core/pupil-document: one pupilDocumentRef per pupil and report): the pupil page's
 * list and the pupil-deletion check read the pupil's refs, never the school's list, and every write that changes a
 * report's pupils, flags it as junk or deletes it keeps the refs in step in the same transaction. The recorder shows
 * which index DynamoDB read and how many items it read for it.
 */
const { t } = useTestApp();
let recorded: ReturnType<typeof recordQueries>;
beforeAll(async () => {
  recorded = recordQueries(t.deps.db.client, "pupilRefQueries");
});

const ek = () => t.seeded.schoolIds.ek!;

async function call(email: string, method: string, path: string, body?: unknown) {
  return t.request(method, path, { token: await t.login(email), ...(body !== undefined ? { body } : {}) });
}
const json = async <T>(res: Response) => (await res.json()) as T;

const reportBody = (pupils: { victim?: string | null; participants?: string[] }) => ({
  ...violationReportBody(ek(), pupils.victim ?? null),
  participatingStudents: (pupils.participants ?? []).map((id) => ({ id })),
});

/** A report by the teacher naming the pupils, a second after the last (so the lists' order is the creation order). */
async function create(pupils: { victim?: string | null; participants?: string[] }) {
  t.clock.advance(1000);
  const res = await call(TEACHER, "POST", "/api/violations", reportBody(pupils));
  expect(res.status, await res.clone().text()).toBe(201);
  return json<Violation & { version: number }>(res);
}

async function patch(id: string, body: Record<string, unknown>) {
  const res = await call(COUNSELOR, "PATCH", `/api/violations/${id}`, body);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Violation & { version: number }>(res);
}

type Listed = { items: Violation[]; cursor: string | null };
async function listPage(path: string, cursor: string | null, email = COUNSELOR) {
  const res = await call(email, "GET", cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Listed>(res);
}
/** Every page of a list: the ids in the order answered, and how many pages it took. */
async function readAll(path: string, email = COUNSELOR) {
  const { items, pages } = await readEveryPage<Violation>(call, email, path, 60);
  return { ids: items.map((item) => item.id), pages };
}
const pupilList = async (studentId: string, email = COUNSELOR) =>
  (await readAll(`/api/violations/${ek()}?studentId=${studentId}&limit=100`, email)).ids;
const storedRefs = async (studentId: string) =>
  (await t.db.pupilDocumentRef.query.byPupil({ studentId, kind: "violation" }).go({ pages: "all" })).data;

describe("the demo's reports (seeded through the repo)", () => {
  it("are on their pupils' lists, the junk one on none", async () => {
    const demo = t.seeded.studentIds.ek!;
    const school = await readAll(`/api/violations/${ek()}?limit=100`, HEAD);
    const archived = await readAll(`/api/violations/${ek()}?status=archived&limit=100`, HEAD);
    // The fresh report names pupils 2 and 7, the one under investigation 0 and 30, the late one 40, the archived 55.
    for (const index of [0, 2, 7, 30, 40, 55]) {
      const ids = await pupilList(demo[index]!, HEAD);
      expect(ids, `pupil ${index}`).toHaveLength(1);
      expect([...school.ids, ...archived.ids]).toContain(ids[0]);
    }
    const junk = await t.db.violation.scan.where((attr, op) => op.eq(attr.list, "SPAM")).go({ pages: "all" });
    expect(junk.data.length).toBeGreaterThan(0);
    const refs = await t.db.pupilDocumentRef.scan.go({ pages: "all" });
    for (const item of junk.data) {
      expect(refs.data.map((ref) => ref.documentId)).not.toContain(item.id);
    }
  });
});

describe("a pupil's reports (the pupil page's list)", () => {
  it("reads only that pupil's refs, page by page, newest first, whatever the school holds", async () => {
    const f = fixtures(t);
    const mine = await f.student("ek");
    const theirs = await f.student("ek");
    const made: string[] = [];
    const others: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await create({ victim: mine })).id);
      others.push((await create({ victim: theirs, participants: [await f.student("ek")] })).id);
    }
    // One archived report still names the pupil (the pupil's list holds both lists).
    const archived = await create({ participants: [mine] });
    await patch(archived.id, { version: archived.version, archived: true });
    made.push(archived.id);

    const { result: list, queries: read } = await recorded(() =>
      readAll(`/api/violations/${ek()}?studentId=${mine}&limit=2`),
    );
    expect(list.pages).toBeGreaterThan(2);
    expect(list.ids).toEqual([...made].reverse());
    for (const id of others) expect(list.ids).not.toContain(id);
    // The pupil's refs on the table's own index, one query a page, and the items read are the pupil's six refs:
    // the school's list (its other reports, the demo's, every earlier test's) is never read.
    const refQueries = read.filter((query) => query.index === "");
    expect(refQueries).toHaveLength(list.pages);
    expect(refQueries.reduce((sum, query) => sum + query.scanned, 0)).toBe(6);
    expect(read.filter((query) => query.index !== "")).toEqual([]);
    // The school holds far more reports than the pupil's six: its whole list would have been read before.
    const school = await readAll(`/api/violations/${ek()}?limit=100`);
    expect(school.ids.length).toBeGreaterThan(10);
    expect((await pupilList(theirs)).sort()).toEqual([...others].sort());
  });

  it("keeps the access rules: the teacher sees their own report, not one under COUNSELOR by the counselor; the owner none", async () => {
    const pupilId = await fixtures(t).student("ek");
    const byTeacher = await create({ victim: pupilId });
    t.clock.advance(1000);
    const res = await call(COUNSELOR, "POST", "/api/violations", reportBody({ victim: pupilId }));
    expect(res.status).toBe(201);
    const byCounselor = await json<Violation>(res);
    expect(await pupilList(pupilId)).toEqual([byCounselor.id, byTeacher.id]);
    expect(await pupilList(pupilId, TEACHER)).toEqual([byTeacher.id]);
    expect(await pupilList(pupilId, HEAD)).toEqual([byCounselor.id, byTeacher.id]);
    // The owner's chain view names no pupil: a list by pupil gives the owner nothing.
    expect(await pupilList(pupilId, "owner@demo.test")).toEqual([]);
  });

  it("a pupil added to or removed from a report by PATCH appears in or leaves that pupil's list at once", async () => {
    const f = fixtures(t);
    const victim = await f.student("ek");
    const joined = await f.student("ek");
    let report = await create({ victim });
    expect(await pupilList(joined)).toEqual([]);

    report = await patch(report.id, { version: report.version, participatingStudents: [{ id: joined }] });
    expect(await pupilList(joined)).toEqual([report.id]);
    expect(await pupilList(victim)).toEqual([report.id]);
    expect((await storedRefs(joined)).map((ref) => ref.documentId)).toEqual([report.id]);

    // The victim taken off: only the participant keeps the report.
    report = await patch(report.id, { version: report.version, victimStudentId: null });
    expect(await pupilList(victim)).toEqual([]);
    expect(await storedRefs(victim)).toEqual([]);
    expect(await pupilList(joined)).toEqual([report.id]);

    // A stale version changes nothing: neither the report nor the refs.
    const stale = await call(COUNSELOR, "PATCH", `/api/violations/${report.id}`, {
      version: report.version - 1,
      victimStudentId: victim,
    });
    expect(stale.status).toBe(409);
    expect(await storedRefs(victim)).toEqual([]);

    report = await patch(report.id, { version: report.version, participatingStudents: [] });
    expect(await pupilList(joined)).toEqual([]);
    expect(await storedRefs(joined)).toEqual([]);
    // An edit that names nobody new leaves the lists alone; archiving keeps the report on the pupil's list.
    report = await patch(report.id, { version: report.version, victimStudentId: victim });
    report = await patch(report.id, { version: report.version, location: "Matsalen", archived: true });
    expect(await pupilList(victim)).toEqual([report.id]);
    expect(report).toMatchObject({ location: "Matsalen", list: "ARCHIVED", victimStudentId: victim });
  });

  it("a report flagged as junk or deleted leaves the pupil's list and takes its refs with it", async () => {
    const f = fixtures(t);
    const pupilId = await f.student("ek");
    const other = await f.student("ek");
    const junk = await create({ victim: pupilId, participants: [other] });
    const removed = await create({ victim: pupilId });
    const kept = await create({ participants: [pupilId] });
    expect(await pupilList(pupilId)).toEqual([kept.id, removed.id, junk.id]);

    expect((await call(COUNSELOR, "POST", `/api/violations/spam/${junk.id}`)).status).toBe(200);
    expect(await pupilList(pupilId)).toEqual([kept.id, removed.id]);
    expect(await pupilList(other)).toEqual([]);
    expect(await storedRefs(other)).toEqual([]);

    expect((await call(HEAD, "DELETE", `/api/violations/${removed.id}`)).status).toBe(200);
    expect(await pupilList(pupilId)).toEqual([kept.id]);
    expect((await storedRefs(pupilId)).map((ref) => ref.documentId)).toEqual([kept.id]);
  });

  it("a cursor of the school's list is refused on a pupil's list, and one pupil's on another's or the school's (400)", async () => {
    const f = fixtures(t);
    const one = await f.student("ek");
    const two = await f.student("ek");
    for (let i = 0; i < 2; i++) await create({ victim: one, participants: [two] });
    const schoolPath = `/api/violations/${ek()}?limit=1`;
    const onePath = `/api/violations/${ek()}?studentId=${one}&limit=1`;
    const twoPath = `/api/violations/${ek()}?studentId=${two}&limit=1`;
    const schoolCursor = (await listPage(schoolPath, null)).cursor!;
    const oneCursor = (await listPage(onePath, null)).cursor!;
    expect(schoolCursor && oneCursor).toBeTruthy();
    // The pupil's own cursor opens the pupil's next page.
    expect((await listPage(onePath, oneCursor)).items).toHaveLength(1);
    for (const [path, cursor] of [
      [onePath, schoolCursor],
      [schoolPath, oneCursor],
      [twoPath, oneCursor],
      [onePath, `${oneCursor.slice(0, -2)}AA`],
    ] as const) {
      const res = await call(COUNSELOR, "GET", `${path}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, path).toBe(400);
      expect((await json<ErrorBody>(res)).error.reason).toBe("invalidCursor");
    }
  });
});

describe("the pupil-deletion check", () => {
  it("blocks a pupil a report names and not a pupil without one, reading only the pupil's refs", async () => {
    const f = fixtures(t);
    const named = await f.student("ek");
    const free = await f.student("ek");
    const report = await create({ participants: [named] });

    const { result: has, queries: read } = await recorded(() => studentHasViolations(t.deps.db, ek(), named));
    expect(has).toBe(true);
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ index: "", scanned: 1 });
    expect(await studentHasViolations(t.deps.db, ek(), free)).toBe(false);
    // Another school's reports never count.
    expect(await studentHasViolations(t.deps.db, t.seeded.schoolIds.bjork!, named)).toBe(false);

    const refused = await call(ADMIN, "DELETE", `/api/student/${named}`);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.reason).toBe("pupilHasViolations");
    expect((await call(ADMIN, "DELETE", `/api/student/${free}`)).status).toBe(204);

    // Once junk, the report no longer holds the pupil back.
    expect((await call(COUNSELOR, "POST", `/api/violations/spam/${report.id}`)).status).toBe(200);
    expect(await studentHasViolations(t.deps.db, ek(), named)).toBe(false);
    expect((await call(ADMIN, "DELETE", `/api/student/${named}`)).status).toBe(204);
  });
});

describe("how many pupils a report names", () => {
  const pupils = (from: number, count: number) => t.seeded.studentIds.ek!.slice(from, from + count);

  it("at most 49: each pupil's ref is written with the report, and replacing all 49 fits one transaction", async () => {
    const last = pupils(49, 1)[0]!;
    const refsBefore = (await storedRefs(last)).length;
    const refused = await call(
      TEACHER,
      "POST",
      "/api/violations",
      reportBody({ victim: pupils(0, 1)[0]!, participants: pupils(1, 49) }),
    );
    expect(refused.status).toBe(400);
    const error = (await json<ErrorBody>(refused)).error;
    expect(error.reason).toBe("violationTooManyPupils");
    expect(error.message).toContain("49");
    expect(await storedRefs(last)).toHaveLength(refsBefore);

    const first = pupils(0, 49);
    const second = pupils(60, 49);
    let report = await create({ victim: first[0]!, participants: first.slice(1) });
    for (const id of [first[0]!, first[48]!]) expect(await pupilList(id)).toContain(report.id);

    const tooMany = await call(COUNSELOR, "PATCH", `/api/violations/${report.id}`, {
      version: report.version,
      participatingStudents: [...first.slice(1), second[0]!].map((id) => ({ id })),
    });
    expect(tooMany.status).toBe(400);
    expect((await json<ErrorBody>(tooMany)).error.reason).toBe("violationTooManyPupils");
    expect(await pupilList(second[0]!)).not.toContain(report.id);

    report = await patch(report.id, {
      version: report.version,
      victimStudentId: second[0]!,
      participatingStudents: second.slice(1).map((id) => ({ id })),
    });
    for (const id of first)
      expect((await storedRefs(id)).map((ref) => ref.documentId)).not.toContain(report.id);
    for (const id of second) expect((await storedRefs(id)).map((ref) => ref.documentId)).toContain(report.id);
    expect(await pupilList(second[48]!)).toContain(report.id);
    expect(await pupilList(first[0]!)).not.toContain(report.id);
  });
});
