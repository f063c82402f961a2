import { describe, expect, it } from "vitest";
import type { Violation, ViolationFull, ViolationInvestigation } from "#shared/violations/violation.schema";
import { COUNSELOR, HEAD, OWNER, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { callerOf, violationReportBody } from "./violations.fixtures.js";

/** Violation reports end to end over HTTP: the payload, each access choice, the 6:10 chain, junk, conflicts. */
const { t } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;
const pupil = (index = 0) => t.seeded.studentIds.ek![index]!;

const call = callerOf(t);

const body = (extra: Record<string, unknown> = {}) => ({ ...violationReportBody(ek(), pupil()), ...extra });

async function create(email: string, extra: Record<string, unknown> = {}) {
  const res = await call(email, "POST", "/violations", body(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as ViolationFull;
}

async function listIds(email: string, query = "") {
  const res = await call(email, "GET", `/violations/${ek()}${query}`);
  expect(res.status).toBe(200);
  return (res.body.items as Violation[]).map((item) => item.id);
}

describe("create", () => {
  it("stores the spec's payload with the signed-in user's own name and email, whatever the body says", async () => {
    const created = await create(TEACHER, { name: "Någon annan", email: "falsk@example.com" });
    expect(created).toMatchObject({
      view: "full",
      access: "COUNSELOR",
      name: expect.any(String),
      authorId: uid(TEACHER),
      victimStudentId: pupil(),
      list: "CURRENT",
      myAccess: "write",
      version: 1,
    });
    expect(created.name).not.toBe("Någon annan");
    expect(created.email).toBe(TEACHER);
    expect(created.chain.learnedAt).toBe(created.createdAt);
    expect(created.chain.seenByPrincipalAt).toBeNull();
  });

  it("refuses unknown fields, a missing victim and a choice's lists under another choice (400, nothing stored)", async () => {
    const before = (await listIds(COUNSELOR)).length;
    expect((await call(TEACHER, "POST", "/violations", { ...body(), secret: 1 })).status).toBe(400);
    expect((await call(TEACHER, "POST", "/violations", { ...body(), victim: "  " })).status).toBe(400);
    const wrongList = await call(
      TEACHER,
      "POST",
      "/violations",
      body({ accessUsers: [{ id: uid(TEACHER) }] }),
    );
    expect(wrongList.status).toBe(400);
    const noClass = await call(TEACHER, "POST", "/violations", body({ access: "MENTOR" }));
    expect(noClass.status).toBe(400);
    const notTeacher = await call(
      TEACHER,
      "POST",
      "/violations",
      body({ access: "SELECTED", accessUsers: [{ id: uid(COUNSELOR) }] }),
    );
    expect(notTeacher.status).toBe(400);
    const otherPupil = await call(
      TEACHER,
      "POST",
      "/violations",
      body({ victimStudentId: t.seeded.studentIds.bjork![0]! }),
    );
    expect(otherPupil.status).toBe(400);
    expect((await listIds(COUNSELOR)).length).toBe(before);
  });

  it("another school's staff cannot report at Ekskolan (404)", async () => {
    expect((await call("teacher2@demo.test", "POST", "/violations", body())).status).toBe(404);
  });

  it("tells the head and student health with a neutral notification that names no pupil", async () => {
    const created = await create(TEACHER, { victim: "Kanariefågel Kanariesson" });
    const res = await call(HEAD, "GET", `/notifications?schoolId=${ek()}`);
    const notices = (
      res.body.items as { category: string; itemId: string; title: string; description: string }[]
    ).filter((notice) => notice.itemId === created.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ category: "VIOLATION", description: "" });
    expect(JSON.stringify(notices[0])).not.toContain("Kanariefågel");
  });
});

describe("the access choice", () => {
  it("COUNSELOR: student health and the head, not another teacher; the author keeps it", async () => {
    const byCounselor = await create(COUNSELOR);
    expect(await listIds(HEAD)).toContain(byCounselor.id);
    expect(await listIds(TEACHER)).not.toContain(byCounselor.id);
    const byTeacher = await create(TEACHER);
    expect(await listIds(TEACHER)).toContain(byTeacher.id);
  });

  it("SELECTED: the chosen teacher reads it; changing the choice to COUNSELOR clears the chosen and takes it away", async () => {
    const chosen = await create(COUNSELOR, { access: "SELECTED", accessUsers: [{ id: uid(TEACHER) }] });
    expect(await listIds(TEACHER)).toContain(chosen.id);
    const changed = await call(COUNSELOR, "PATCH", `/violations/${chosen.id}`, {
      version: 1,
      access: "COUNSELOR",
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ access: "COUNSELOR", accessUsers: [], classes: [] });
    expect(await listIds(TEACHER)).not.toContain(chosen.id);
  });

  it("MENTOR: the mentor of a chosen class reads it, a teacher who only teaches it does not", async () => {
    const classes = t.seeded.classIds.ek!;
    const mentored = await create(COUNSELOR, { access: "MENTOR", classes: [{ id: classes[0]! }] });
    const onlyTaught = await create(COUNSELOR, { access: "MENTOR", classes: [{ id: classes[1]! }] });
    const taught = await create(COUNSELOR, { access: "TEACHER", classes: [{ id: classes[1]! }] });
    const ids = await listIds(TEACHER);
    expect(ids).toContain(mentored.id);
    expect(ids).not.toContain(onlyTaught.id);
    expect(ids).toContain(taught.id);
  });

  it("the owner sees the chain and the type of every report, never the story or the pupils", async () => {
    const created = await create(TEACHER, { victim: "Hemlig Elev" });
    const res = await call(OWNER, "GET", `/violations/${ek()}`);
    const item = (res.body.items as Violation[]).find((candidate) => candidate.id === created.id)!;
    expect(item).toMatchObject({ view: "chain", type: "HARASSMENT" });
    expect(JSON.stringify(res.body)).not.toContain("Hemlig Elev");
    expect(JSON.stringify(res.body)).not.toContain(pupil());
    expect(
      (await call(OWNER, "PATCH", `/violations/${created.id}`, { version: 1, location: "X" })).status,
    ).toBe(403);
  });

  it("a report of another school does not exist for its staff (404)", async () => {
    const created = await create(TEACHER);
    const other = await call("teacher2@demo.test", "POST", "/violations/follow-up", {
      violationId: created.id,
      text: "Hej",
    });
    expect(other.status).toBe(404);
    expect((await call("counselor@other.test", "POST", `/violations/spam/${created.id}`)).status).toBe(404);
  });
});

describe("the 6:10 chain", () => {
  it("the head marks it seen, reports it to the owner, an investigation begins and ends, it is archived", async () => {
    const created = await create(TEACHER);
    expect(
      (await call(COUNSELOR, "PATCH", `/violations/${created.id}`, { version: 1, seenByPrincipal: true }))
        .status,
    ).toBe(403);
    t.clock.advance(60_000);
    const seen = await call(HEAD, "PATCH", `/violations/${created.id}`, {
      version: 1,
      seenByPrincipal: true,
    });
    expect(seen.status).toBe(200);
    const seenChain = (seen.body as unknown as ViolationFull).chain;
    expect(seenChain.seenByPrincipalAt).not.toBeNull();
    expect(seenChain.seenByPrincipalAt! > created.chain.learnedAt).toBe(true);
    const reported = await call(HEAD, "PATCH", `/violations/${created.id}`, {
      version: 2,
      reportedToOwner: true,
    });
    expect((reported.body as unknown as ViolationFull).chain.reportedToOwnerAt).not.toBeNull();

    const begun = await call(COUNSELOR, "POST", "/violation-investigations", {
      violationId: created.id,
      eventDescription: "Samtal med de inblandade.",
      investigators: [{ id: uid(COUNSELOR) }],
    });
    expect(begun.status).toBe(201);
    const investigation = begun.body as unknown as ViolationInvestigation;
    expect(investigation).toMatchObject({ violationId: created.id, concluded: false, myAccess: "manage" });
    const schoolList = await call(COUNSELOR, "GET", `/violation-investigations/school/${ek()}`);
    expect((schoolList.body.items as ViolationInvestigation[]).map((item) => item.id)).toContain(
      investigation.id,
    );
    const teacherList = await call(TEACHER, "GET", `/violation-investigations/teacher/school/${ek()}`);
    expect(
      (teacherList.body.items as ViolationInvestigation[]).find((item) => item.id === investigation.id),
    ).toMatchObject({
      myAccess: "read",
    });

    const ended = await call(COUNSELOR, "PATCH", `/violation-investigations/${investigation.id}`, {
      version: 1,
      findings: "Kränkning har skett.",
      concluded: true,
    });
    expect(ended.status).toBe(200);
    const owner = await call(OWNER, "GET", `/violations/${ek()}`);
    const chain = (owner.body.items as Violation[]).find((item) => item.id === created.id)!.chain;
    expect(chain).toMatchObject({
      seenByPrincipalAt: expect.any(String),
      reportedToOwnerAt: expect.any(String),
      investigationBegunAt: expect.any(String),
      investigationEndedAt: expect.any(String),
      archivedAt: null,
    });

    const current = (await call(COUNSELOR, "GET", `/violations/${ek()}`)).body.items as ViolationFull[];
    const version = current.find((item) => item.id === created.id)!.version;
    expect(
      (await call(COUNSELOR, "PATCH", `/violations/${created.id}`, { version, archived: true })).status,
    ).toBe(200);
    expect(await listIds(COUNSELOR)).not.toContain(created.id);
    expect(await listIds(COUNSELOR, "?status=archived")).toContain(created.id);
  });

  it("the author hears that the principal has seen the report", async () => {
    const created = await create(TEACHER);
    await call(HEAD, "PATCH", `/violations/${created.id}`, { version: 1, seenByPrincipal: true });
    const res = await call(TEACHER, "GET", `/notifications?schoolId=${ek()}`);
    const kinds = (res.body.items as { kind: string; itemId: string }[])
      .filter((notice) => notice.itemId === created.id)
      .map((notice) => notice.kind);
    expect(kinds).toContain("VIOLATION_SEEN");
  });

  it("a stale version conflicts (409) and changes nothing", async () => {
    const created = await create(TEACHER);
    expect(
      (await call(COUNSELOR, "PATCH", `/violations/${created.id}`, { version: 1, location: "Matsalen" }))
        .status,
    ).toBe(200);
    const stale = await call(COUNSELOR, "PATCH", `/violations/${created.id}`, {
      version: 1,
      location: "Biblioteket",
    });
    expect(stale.status).toBe(409);
    const stored = ((await call(COUNSELOR, "GET", `/violations/${ek()}`)).body.items as ViolationFull[]).find(
      (item) => item.id === created.id,
    )!;
    expect(stored).toMatchObject({ location: "Matsalen", version: 2 });
  });

  it("an incident on a later day than today is refused (400 with its reason), when reported and when edited", async () => {
    const tomorrow = new Date(t.clock.now().getTime() + 36 * 3600 * 1000).toISOString();
    const refused = await call(TEACHER, "POST", "/violations", body({ when: tomorrow }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      reason: "violationWhenInFuture",
      message: "Händelsen kan inte ha hänt senare än i dag",
      issues: [expect.objectContaining({ path: ["when"] })],
    });
    // Earlier today is fine, whatever the hour.
    const created = await create(TEACHER, { when: t.clock.now().toISOString() });
    const edit = await call(COUNSELOR, "PATCH", `/violations/${created.id}`, { version: 1, when: tomorrow });
    expect(edit.status).toBe(400);
    expect(edit.body.error).toMatchObject({ reason: "violationWhenInFuture" });
    const stored = ((await call(COUNSELOR, "GET", `/violations/${ek()}`)).body.items as ViolationFull[]).find(
      (item) => item.id === created.id,
    )!;
    expect(stored).toMatchObject({ when: created.when, version: 1 });
  });
});

describe("junk, follow-ups and delete", () => {
  it("junk leaves every list but stays in the audit trail, and takes no more follow-ups", async () => {
    const created = await create(TEACHER);
    const spam = await call(COUNSELOR, "POST", `/violations/spam/${created.id}`);
    expect(spam.status).toBe(200);
    expect(spam.body).toMatchObject({ id: created.id, list: "SPAM" });
    expect(await listIds(COUNSELOR)).not.toContain(created.id);
    expect(await listIds(COUNSELOR, "?status=archived")).not.toContain(created.id);
    expect(await listIds(COUNSELOR, `?studentId=${pupil()}`)).not.toContain(created.id);
    const trail = await t.db.auditEvent.query.byScope({ scopeId: ek() }).go({ pages: "all" });
    expect(trail.data.filter((event) => event.entityId === created.id).map((event) => event.action)).toEqual(
      expect.arrayContaining(["CREATE", "UPDATE"]),
    );
    const late = await call(TEACHER, "POST", "/violations/follow-up", {
      violationId: created.id,
      text: "Hej",
    });
    expect(late.status).toBe(409);
  });

  it("follow-ups: added by those who may write, changed only by their author, on its version", async () => {
    const created = await create(TEACHER);
    const added = await call(TEACHER, "POST", "/violations/follow-up", {
      violationId: created.id,
      text: "Pratat med eleven.",
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ violationId: created.id, text: "Pratat med eleven.", version: 1 });
    const id = added.body.id as string;
    expect(
      (await call(COUNSELOR, "PATCH", `/violations/follow-up/${id}`, { version: 1, text: "Nej" })).status,
    ).toBe(403);
    expect(
      (await call(TEACHER, "PATCH", `/violations/follow-up/${id}`, { version: 1, text: "Ändrad" })).status,
    ).toBe(200);
    expect(
      (await call(TEACHER, "PATCH", `/violations/follow-up/${id}`, { version: 1, text: "Gammal" })).status,
    ).toBe(409);
    const stored = ((await call(COUNSELOR, "GET", `/violations/${ek()}`)).body.items as ViolationFull[]).find(
      (item) => item.id === created.id,
    )!;
    expect(stored.followUps.map((followUp) => followUp.text)).toEqual(["Ändrad"]);
    expect((await call(TEACHER, "DELETE", `/violations/follow-up/${id}`)).status).toBe(204);
    expect((await call(TEACHER, "DELETE", `/violations/follow-up/${id}`)).status).toBe(404);
  });

  it("the head deletes a report with the spec's message; a counselor may not", async () => {
    const created = await create(TEACHER);
    expect((await call(COUNSELOR, "DELETE", `/violations/${created.id}`)).status).toBe(403);
    const removed = await call(HEAD, "DELETE", `/violations/${created.id}`);
    expect(removed).toEqual({ status: 200, body: { message: "Kränkningsanmälan har tagits bort" } });
    expect(await listIds(COUNSELOR)).not.toContain(created.id);
  });

  it("the pupil page's list: every report naming the pupil, for those who may read it", async () => {
    const named = await create(COUNSELOR, {
      victimStudentId: null,
      participatingStudents: [{ id: pupil(5) }],
    });
    expect(await listIds(COUNSELOR, `?studentId=${pupil(5)}`)).toEqual([named.id]);
    expect(await listIds(TEACHER, `?studentId=${pupil(5)}`)).toEqual([]);
  });
});
