import { beforeAll, describe, expect, it } from "vitest";
import { fixtures } from "../helpers/fixtures.js";
import { peopleApi, type Json } from "../helpers/people.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";

/**
 * People as they are: pupils move between classes, mentors hand a class over, a year group's class is archived,
 * teachers leave a work team. The teacher whose tie ended loses the pupil's documents at once, in every domain that
 * counts the tie, and the teacher who takes over gains them; nothing is copied onto the documents.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
const PASSWORD = "Byter1Klass";
const { ek, call, created, expectGone, commonDocuments } = peopleApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
});

/** A teacher of Ekskolan, signed in. */
async function teacher() {
  const person = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
  return { id: person.id, token: await t.login(person.email, PASSWORD) };
}

/**
 * The documents about a pupil that a mentor of the pupil's class reads: a ticket (its timeline) and an action
 * program at the standard level, an adaptation and an F-warning, and a published investigation.
 */
async function documentsAbout(studentId: string) {
  const counselor = await t.login("counselor@demo.test");
  const investigation = await created(counselor, "/investigations", { studentId, background: "Bakgrund" });
  const published = await call(counselor, "PATCH", `/investigations/${investigation.id}`, {
    version: investigation.version,
    outcome: "PROGRAM",
    status: "PUBLISHED",
  });
  expect(published.status, published.text).toBe(200);
  return {
    ...(await commonDocuments(counselor, studentId, {
      title: "Oro",
      description: "Text",
      subject: "Engelska",
      reason: "Riskerar F.",
    })),
    investigation: published.body,
  };
}
type Documents = Awaited<ReturnType<typeof documentsAbout>>;

/** Which of the pupil's documents the teacher sees, by kind, through the routes the web uses. */
async function seenBy(token: string, docs: Documents): Promise<string[]> {
  const seen: string[] = [];
  if ((await call(token, "GET", `/tickets/${docs.ticket.id}`)).status === 200) seen.push("ticket");
  const tickets = await call(token, "GET", `/tickets/school/${ek()}`);
  if (tickets.text.includes(docs.ticket.id as string)) seen.push("ticket list");
  if ((await call(token, "GET", `/action-program/${ek()}/${docs.program.id}`)).status === 200)
    seen.push("program");
  const programs = await call(token, "GET", `/action-program/${ek()}`);
  if (programs.text.includes(docs.program.id as string)) seen.push("program list");
  const adaptation = await call(token, "GET", `/adaptions/${ek()}?id=${docs.adaptation.id as string}`);
  if ((adaptation.body.items as Json[]).length > 0) seen.push("adaptation");
  const warning = await call(token, "GET", `/f-and-f-warnings/${ek()}?id=${docs.warning.id as string}`);
  if ((warning.body.items as Json[]).length > 0) seen.push("warning");
  const investigations = await call(token, "GET", `/investigations/teacher/school/${ek()}`);
  if (investigations.text.includes(docs.investigation.id as string)) seen.push("investigation");
  return seen;
}

const ALL = ["ticket", "ticket list", "program", "program list", "adaptation", "warning", "investigation"];

describe("a pupil moves to another class", () => {
  it("the old class's mentor loses every document about the pupil at once; the new class's mentor gains them", async () => {
    const before = await teacher();
    const after = await teacher();
    const fromClass = await f.schoolClass("ek", { mentors: [before.id] });
    const toClass = await f.schoolClass("ek", { mentors: [after.id] });
    const pupil = await f.student("ek", { classId: fromClass });
    const docs = await documentsAbout(pupil);
    expect(await seenBy(before.token, docs)).toEqual(ALL);
    expect(await seenBy(after.token, docs)).toEqual([]);

    const admin = await t.login("admin@demo.test");
    const version = (await call(admin, "GET", `/student/${pupil}`)).body.version;
    const moved = await call(admin, "PATCH", `/student/${pupil}`, { version, classId: toClass });
    expect(moved.status, moved.text).toBe(200);

    expect(await seenBy(before.token, docs)).toEqual([]);
    expect(await seenBy(after.token, docs)).toEqual(ALL);
    // The former mentor's direct reads are 404, exactly like a document that does not exist.
    expect((await call(before.token, "GET", `/tickets/${docs.ticket.id}`)).status).toBe(404);
    expect((await call(before.token, "GET", `/action-program/${ek()}/${docs.program.id}/pdf`)).status).toBe(
      404,
    );
    const feedback = await call(before.token, "POST", `/adaptions/feedback/${docs.adaptation.id}`, {
      feedback: "Fungerar",
    });
    expect(feedback.status).toBe(404);
  });
});

