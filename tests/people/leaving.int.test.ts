import { beforeAll, describe, expect, it } from "vitest";
import { deliverDueWhistleNotices, nextFullHour } from "../../functions/src/whistles/whistle-notice-batch.js";
import { fixtures } from "../helpers/fixtures.js";
import { peopleApi, type Json } from "../helpers/people.js";
import { createTestApp, type TestApp } from "../helpers/test-app.js";
import { violationReportBody } from "../../functions/src/violations/violations.fixtures.js";

/**
 * People as they are: a student-health worker at Ekskolan and Björkskolan leaves Ekskolan (an admin takes them off
 * the school) and later comes back as a teacher. What they were named on at Ekskolan must neither be shown to them
 * nor keep telling them about it, and their work at Björkskolan goes on.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
const PASSWORD = "Lamna1Skolan";
const { ek, bjork, call, created, signIn, takeOffEk, takeBackAtEk, expectGone } = peopleApi(() => t);

/** Ekskolan's second pupil: no other test file's documents, and a name the responses must not carry. */
const pupil = () => t.seeded.studentIds.ek![1]!;

beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
  // Just after a full hour: the whistle notices go out in an hourly batch the test moves the clock to.
  t.clock.set(new Date(nextFullHour(new Date()).getTime() + 60_000));
});

/** The notifications stored for a person (whatever the school), straight from the table. */
const storedNotices = async (userId: string) =>
  (await t.db.notification.query.byUser({ userId }).go({ pages: "all" })).data;

