import { describe, expect, it } from "vitest";
import type {
  Feedback,
  FullTicket,
  Reaction,
  TicketDetail,
  TicketEvent,
  TicketMessage,
  TicketStepRecord,
  TicketSummary,
  TimelineTicket,
} from "#shared/tickets/ticket.schema";
import { COUNSELOR, HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { ticketsService } from "./tickets.entities.js";
import { apiAs, errorOf, pupilAuditTrail, readJson as read } from "../../../tests/helpers/api-calls.js";

const { t, f } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;
/** Ekskolan's first pupil is in 7A, which teacher@demo.test mentors; pupil 30 is in 7B, which has no mentor. */
const mentoredPupil = () => t.seeded.studentIds.ek![0]!;
const otherPupil = () => t.seeded.studentIds.ek![30]!;

const call = apiAs(t);
const auditOf = (studentId: string) => pupilAuditTrail(t, studentId);

async function create(email: string, body: Record<string, unknown>) {
  const res = await call(email, "POST", "/api/tickets", {
    studentId: mentoredPupil(),
    title: "Oro för eleven",
    description: "Eleven verkar ledsen.",
    access: "STANDARD",
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return read<TicketDetail>(res);
}

describe("creating a ticket", () => {
  it("a counselor creates one at REPORT, as its notifier, with an owner; it is audited without its text", async () => {
    const ticket = (await create(COUNSELOR, {
      title: "Kanarietitel",
      description: "Kanariebeskrivning",
      ownerId: uid(HEAD),
    })) as FullTicket;
    expect(ticket).toMatchObject({
      view: "full",
      myAccess: "manage",
      studentId: mentoredPupil(),
      schoolId: ek(),
      title: "Kanarietitel",
      description: "Kanariebeskrivning",
      access: "STANDARD",
      currentStep: "REPORT",
      status: "ongoing",
      archived: false,
      owner: { id: uid(HEAD), name: "Henrik Rektor" },
      notifier: { id: uid(COUNSELOR), name: "Cecilia Kurator" },
      version: 1,
    });
    expect(ticket.steps).toEqual([
      expect.objectContaining({
        status: "REPORT",
        createdBy: { id: uid(COUNSELOR), name: "Cecilia Kurator" },
      }),
    ]);
    const events = (await auditOf(mentoredPupil())).filter((event) => event.entityId === ticket.id);
    expect(events).toEqual([
      expect.objectContaining({ action: "CREATE", entity: "ticket", outcome: "SUCCESS", schoolId: ek() }),
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Kanarie/);
  });

  it("a teacher reports one and sees its timeline with what she wrote, and nothing of others' work", async () => {
    const ticket = (await create(TEACHER, { access: "COUNSELOR", title: "Hemlig titel" })) as TimelineTicket;
    expect(ticket.view).toBe("timeline");
    expect(ticket.myAccess).toBe("timeline");
    expect(ticket.ownReport).toEqual({ title: "Hemlig titel", description: "Eleven verkar ledsen." });
    expect(ticket.steps.map((step) => step.status)).toEqual(["REPORT"]);
    expect(ticket.status).toBe("unassigned");
    // Her list shows her own report's title; the pupil's mentor (timeline too, not the reporter) reads neither.
    const rows = await read<{ items: TicketSummary[] }>(
      await call(TEACHER, "GET", `/api/tickets/school/${ek()}?studentId=${mentoredPupil()}&limit=100`),
    );
    const row = rows.items.find((item) => item.id === ticket.id);
    expect(row).toMatchObject({ view: "timeline", title: "Hemlig titel", access: null });
    const { ticketId } = await f.ticket({ title: "Annans titel", description: "Annans text" });
    const other = await read<TimelineTicket>(await call(TEACHER, "GET", `/api/tickets/${ticketId}`));
    expect(other).toMatchObject({ view: "timeline", ownReport: null });
    expect(JSON.stringify(other)).not.toMatch(/Annans/);
  });

  it("a reporter keeps reading what she reported after staff rewrite the text and narrow the access", async () => {
    const ticket = (await create(TEACHER, {
      title: "Lärarens titel",
      description: "Lärarens text",
    })) as TimelineTicket;
    const res = await call(COUNSELOR, "PATCH", `/api/tickets/${ticket.id}`, {
      version: ticket.version,
      title: "Kuratorns titel",
      description: "Kuratorns anteckning",
      access: "COUNSELOR",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const seen = await read<TimelineTicket>(await call(TEACHER, "GET", `/api/tickets/${ticket.id}`));
    expect(seen).toMatchObject({
      view: "timeline",
      ownReport: { title: "Lärarens titel", description: "Lärarens text" },
    });
    const rows = await read<{ items: TicketSummary[] }>(
      await call(TEACHER, "GET", `/api/tickets/school/${ek()}?studentId=${mentoredPupil()}&limit=100`),
    );
    expect(rows.items.find((item) => item.id === ticket.id)).toMatchObject({
      view: "timeline",
      title: "Lärarens titel",
    });
    expect(JSON.stringify([seen, rows])).not.toMatch(/Kuratorns/);
  });

  it("a ticket stored before the reporter's own copy was kept shows her no text at all", async () => {
    const { ticketId } = await f.ticket({
      notifier: TEACHER,
      studentId: mentoredPupil(),
      title: "Gammal titel",
      description: "Gammal text",
      withoutReportedCopy: true,
    });
    const seen = await read<TimelineTicket>(await call(TEACHER, "GET", `/api/tickets/${ticketId}`));
    expect(seen).toMatchObject({ view: "timeline", ownReport: null });
    const rows = await read<{ items: TicketSummary[] }>(
      await call(TEACHER, "GET", `/api/tickets/school/${ek()}?studentId=${mentoredPupil()}&limit=100`),
    );
    expect(rows.items.find((item) => item.id === ticketId)).toMatchObject({ view: "timeline", title: null });
    expect(JSON.stringify([seen, rows])).not.toMatch(/Gammal/);
  });

  it("refuses what a teacher may not choose: only me (400) and an owner (403)", async () => {
    const base = { studentId: mentoredPupil(), title: "T", description: "D" };
    const self = await call(TEACHER, "POST", "/api/tickets", { ...base, access: "SELF" }, "en");
    expect(self.status).toBe(400);
    expect((await errorOf(self)).message).toBe("Teachers cannot choose the access 'Only me'");
    const owned = await call(TEACHER, "POST", "/api/tickets", {
      ...base,
      access: "STANDARD",
      ownerId: uid(HEAD),
    });
    expect(owned.status).toBe(403);
  });

  it("validates the body, in the caller's language, and stores nothing", async () => {
    const before = (await t.db.ticket.query.byStudent({ studentId: otherPupil() }).go()).data.length;
    const cases: [Record<string, unknown>, string][] = [
      [{}, "studentId"],
      [{ studentId: otherPupil(), title: "", description: "D", access: "STANDARD" }, "title"],
      [{ studentId: otherPupil(), title: "T", description: "D", access: "NOPE" }, "access"],
      [{ studentId: otherPupil(), title: "T", description: "D", access: "SELECTED" }, "recipients"],
      [{ studentId: otherPupil(), title: "T", description: "D", access: "TEAM" }, "teamId"],
      [
        {
          studentId: otherPupil(),
          title: "T",
          description: "D",
          access: "STANDARD",
          recipients: [{ id: uid(HEAD) }],
        },
        "recipients",
      ],
      [
        { studentId: otherPupil(), title: "T", description: "x".repeat(20_001), access: "STANDARD" },
        "description",
      ],
      [{ studentId: otherPupil(), title: "T", description: "D", access: "STANDARD", owner: "x" }, ""],
    ];
    for (const [body, path] of cases) {
      for (const language of ["sv", "en"] as const) {
        const res = await call(COUNSELOR, "POST", "/api/tickets", body, language);
        expect(res.status, JSON.stringify(body)).toBe(400);
        const error = await errorOf(res);
        expect(error.code).toBe("VALIDATION_FAILED");
        expect(error.message).toBe(
          language === "sv" ? "Fyll i all nödvändig information" : "Please fill in all required information",
        );
        if (path) expect(error.issues!.map((issue) => issue.path[0])).toContain(path);
      }
    }
    expect((await t.db.ticket.query.byStudent({ studentId: otherPupil() }).go()).data.length).toBe(before);
  });

  it("refuses people and teams that do not fit, and an 'only me' ticket owned by someone else", async () => {
    const base = { studentId: otherPupil(), title: "T", description: "D" };
    const bad: Record<string, unknown>[] = [
      // A recipient from another school.
      { ...base, access: "SELECTED", recipients: [{ id: uid("teacher2@demo.test") }] },
      // An admin works with no tickets.
      { ...base, access: "SELECTED", recipients: [{ id: uid("admin@demo.test") }] },
      // A contact teacher must be a teacher.
      { ...base, access: "CONTACTTEACHERS", contactTeachers: [{ id: uid(HEAD) }] },
      // The owner must be student-health staff.
      { ...base, access: "STANDARD", ownerId: uid(TEACHER) },
      // A team of another school.
      { ...base, access: "TEAM", teamId: await f.team("bjork") },
      { ...base, access: "SELF", ownerId: uid(HEAD) },
    ];
    for (const body of bad) {
      expect((await call(COUNSELOR, "POST", "/api/tickets", body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("a pupil elsewhere is not found; roles without ticket work are refused; both audited", async () => {
    const studentId = await f.student("ek");
    const body = { studentId, title: "T", description: "D", access: "STANDARD" };
    expect((await call("counselor@other.test", "POST", "/api/tickets", body)).status).toBe(404);
    expect((await call("teacher2@demo.test", "POST", "/api/tickets", body)).status).toBe(404);
    expect((await call("admin@demo.test", "POST", "/api/tickets", body)).status).toBe(403);
    expect((await call("owner@demo.test", "POST", "/api/tickets", body)).status).toBe(403);
    const refusals = (await auditOf(studentId)).filter(
      (event) => event.entity === "ticket" && event.action === "CREATE" && event.outcome === "DENIED",
    );
    expect(refusals.map((event) => event.role).sort()).toEqual(["ADMIN", "OWNER"]);
  });
});

describe("reading a ticket", () => {
  it("student-health staff read it in full, the pupil's mentor sees the timeline, other teachers nothing", async () => {
    const { ticketId } = await f.ticket({ title: "Dold titel", description: "Dold text" });
    const full = await read<FullTicket>(await call(HEAD, "GET", `/api/tickets/${ticketId}`));
    expect(full).toMatchObject({ view: "full", myAccess: "manage", title: "Dold titel" });

    const mentor = await call(TEACHER, "GET", `/api/tickets/${ticketId}`);
    expect(mentor.status).toBe(200);
    const timeline = await read<TimelineTicket>(mentor);
    expect(timeline).toMatchObject({ view: "timeline", myAccess: "timeline", currentStep: "REPORT" });
    expect(Object.keys(timeline).sort()).toEqual(
      [
        "archived",
        "createdAt",
        "currentStep",
        "id",
        "myAccess",
        "notifier",
        "owner",
        "ownReport",
        "schoolId",
        "status",
        "steps",
        "studentId",
        "updatedAt",
        "version",
        "view",
      ].sort(),
    );
    expect(JSON.stringify(timeline)).not.toMatch(/Dold/);

    const notMentored = await f.ticket({ studentId: otherPupil() });
    const res = await call(TEACHER, "GET", `/api/tickets/${notMentored.ticketId}`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe("NOT_FOUND");
    for (const email of [
      "admin@demo.test",
      "owner@demo.test",
      "superadmin@demo.test",
      "counselor@other.test",
    ]) {
      expect((await call(email, "GET", `/api/tickets/${ticketId}`)).status, email).toBe(404);
    }
  });

  it("mentorship is judged when asked: a teacher who stops mentoring the class loses the timeline at once", async () => {
    const classId = await f.schoolClass("ek", { mentors: [uid(TEACHER)] });
    const studentId = await f.student("ek", { classId });
    const { ticketId } = await f.ticket({ studentId });
    expect((await call(TEACHER, "GET", `/api/tickets/${ticketId}`)).status).toBe(200);
    expect((await call(TEACHER, "DELETE", `/api/classes/${classId}/mentor`)).status).toBe(200);
    expect((await call(TEACHER, "GET", `/api/tickets/${ticketId}`)).status).toBe(404);
    // The pupil's own mentor counts as well.
    const own = await f.student("ek", { mentorId: uid(TEACHER), mentorName: "Tove Lärare" });
    expect(
      (await call(TEACHER, "GET", `/api/tickets/${(await f.ticket({ studentId: own })).ticketId}`)).status,
    ).toBe(200);
  });

  it("every read and every refusal is audited, with the pupil", async () => {
    const studentId = await f.student("ek");
    const { ticketId } = await f.ticket({ studentId });
    await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`);
    await call(TEACHER, "GET", `/api/tickets/${ticketId}`);
    const events = await auditOf(studentId);
    expect(events.map((event) => `${event.role}:${event.action}:${event.outcome}`).sort()).toEqual([
      "COUNSELOR:READ:SUCCESS",
      "TEACHER:READ:NOT_FOUND",
    ]);
  });

  it("a bad id answers 400, a missing one 404", async () => {
    expect((await call(COUNSELOR, "GET", "/api/tickets/not-a-uuid")).status).toBe(400);
    expect((await call(COUNSELOR, "GET", `/api/tickets/${t.deps.ids.id()}`)).status).toBe(404);
  });
});

describe("listing a school's tickets", () => {
  async function list(email: string, query: string) {
    const res = await call(email, "GET", `/api/tickets/school/${ek()}?${query}`);
    expect(res.status).toBe(200);
    return read<{ items: TicketSummary[]; cursor: string | null }>(res);
  }

  it("reads the ongoing list (assigned and unassigned) page by page, newest first, nothing twice or skipped", async () => {
    const studentId = await f.student("ek");
    const made: string[] = [];
    for (const [index, owner] of [HEAD, null, null, COUNSELOR, null].entries()) {
      const created = await f.ticket({ studentId, ...(owner ? { owner } : {}), title: `Ordning ${index}` });
      made.push(created.ticketId);
      t.clock.advance(1000);
    }
    await f.ticket({ studentId, owner: COUNSELOR, currentStep: "ARCHIVE" });
    const seen: TicketSummary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query = `status=ongoing&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = await list(COUNSELOR, query);
      seen.push(...page.items);
      cursor = page.cursor;
      pages += 1;
    } while (cursor && pages < 200);
    const ids = seen.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => made.includes(id))).toEqual([...made].reverse());
    expect(seen.every((item) => item.status !== "archived")).toBe(true);
    const times = seen.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const bad = await call(
      COUNSELOR,
      "GET",
      `/api/tickets/school/${ek()}?status=ongoing&cursor=m1.bm90LWpzb24`,
    );
    expect(bad.status).toBe(400);
  });

  it("filters by list, pupil, owner and step on the server", async () => {
    const studentId = await f.student("ek");
    const open = await f.ticket({ studentId, owner: HEAD, currentStep: "EXAMINATION" });
    const unassigned = await f.ticket({ studentId });
    const archived = await f.ticket({ studentId, owner: COUNSELOR, currentStep: "ARCHIVE" });
    const ids = (page: { items: TicketSummary[] }) => page.items.map((item) => item.id).sort();
    expect(ids(await list(COUNSELOR, `studentId=${studentId}`))).toEqual(
      [open.ticketId, unassigned.ticketId, archived.ticketId].sort(),
    );
    // Ongoing is every ticket not archived, assigned or not; unassigned is the part without an owner.
    expect(ids(await list(COUNSELOR, `studentId=${studentId}&status=ongoing`))).toEqual(
      [open.ticketId, unassigned.ticketId].sort(),
    );
    expect(ids(await list(COUNSELOR, `studentId=${studentId}&status=unassigned`))).toEqual([
      unassigned.ticketId,
    ]);
    expect(ids(await list(COUNSELOR, `studentId=${studentId}&status=archived`))).toEqual([archived.ticketId]);
    expect(ids(await list(COUNSELOR, `studentId=${studentId}&step=EXAMINATION`))).toEqual([open.ticketId]);
    expect(ids(await list(COUNSELOR, `studentId=${studentId}&ownerId=${uid(HEAD)}`))).toEqual([
      open.ticketId,
    ]);

    const mine = await list(COUNSELOR, `ownerId=${uid(HEAD)}&status=ongoing&limit=100`);
    expect(mine.items.map((item) => item.id)).toContain(open.ticketId);
    expect(mine.items.every((item) => item.owner?.id === uid(HEAD) && item.status === "ongoing")).toBe(true);
    const examination = await list(COUNSELOR, "step=EXAMINATION&limit=100");
    expect(examination.items.map((item) => item.id)).toContain(open.ticketId);
    expect(examination.items.every((item) => item.currentStep === "EXAMINATION")).toBe(true);
    const unassignedList = await list(COUNSELOR, "status=unassigned&limit=100");
    expect(unassignedList.items.every((item) => item.owner === null && item.status === "unassigned")).toBe(
      true,
    );
  });

  it("pages newest first with a cursor", async () => {
    const studentId = await f.student("ek");
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      created.push((await f.ticket({ studentId })).ticketId);
    }
    const first = await list(COUNSELOR, `studentId=${studentId}&limit=2`);
    expect(first.items.map((item) => item.id)).toEqual([created[4], created[3]]);
    const second = await list(
      COUNSELOR,
      `studentId=${studentId}&limit=2&cursor=${encodeURIComponent(first.cursor!)}`,
    );
    expect(second.items.map((item) => item.id)).toEqual([created[2], created[1]]);
    const bad = await call(COUNSELOR, "GET", `/api/tickets/school/${ek()}?cursor=${"x".repeat(40)}`);
    expect(bad.status).toBe(400);
  });

  it("shows a teacher only what they may see, and the timeline rows without title or access", async () => {
    const classId = await f.schoolClass("ek", { mentors: [uid(TEACHER)] });
    const mentored = await f.student("ek", { classId });
    const stranger = await f.student("ek");
    const timeline = await f.ticket({ studentId: mentored, title: "Osynlig titel" });
    const everyone = await f.ticket({ studentId: stranger, access: "EVERYONE", title: "Synlig titel" });
    const hidden = await f.ticket({ studentId: stranger });
    const editor = await f.ticket({ studentId: stranger, access: "EDITORS", editors: [uid(TEACHER)] });
    const page = await list(TEACHER, "limit=100");
    const byId = new Map(page.items.map((item) => [item.id, item]));
    expect(byId.get(timeline.ticketId)).toMatchObject({ view: "timeline", title: null, access: null });
    expect(byId.get(everyone.ticketId)).toMatchObject({
      view: "full",
      title: "Synlig titel",
      myAccess: "read",
    });
    expect(byId.get(editor.ticketId)).toMatchObject({ view: "full", myAccess: "write" });
    expect(byId.has(hidden.ticketId)).toBe(false);
    expect(JSON.stringify(page)).not.toMatch(/Osynlig/);
    // A pupil filter never reveals what the policy hides.
    expect((await list(TEACHER, `studentId=${stranger}`)).items.map((item) => item.id).sort()).toEqual(
      [everyone.ticketId, editor.ticketId].sort(),
    );
  });

  it("a pupil of another school shows nothing; roles without ticket work get 403, strangers 404; audited", async () => {
    const foreign = await f.ticket({ schoolKey: "bjork" });
    const bjorkPupil = t.seeded.studentIds.bjork![0]!;
    expect((await list(COUNSELOR, `studentId=${bjorkPupil}`)).items).toEqual([]);
    expect(foreign.ticketId).toBeTruthy();
    expect((await call("admin@demo.test", "GET", `/api/tickets/school/${ek()}`)).status).toBe(403);
    expect((await call("owner@demo.test", "GET", `/api/tickets/school/${ek()}`)).status).toBe(403);
    expect((await call("teacher2@demo.test", "GET", `/api/tickets/school/${ek()}`)).status).toBe(404);
    expect((await call("counselor@other.test", "GET", `/api/tickets/school/${ek()}`)).status).toBe(404);
    const { data } = await t.db.auditEvent.query.byScope({ scopeId: ek() }).go({ order: "desc", limit: 200 });
    const lists = data.filter((event) => event.entity === "ticket" && event.action === "LIST");
    expect(lists).toContainEqual(expect.objectContaining({ role: "COUNSELOR", outcome: "SUCCESS" }));
    expect(lists).toContainEqual(expect.objectContaining({ role: "ADMIN", outcome: "DENIED" }));
  });
});

describe("changing a ticket", () => {
  it("edits title and description with the version; a stale version answers 409 with a clear message", async () => {
    const { ticketId } = await f.ticket();
    const res = await call(HEAD, "PATCH", `/api/tickets/${ticketId}`, { version: 1, title: "Ny titel" });
    expect(res.status).toBe(200);
    expect(await read<FullTicket>(res)).toMatchObject({ title: "Ny titel", version: 2 });
    const stale = await call(
      COUNSELOR,
      "PATCH",
      `/api/tickets/${ticketId}`,
      { version: 1, description: "X" },
      "en",
    );
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({
      code: "CONFLICT",
      message: "The ticket has changed since you read it. Load it again and redo your change.",
    });
    const stored = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(stored).toMatchObject({ title: "Ny titel", description: "Beskrivning", version: 2 });
    expect((await call(HEAD, "PATCH", `/api/tickets/${ticketId}`, { title: "Utan version" })).status).toBe(
      400,
    );
  });

  it("two people saving at once: exactly one wins, the other gets 409", async () => {
    const { ticketId } = await f.ticket();
    const results = await Promise.all([
      call(HEAD, "PATCH", `/api/tickets/${ticketId}`, { version: 1, title: "Från rektor" }),
      call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, { version: 1, title: "Från kurator" }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = results.find((res) => res.status === 200)!;
    const stored = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(stored.title).toBe((await read<FullTicket>(winner)).title);
    expect(stored.version).toBe(2);
  });

  it("an editor teacher may edit the text but neither the access nor the owner; a mentor nothing", async () => {
    const { ticketId } = await f.ticket({ access: "EDITORS", editors: [uid(TEACHER)] });
    expect(
      (await call(TEACHER, "PATCH", `/api/tickets/${ticketId}`, { version: 1, title: "Lärarens" })).status,
    ).toBe(200);
    expect(
      (await call(TEACHER, "PATCH", `/api/tickets/${ticketId}`, { version: 2, access: "STANDARD" })).status,
    ).toBe(403);
    expect(
      (await call(TEACHER, "PATCH", `/api/tickets/${ticketId}`, { version: 2, ownerId: uid(HEAD) })).status,
    ).toBe(403);
    const mentorOnly = await f.ticket();
    expect(
      (await call(TEACHER, "PATCH", `/api/tickets/${mentorOnly.ticketId}`, { version: 1, title: "X" }))
        .status,
    ).toBe(403);
  });

  it("changing the access takes effect at once, and its list must come along", async () => {
    const { ticketId } = await f.ticket();
    expect((await call(TEACHER, "GET", `/api/tickets/${ticketId}`)).status).toBe(200);
    const missing = await call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, {
      version: 1,
      access: "SELECTED",
    });
    expect(missing.status).toBe(400);
    const changed = await call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, {
      version: 1,
      access: "SELECTED",
      recipients: [{ id: uid(HEAD) }],
    });
    expect(changed.status).toBe(200);
    expect(await read<FullTicket>(changed)).toMatchObject({ access: "SELECTED", recipients: [uid(HEAD)] });
    expect((await call(TEACHER, "GET", `/api/tickets/${ticketId}`)).status).toBe(404);
    expect((await call("mainadmin@demo.test", "GET", `/api/tickets/${ticketId}`)).status).toBe(404);
    expect((await call(HEAD, "GET", `/api/tickets/${ticketId}`)).status).toBe(200);
    // Back to standard: the recipients go with the old level.
    const back = await read<FullTicket>(
      await call(HEAD, "PATCH", `/api/tickets/${ticketId}`, { version: 2, access: "STANDARD" }),
    );
    expect(back).toMatchObject({ access: "STANDARD", recipients: [] });
  });

  it("assigning and unassigning move the ticket between the lists", async () => {
    const { ticketId } = await f.ticket();
    const assigned = await read<FullTicket>(
      await call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, { version: 1, ownerId: uid(HEAD) }),
    );
    expect(assigned).toMatchObject({ status: "ongoing", owner: { id: uid(HEAD), name: "Henrik Rektor" } });
    const mine = await read<{ items: TicketSummary[] }>(
      await call(HEAD, "GET", `/api/tickets/school/${ek()}?ownerId=${uid(HEAD)}&limit=100`),
    );
    expect(mine.items.map((item) => item.id)).toContain(ticketId);
    const unassigned = await read<FullTicket>(
      await call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, { version: 2, ownerId: null }),
    );
    expect(unassigned).toMatchObject({ status: "unassigned", owner: null });
    const after = await read<{ items: TicketSummary[] }>(
      await call(HEAD, "GET", `/api/tickets/school/${ek()}?ownerId=${uid(HEAD)}&limit=100`),
    );
    expect(after.items.map((item) => item.id)).not.toContain(ticketId);
  });

  it("answers 204 when the change leaves the caller without access", async () => {
    const { ticketId } = await f.ticket({ notifier: HEAD });
    const res = await call(COUNSELOR, "PATCH", `/api/tickets/${ticketId}`, {
      version: 1,
      access: "SELECTED",
      recipients: [{ id: uid("mainadmin@demo.test") }],
    });
    expect(res.status).toBe(204);
    expect((await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`)).status).toBe(404);
  });
});

describe("steps, comments, messages and decisions", () => {
  const move = (email: string, ticketId: string, status: string, version: number, summary?: string) => {
    // Steps are ordered by the time they were taken.
    t.clock.advance(1000);
    return call(email, "POST", "/api/step", { ticketId, status, version, ...(summary ? { summary } : {}) });
  };

  it("moves one step at a time, refuses jumps, and archives read-only until reopened to FEEDBACK", async () => {
    const { ticketId } = await f.ticket({ owner: HEAD });
    const received = await move(HEAD, ticketId, "RECEIVED", 1);
    expect(received.status).toBe(201);
    expect(await read<FullTicket>(received)).toMatchObject({ currentStep: "RECEIVED", version: 2 });
    const jump = await move(HEAD, ticketId, "ACTIONSTAKEN", 2, undefined);
    expect(jump.status).toBe(400);
    expect((await errorOf(jump)).message).toBe(
      "Ärendet kan inte flyttas från Mottagen till Åtgärder sätts in",
    );
    expect((await move(HEAD, ticketId, "EXAMINATION", 1)).status).toBe(409);
    expect((await move(TEACHER, ticketId, "EXAMINATION", 2)).status).toBe(403);
    expect((await move(HEAD, ticketId, "REPORT", 2)).status).toBe(201);
    const archived = await read<FullTicket>(
      await move(COUNSELOR, ticketId, "ARCHIVE", 3, "Avslutat utan åtgärd"),
    );
    expect(archived).toMatchObject({
      currentStep: "ARCHIVE",
      status: "archived",
      archived: true,
      version: 4,
    });
    expect(archived.steps.map((step) => step.status)).toEqual(["REPORT", "RECEIVED", "REPORT", "ARCHIVE"]);
    expect(archived.steps.at(-1)!.summary).toBe("Avslutat utan åtgärd");

    const refused = await call(HEAD, "POST", "/api/messages", { ticketId, text: "Hej" }, "en");
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      "The ticket is closed and archived. Reopen it to change it.",
    );
    expect((await call(HEAD, "PATCH", `/api/tickets/${ticketId}`, { version: 4, title: "X" })).status).toBe(
      409,
    );
    expect((await call(HEAD, "DELETE", `/api/tickets/${ticketId}`)).status).toBe(409);
    expect((await move(HEAD, ticketId, "ACTIONSTAKEN", 4)).status).toBe(400);
    const reopened = await move(HEAD, ticketId, "FEEDBACK", 4);
    expect(reopened.status).toBe(201);
    expect(await read<FullTicket>(reopened)).toMatchObject({ currentStep: "FEEDBACK", status: "ongoing" });
    expect((await call(HEAD, "POST", "/api/messages", { ticketId, text: "Hej igen" })).status).toBe(201);
  });

  it("writes a step summary with the step's version", async () => {
    const { ticketId, stepId } = await f.ticket();
    const res = await call(COUNSELOR, "PATCH", `/api/step/${stepId}`, {
      summary: "Sammanfattning",
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(await read<TicketStepRecord>(res)).toMatchObject({
      id: stepId,
      summary: "Sammanfattning",
      version: 2,
    });
    expect(
      (await call(COUNSELOR, "PATCH", `/api/step/${stepId}`, { summary: "Gammal", version: 1 })).status,
    ).toBe(409);
    expect((await call(TEACHER, "PATCH", `/api/step/${stepId}`, { summary: "X", version: 2 })).status).toBe(
      403,
    );
    expect(
      (await call(COUNSELOR, "PATCH", `/api/step/${t.deps.ids.id()}`, { summary: "X", version: 1 })).status,
    ).toBe(404);
    const page = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(page.steps[0]!.summary).toBe("Sammanfattning");
  });

  it("comments on a step; only the author edits a comment, with its version", async () => {
    const { ticketId, stepId } = await f.ticket({ access: "EDITORS", editors: [uid(TEACHER)] });
    const res = await call(TEACHER, "POST", "/api/step/event", { stepId, comment: "Lärarens kommentar" });
    expect(res.status).toBe(201);
    const comment = await read<TicketEvent>(res);
    expect(comment).toMatchObject({ stepId, ticketId, comment: "Lärarens kommentar", version: 1 });
    expect(
      (await call(COUNSELOR, "PATCH", `/api/step/event/${comment.id}`, { comment: "Ändrad", version: 1 }))
        .status,
    ).toBe(403);
    const edited = await call(TEACHER, "PATCH", `/api/step/event/${comment.id}`, {
      comment: "Rättad",
      version: 1,
    });
    expect(await read<TicketEvent>(edited)).toMatchObject({ comment: "Rättad", version: 2 });
    expect(
      (await call(TEACHER, "PATCH", `/api/step/event/${comment.id}`, { comment: "Igen", version: 1 })).status,
    ).toBe(409);
    const page = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(page.steps[0]!.events.map((event) => event.comment)).toEqual(["Rättad"]);
    // A mentor with the timeline only may not comment.
    const timelineOnly = await f.ticket();
    expect(
      (await call(TEACHER, "POST", "/api/step/event", { stepId: timelineOnly.stepId, comment: "X" })).status,
    ).toBe(403);
    expect(
      (await call(COUNSELOR, "POST", "/api/step/event", { stepId: t.deps.ids.id(), comment: "X" })).status,
    ).toBe(404);
  });

  it("sends messages and deletes only one's own", async () => {
    const { ticketId } = await f.ticket();
    const mine = await read<TicketMessage>(
      await call(COUNSELOR, "POST", "/api/messages", { ticketId, text: "Från kuratorn" }),
    );
    const theirs = await read<TicketMessage>(
      await call(HEAD, "POST", "/api/messages", { ticketId, text: "Från rektorn" }),
    );
    expect((await call(COUNSELOR, "DELETE", `/api/messages/${theirs.id}`)).status).toBe(403);
    expect((await call(COUNSELOR, "DELETE", `/api/messages/${mine.id}`)).status).toBe(204);
    expect((await call(COUNSELOR, "DELETE", `/api/messages/${mine.id}`)).status).toBe(404);
    const page = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(page.messages.map((message) => message.text)).toEqual(["Från rektorn"]);
    expect((await call(TEACHER, "POST", "/api/messages", { ticketId, text: "Mentor" })).status).toBe(403);
    expect((await call(COUNSELOR, "POST", "/api/messages", { ticketId, text: "   " })).status).toBe(400);
  });

  it("records decisions: student-health staff only", async () => {
    const { ticketId } = await f.ticket({ access: "EDITORS", editors: [uid(TEACHER)] });
    const res = await call(HEAD, "POST", "/api/decision", { ticketId, text: "Beslut om anpassning" });
    expect(res.status).toBe(201);
    expect((await call(TEACHER, "POST", "/api/decision", { ticketId, text: "Lärarens beslut" })).status).toBe(
      403,
    );
    const page = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(page.decisions).toEqual([
      expect.objectContaining({
        text: "Beslut om anpassning",
        decidedBy: { id: uid(HEAD), name: "Henrik Rektor" },
      }),
    ]);
  });
});

describe("feedback and reactions", () => {
  it("gives feedback, one smiley a person, changed with PATCH; the school's feedback page lists them", async () => {
    const studentId = await f.student("ek");
    const { ticketId } = await f.ticket({ studentId });
    const feedback = await read<Feedback>(
      await call(COUNSELOR, "POST", "/api/feedback", { ticketId, text: "Det går bättre nu" }),
    );
    expect(feedback).toMatchObject({ ticketId, studentId, text: "Det går bättre nu", reactions: [] });
    const reacted = await call(HEAD, "POST", "/api/reaction", {
      feedbackId: feedback.id,
      smiley: "PROGRESSING",
    });
    expect(reacted.status).toBe(201);
    const reaction = await read<Reaction>(reacted);
    const again = await call(HEAD, "POST", "/api/reaction", { feedbackId: feedback.id, smiley: "COMPLETED" });
    expect(again.status).toBe(409);
    expect(
      (await call(HEAD, "POST", "/api/reaction", { feedbackId: feedback.id, smiley: "HAPPY" })).status,
    ).toBe(400);
    expect(
      (await call(COUNSELOR, "PATCH", `/api/reaction/${reaction.id}`, { smiley: "COMPLETED", version: 1 }))
        .status,
    ).toBe(403);
    const changed = await call(HEAD, "PATCH", `/api/reaction/${reaction.id}`, {
      smiley: "REACHEDTARGET",
      version: 1,
    });
    expect(await read<Reaction>(changed)).toMatchObject({ smiley: "REACHEDTARGET", version: 2 });
    expect(
      (await call(HEAD, "PATCH", `/api/reaction/${reaction.id}`, { smiley: "COMPLETED", version: 1 })).status,
    ).toBe(409);

    const page = await read<{ items: Feedback[] }>(
      await call(COUNSELOR, "GET", `/api/feedback/${ek()}?studentId=${studentId}`),
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        id: feedback.id,
        reactions: [
          expect.objectContaining({
            smiley: "REACHEDTARGET",
            user: { id: uid(HEAD), name: "Henrik Rektor" },
          }),
        ],
      }),
    ]);
    const ticket = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(ticket.feedback[0]!.reactions.map((item) => item.smiley)).toEqual(["REACHEDTARGET"]);
  });

  it("withdraws one's own reaction (DELETE, beyond the spec), after which one may react anew", async () => {
    const { ticketId } = await f.ticket();
    const feedback = await read<Feedback>(
      await call(COUNSELOR, "POST", "/api/feedback", { ticketId, text: "Bättre" }),
    );
    const reaction = await read<Reaction>(
      await call(HEAD, "POST", "/api/reaction", { feedbackId: feedback.id, smiley: "PROGRESSING" }),
    );
    expect((await call(COUNSELOR, "DELETE", `/api/reaction/${reaction.id}`)).status).toBe(403);
    expect((await call(HEAD, "DELETE", `/api/reaction/${reaction.id}`)).status).toBe(204);
    expect((await call(HEAD, "DELETE", `/api/reaction/${reaction.id}`)).status).toBe(404);
    const ticket = await read<FullTicket>(await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`));
    expect(ticket.feedback[0]!.reactions).toEqual([]);
    expect(
      (await call(HEAD, "POST", "/api/reaction", { feedbackId: feedback.id, smiley: "COMPLETED" })).status,
    ).toBe(201);
  });

  it("the feedback page shows only feedback on tickets the caller may read in full", async () => {
    const studentId = await f.student("ek", { mentorId: uid(TEACHER), mentorName: "Tove Lärare" });
    const standard = await f.ticket({ studentId });
    const everyone = await f.ticket({ studentId, access: "EVERYONE" });
    for (const { ticketId } of [standard, everyone]) {
      expect(
        (await call(COUNSELOR, "POST", "/api/feedback", { ticketId, text: "Återkoppling" })).status,
      ).toBe(201);
    }
    const teacherView = await read<{ items: Feedback[] }>(
      await call(TEACHER, "GET", `/api/feedback/${ek()}?studentId=${studentId}`),
    );
    expect(teacherView.items.map((item) => item.ticketId)).toEqual([everyone.ticketId]);
    expect(
      (await call(TEACHER, "POST", "/api/feedback", { ticketId: standard.ticketId, text: "X" })).status,
    ).toBe(403);
    expect((await call("admin@demo.test", "GET", `/api/feedback/${ek()}`)).status).toBe(403);
    expect((await call("counselor@other.test", "GET", `/api/feedback/${ek()}`)).status).toBe(404);
  });
});

describe("reminders", () => {
  it("anyone who may see the ticket reminds its owner: 'a reminder sent', at most once an hour", async () => {
    const { ticketId } = await f.ticket({ owner: HEAD });
    const sv = await call(TEACHER, "POST", `/api/tickets/reminder/${ticketId}`);
    expect(sv.status).toBe(201);
    expect(await read<{ message: string }>(sv)).toMatchObject({
      message: "En påminnelse har skickats",
      reminder: { ticketId, sentBy: { id: uid(TEACHER) }, sentTo: { id: uid(HEAD) } },
    });
    const en = await call(COUNSELOR, "POST", `/api/tickets/reminder/${ticketId}`, undefined, "en");
    expect((await read<{ message: string }>(en)).message).toBe("A reminder sent");
    expect((await call(TEACHER, "POST", `/api/tickets/reminder/${ticketId}`)).status).toBe(429);
    t.clock.advance(3600 * 1000);
    expect((await call(TEACHER, "POST", `/api/tickets/reminder/${ticketId}`)).status).toBe(201);
    expect((await call(HEAD, "POST", `/api/tickets/reminder/${ticketId}`)).status).toBe(400);
    const page = await read<FullTicket>(await call(HEAD, "GET", `/api/tickets/${ticketId}`));
    expect(page.reminders).toHaveLength(3);

    const unowned = await f.ticket();
    expect((await call(COUNSELOR, "POST", `/api/tickets/reminder/${unowned.ticketId}`)).status).toBe(400);
    const hidden = await f.ticket({ studentId: otherPupil(), owner: HEAD });
    expect((await call(TEACHER, "POST", `/api/tickets/reminder/${hidden.ticketId}`)).status).toBe(404);
  });
});

describe("deleting a ticket", () => {
  it("removes the ticket with every item on it; only student-health staff may", async () => {
    const { ticketId, stepId } = await f.ticket({ access: "EDITORS", editors: [uid(TEACHER)] });
    await call(COUNSELOR, "POST", "/api/messages", { ticketId, text: "M" });
    await call(COUNSELOR, "POST", "/api/step/event", { stepId, comment: "K" });
    const feedback = await read<Feedback>(
      await call(COUNSELOR, "POST", "/api/feedback", { ticketId, text: "F" }),
    );
    await call(HEAD, "POST", "/api/reaction", { feedbackId: feedback.id, smiley: "PROGRESSING" });
    expect((await call(TEACHER, "DELETE", `/api/tickets/${ticketId}`)).status).toBe(403);
    expect((await call("teacher2@demo.test", "DELETE", `/api/tickets/${ticketId}`)).status).toBe(404);
    expect((await call(COUNSELOR, "DELETE", `/api/tickets/${ticketId}`)).status).toBe(204);
    expect((await call(COUNSELOR, "GET", `/api/tickets/${ticketId}`)).status).toBe(404);
    const { data } = await ticketsService(t.deps.db)
      .collections.ticketPage({ ticketId })
      .go({ pages: "all" });
    expect(Object.values(data).flat()).toEqual([]);
    expect((await call(COUNSELOR, "GET", `/api/feedback/${ek()}?limit=100`)).status).toBe(200);
  });

  it("a ticket with more items than one transaction holds is removed too", async () => {
    const { ticketId } = await f.ticket();
    const at = t.clock.now().toISOString();
    await t.db.ticketMessage
      .put(
        Array.from({ length: 120 }, (_, index) => ({
          ticketId,
          id: t.deps.ids.id(),
          text: `M${index}`,
          authorId: uid(COUNSELOR),
          authorName: "Cecilia Kurator",
          createdAt: at,
        })),
      )
      .go();
    expect((await call(COUNSELOR, "DELETE", `/api/tickets/${ticketId}`)).status).toBe(204);
    const { data } = await ticketsService(t.deps.db)
      .collections.ticketPage({ ticketId })
      .go({ pages: "all" });
    expect(Object.values(data).flat()).toEqual([]);
  });
});

describe("staff who leave the school", () => {
  it("are taken off its tickets, so being added back later grants nothing by itself", async () => {
    const leaver = await f.user("ek", ["TEACHER", "COUNSELOR"]);
    const owned = await f.ticket({ access: "STANDARD" });
    await t.db.ticket
      .patch({ ticketId: owned.ticketId })
      .set({ ownerId: leaver.id, ownerName: "Personal", state: "ONGOING" })
      .composite({
        schoolId: ek(),
        createdAt: (await t.db.ticket.get({ ticketId: owned.ticketId }).go()).data!.createdAt,
      })
      .go();
    const edited = await f.ticket({ access: "EDITORS", editors: [leaver.id, uid(TEACHER)] });
    const chosen = await f.ticket({ access: "SELECTED", recipients: [leaver.id] });
    const admin = await t.login("admin@demo.test");
    const res = await t.request("PATCH", `/api/schools/${ek()}`, {
      token: admin,
      body: { usersToRemove: [{ id: leaver.id }] },
    });
    expect(res.status).toBe(200);
    const stored = async (ticketId: string) => (await t.db.ticket.get({ ticketId }).go()).data!;
    expect(await stored(owned.ticketId)).toMatchObject({ ownerId: "", state: "UNASSIGNED", version: 2 });
    expect((await stored(owned.ticketId)).ownerName).toBeUndefined();
    expect((await stored(edited.ticketId)).editors).toEqual([uid(TEACHER)]);
    expect((await stored(chosen.ticketId)).recipients).toEqual([]);
    const unassigned = await read<{ items: TicketSummary[] }>(
      await call(COUNSELOR, "GET", `/api/tickets/school/${ek()}?status=unassigned&limit=100`),
    );
    expect(unassigned.items.map((item) => item.id)).toContain(owned.ticketId);
  });
});