describe("a mentor hands over the class, and a year group's class is archived", () => {
  it("the mentor taken off the class loses the pupils' documents; archiving the class ends the last mentor's", async () => {
    const leaving = await teacher();
    const staying = await teacher();
    const schoolClass = await f.schoolClass("ek", { mentors: [leaving.id, staying.id] });
    const pupil = await f.student("ek", { classId: schoolClass });
    const docs = await documentsAbout(pupil);
    expect(await seenBy(leaving.token, docs)).toEqual(ALL);

    const head = await t.login("head@demo.test");
    const off = await call(head, "DELETE", `/classes/${schoolClass}/mentor`, { id: leaving.id });
    expect(off.status, off.text).toBe(200);
    expect(await seenBy(leaving.token, docs)).toEqual([]);
    expect(await seenBy(staying.token, docs)).toEqual(ALL);

    const admin = await t.login("admin@demo.test");
    const archived = await call(admin, "PATCH", `/classes/archive/${schoolClass}`);
    expect(archived.status, archived.text).toBe(200);
    expect(await seenBy(staying.token, docs)).toEqual([]);
  });

  it("a pupil's own mentor who is replaced loses the pupil's documents", async () => {
    const first = await teacher();
    const second = await teacher();
    const pupil = await f.student("ek", { mentorId: first.id });
    const docs = await documentsAbout(pupil);
    expect(await seenBy(first.token, docs)).toEqual(ALL);

    const head = await t.login("head@demo.test");
    const changed = await call(head, "PATCH", `/student/${pupil}/mentor`, { userId: second.id });
    expect(changed.status, changed.text).toBe(200);
    expect(await seenBy(first.token, docs)).toEqual([]);
    expect(await seenBy(second.token, docs)).toEqual(ALL);
  });
});

describe("a teacher leaves a work team", () => {
  it("the team's ticket and action program are gone for them at once, and stay with the team", async () => {
    const leaving = await teacher();
    const staying = await teacher();
    const teamId = await f.team("ek");
    const head = await t.login("head@demo.test");
    const team = await call(head, "PATCH", `/team/${teamId}`, {
      version: 1,
      members: [{ id: leaving.id }, { id: staying.id }],
    });
    expect(team.status, team.text).toBe(200);
    const pupil = await f.student("ek");
    const counselor = await t.login("counselor@demo.test");
    const ticket = await created(counselor, "/tickets", {
      studentId: pupil,
      title: "Lagets ärende",
      description: "Text",
      access: "TEAM",
      teamId,
    });
    const program = await created(counselor, "/action-program", { studentId: pupil, access: "TEAM", teamId });
    const reads = [`/tickets/${ticket.id}`, `/action-program/${ek()}/${program.id}`];
    for (const path of reads) {
      expect((await call(leaving.token, "GET", path)).status, path).toBe(200);
    }

    const left = await call(head, "PATCH", `/team/${teamId}`, {
      version: team.body.version,
      members: [{ id: staying.id }],
    });
    expect(left.status, left.text).toBe(200);
    await expectGone(leaving.token, reads, ["Lagets ärende"]);
    expect((await call(leaving.token, "GET", `/tickets/school/${ek()}`)).text).not.toContain(
      ticket.id as string,
    );
    for (const path of reads) {
      expect((await call(staying.token, "GET", path)).status, path).toBe(200);
    }
  });
});