describe("a student-health worker leaves a school and comes back", () => {
  it("sees nothing of the school they left, is told nothing more of it, and regains nothing on return", async () => {
    const leaver = await f.person({ ek: ["COUNSELOR"], bjork: ["COUNSELOR"] }, [], { password: PASSWORD });
    const me = await signIn(leaver.email, PASSWORD);
    const counselor = await signIn("counselor@demo.test");
    const head = await signIn("head@demo.test");
    const teacher = await signIn("teacher@demo.test");
    const admin = await signIn("admin@demo.test");
    const pupilName = (await call(counselor, "GET", `/student/${pupil()}`)).body.name as string;
    expect(pupilName).toBeTruthy();

    // Named on Ekskolan's documents while working there.
    const ticket = await created(counselor, "/tickets", {
      studentId: pupil(),
      title: "Oro för frånvaro",
      description: "Eleven har varit borta mycket.",
      access: "SELECTED",
      recipients: [{ id: leaver.id }],
    });
    const program = await created(counselor, "/action-program", {
      studentId: pupil(),
      access: "SELECTED",
      recipients: [{ id: leaver.id }],
    });
    // A draft whose decision the head handed to them.
    const awaiting = await created(head, "/action-program", {
      studentId: pupil(),
      access: "COUNSELOR",
      decisionMakerId: leaver.id,
    });
    const adaptation = await created(counselor, "/adaptions", {
      studentId: pupil(),
      subjects: ["Svenska"],
      categories: ["EXTRA_TIME"],
      responsible: [leaver.id],
      startDate: "2026-11-01",
      reviewDate: "2026-12-01",
    });
    const mapping = await created(counselor, "/mappings", {
      studentId: pupil(),
      respondents: [{ id: leaver.id }],
      deadline: "2027-12-15",
    });
    const investigation = await created(counselor, "/investigations", {
      studentId: pupil(),
      contributors: [{ id: leaver.id }],
    });
    const report = await created(me, "/violations", violationReportBody(ek(), pupil()));
    const whistle = await created(teacher, "/whistle", {
      schoolId: ek(),
      message: "Något på skolan som rektor behöver veta.",
      recipient: "SELECTED",
      recipientIds: [{ id: leaver.id }],
    });

    // Before leaving: they read each one, and the whistle's notice reaches them with the next batch.
    expect((await call(me, "GET", `/tickets/${ticket.id}`)).status).toBe(200);
    expect((await call(me, "GET", `/action-program/${ek()}/${program.id}`)).status).toBe(200);
    expect((await call(me, "GET", `/mappings/${ek()}/${mapping.id}`)).status).toBe(200);
    const whistles = await call(me, "GET", `/whistle?schoolId=${ek()}`);
    expect(whistles.status).toBe(200);
    expect((whistles.body.items as Json[]).map((item) => item.message)).toContain(
      "Något på skolan som rektor behöver veta.",
    );
    t.clock.set(nextFullHour(t.clock.now()));
    await deliverDueWhistleNotices(t.deps);
    expect((await storedNotices(leaver.id)).filter((item) => item.category === "WHISTLE")).toHaveLength(1);

    // The school's admin takes them off Ekskolan.
    await takeOffEk(admin, [leaver.id]);

    // Every document and list of Ekskolan is now as if it did not exist (404), with nothing of the pupil in it.
    const gone = [
      `/tickets/${ticket.id}`,
      `/tickets/school/${ek()}`,
      `/feedback/${ek()}`,
      `/action-program/${ek()}`,
      `/action-program/${ek()}/${program.id}`,
      `/action-program/${ek()}/${program.id}/pdf`,
      `/action-program-follow-up/${ek()}`,
      `/adaptions/${ek()}?id=${adaptation.id as string}`,
      `/adaptions/${ek()}?due=mine`,
      `/f-and-f-warnings/${ek()}`,
      `/mappings/${ek()}`,
      `/mappings/${ek()}/${mapping.id}`,
      `/investigations/school/${ek()}`,
      `/investigations/teacher/school/${ek()}`,
      `/violations/${ek()}`,
      `/violation-investigations/school/${ek()}`,
      `/whistle?schoolId=${ek()}`,
      `/calendar/${ek()}?from=2026-11-01&to=2026-11-30`,
      `/notifications?schoolId=${ek()}`,
      `/student/${pupil()}`,
      `/student/school/${ek()}`,
    ];
    await expectGone(me, gone, [pupil(), pupilName]);
    // Nor may they change any of it.
    const writes: [string, string, Json][] = [
      ["PATCH", `/tickets/${ticket.id}`, { version: ticket.version, title: "Ändrad" }],
      ["PATCH", `/adaptions/${adaptation.id}`, { version: adaptation.version, description: "Ändrad" }],
      ["POST", `/adaptions/feedback/${adaptation.id}`, { feedback: "Fungerar bra." }],
      [
        "PATCH",
        `/investigations/${investigation.id}`,
        { version: investigation.version, contribution: "Inlägg" },
      ],
      ["PATCH", `/violations/${report.id}`, { version: report.version, location: "Matsalen" }],
      ["POST", `/violations/follow-up`, { violationId: report.id, text: "Uppföljning" }],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(me, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await call(counselor, "GET", `/tickets/${ticket.id}`)).body.title).toBe("Oro för frånvaro");

    // The draft they were to decide waits for a head's decision again.
    const draft = await call(counselor, "GET", `/action-program/${ek()}/${awaiting.id}`);
    expect(draft.body).toMatchObject({ status: "draft", decisionMakerId: null });

    // Their other school is untouched.
    expect((await call(me, "GET", `/tickets/school/${bjork()}`)).status).toBe(200);
    expect((await call(me, "GET", `/notifications?schoolId=${bjork()}`)).status).toBe(200);

    // The chain goes on at Ekskolan without them: the head marks their report seen, the whistle's sender adds to
    // it. Neither tells the person who left (in the app or by mail).
    const outboxBefore = t.outbox.sent.length;
    const seen = await call(head, "PATCH", `/violations/${report.id}`, {
      version: report.version,
      seenByPrincipal: true,
    });
    expect(seen.status, seen.text).toBe(200);
    const addition = await t.request("POST", "/api/external/whistle/addition", {
      body: { receipt: whistle.receipt, message: "Det hände igen." },
    });
    expect(addition.status).toBe(201);
    t.clock.set(nextFullHour(t.clock.now()));
    await deliverDueWhistleNotices(t.deps);
    const notices = await storedNotices(leaver.id);
    expect(notices.filter((item) => item.kind === "VIOLATION_SEEN")).toEqual([]);
    expect(notices.filter((item) => item.kind === "WHISTLE_ADDITION")).toEqual([]);
    expect(t.outbox.sent.slice(outboxBefore).filter((mail) => mail.to === leaver.email)).toEqual([]);

    // Back at Ekskolan, as a teacher: what they were once named on does not come back with them.
    await takeBackAtEk(admin, leaver.email, "Återkommande");
    const again = await signIn(leaver.email, PASSWORD);
    expect((await call(again, "GET", `/tickets/${ticket.id}`, undefined, "TEACHER")).status).toBe(404);
    const tickets = await call(again, "GET", `/tickets/school/${ek()}`, undefined, "TEACHER");
    expect(tickets.status).toBe(200);
    expect(tickets.text).not.toContain(ticket.id as string);
    // Nor the action program that named them among its chosen recipients.
    const program404 = await call(
      again,
      "GET",
      `/action-program/${ek()}/${program.id}`,
      undefined,
      "TEACHER",
    );
    expect(program404.status).toBe(404);
    const programs = await call(again, "GET", `/action-program/${ek()}`, undefined, "TEACHER");
    expect(programs.status).toBe(200);
    expect(programs.text).not.toContain(program.id as string);
  });
  it("a teacher named on Ekskolan's documents who leaves and is taken back regains none of them", async () => {
    const named = await f.person({ ek: ["TEACHER"], bjork: ["TEACHER"] }, [], { password: PASSWORD });
    const counselor = await signIn("counselor@demo.test");
    const admin = await signIn("admin@demo.test");
    const studentId = t.seeded.studentIds.ek![3]!;
    const report = (extra: Json) => ({
      type: "HARASSMENT",
      violationBetween: "STUDENTTOSTUDENT",
      victim: "Elev i 7A",
      incidentDetails: "Utfrystes i klassen.",
      when: "2026-11-19T12:00:00.000Z",
      location: "Klassrummet",
      witness: "Ingen",
      hasContactedSchool: "NO",
      hasContactedParents: "NO",
      whoContacted: "",
      victimStudentId: studentId,
      schoolId: ek(),
      ...extra,
    });
    const ticket = await created(counselor, "/tickets", {
      studentId,
      title: "Kontaktlärarens ärende",
      description: "Text",
      access: "CONTACTTEACHERS",
      contactTeachers: [{ id: named.id }],
    });
    const program = await created(counselor, "/action-program", {
      studentId,
      access: "EDITORS",
      editors: [{ id: named.id }],
    });
    const adaptation = await created(counselor, "/adaptions", {
      studentId,
      subjects: ["Musik"],
      categories: ["EXTRA_TIME"],
      responsible: [named.id],
      startDate: "2026-11-01",
      reviewDate: "2026-11-15",
    });
    const investigation = await created(counselor, "/investigations", {
      studentId,
      contributors: [{ id: named.id }],
    });
    const violation = await created(
      counselor,
      "/violations",
      report({ access: "SELECTED", accessUsers: [{ id: named.id }] }),
    );
    /** What of the pupil's documents the teacher sees at Ekskolan. */
    const seen = async (token: string) => {
      const found: string[] = [];
      if ((await call(token, "GET", `/tickets/${ticket.id}`)).status === 200) found.push("ticket");
      if ((await call(token, "GET", `/action-program/${ek()}/${program.id}`)).status === 200)
        found.push("program");
      const adaptations = await call(token, "GET", `/adaptions/${ek()}?id=${adaptation.id as string}`);
      if ((adaptations.body.items as Json[] | undefined)?.length) found.push("adaptation");
      const due = await call(token, "GET", `/adaptions/${ek()}?due=mine`);
      if (due.text.includes(adaptation.id as string)) found.push("due adaptation");
      const investigations = await call(token, "GET", `/investigations/teacher/school/${ek()}`);
      if (investigations.text.includes(investigation.id as string)) found.push("investigation");
      const violations = await call(token, "GET", `/violations/${ek()}`);
      if (violations.text.includes(violation.id as string)) found.push("violation");
      return found;
    };
    const all = ["ticket", "program", "adaptation", "due adaptation", "investigation", "violation"];
    expect(await seen(await signIn(named.email, PASSWORD))).toEqual(all);

    await takeOffEk(admin, [named.id]);
    await takeBackAtEk(admin, named.email);
    expect(await seen(await signIn(named.email, PASSWORD))).toEqual([]);
    // The documents themselves remain for those who have them (what the teacher wrote stays; the lists shrink).
    const stored = await call(counselor, "GET", `/adaptions/${ek()}?id=${adaptation.id as string}`);
    expect((stored.body.items as Json[])[0]).toMatchObject({ id: adaptation.id, responsible: [] });
  });
});

describe("a person taken off their last school", () => {
  it("is signed out at once: every session ends, as a password change ends them", async () => {
    const leaver = await f.person({ ek: ["TEACHER"] }, [], { password: PASSWORD });
    const first = await signIn(leaver.email, PASSWORD);
    const second = await signIn(leaver.email, PASSWORD);
    expect((await call(first, "GET", "/auth/me")).status).toBe(200);
    await takeOffEk(await signIn("admin@demo.test"), [leaver.id]);
    for (const token of [first, second]) {
      const res = await call(token, "GET", "/auth/me");
      expect(res.status, res.text).toBe(401);
      expect(res.body).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    }
  });

  it("keeps the session when another school remains, and works there", async () => {
    const stayer = await f.person({ ek: ["TEACHER"], bjork: ["TEACHER"] }, [], { password: PASSWORD });
    const token = await signIn(stayer.email, PASSWORD);
    await takeOffEk(await signIn("admin@demo.test"), [stayer.id]);
    expect((await call(token, "GET", "/auth/me")).status).toBe(200);
    expect((await call(token, "GET", `/tickets/school/${bjork()}`)).status).toBe(200);
  });
});
