import { describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import type { ActionProgram, Evaluation, FollowUp } from "#shared/actionprograms/action-program.schema";
import { COUNSELOR, HEAD, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { apiAs, readJson as json } from "../../../tests/helpers/api-calls.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { COMPLETE, storeProgram } from "./action-programs.fixtures.js";

/** The action program rules through the API: the decision, the lock, follow-ups, evaluations, access, audit. */
const { t } = useTestApp();

const OTHER = "counselor@other.test";
const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;
/** Ekskolan's first pupil is in 7A, which teacher@demo.test mentors. */
const pupil = () => t.seeded.studentIds.ek![0]!;
const otherSchoolPupil = () => t.seeded.studentIds.other![0]!;

const call = apiAs(t);

async function draft(by = COUNSELOR, body: Record<string, unknown> = {}): Promise<ActionProgram> {
  const res = await call(by, "POST", "/api/action-program", {
    studentId: pupil(),
    access: "STANDARD",
    ...body,
  });
  expect(res.status).toBe(201);
  return json<ActionProgram>(res);
}

async function published(): Promise<ActionProgram> {
  const program = await draft(COUNSELOR, COMPLETE);
  const res = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
    version: 1,
    status: "published",
  });
  expect(res.status).toBe(200);
  return json<ActionProgram>(res);
}

/** The head names the counselor the draft's decision maker (a new version); the counselor then decides it. */
async function counselorNamedAndDecides(program: ActionProgram): Promise<ActionProgram> {
  const named = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
    version: program.version,
    decisionMakerId: uid(COUNSELOR),
  });
  expect(named.status).toBe(200);
  const decided = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
    version: program.version + 1,
    status: "published",
  });
  expect(decided.status).toBe(200);
  return json<ActionProgram>(decided);
}

describe("drafting and the decision", () => {
  it("a teacher drafts a program about a pupil they mentor; it is a draft with a history entry", async () => {
    // It may rest on the pupil's own investigation (demo data: the first pupil has one).
    const investigations = await call(
      COUNSELOR,
      "GET",
      `/api/investigations/school/${ek()}?studentId=${pupil()}`,
    );
    const investigationId = (await json<{ items: { id: string }[] }>(investigations)).items[0]!.id;
    const program = await draft(TEACHER, { specialNeeds: "Läsning", investigationId });
    expect(program).toMatchObject({
      status: "draft",
      createdById: uid(TEACHER),
      myAccess: "manage",
      mayDecide: false,
    });
    expect(program.investigationId).toBe(investigationId);
    expect(program.history.map((entry) => entry.event)).toEqual(["CREATED"]);
  });

  it("publishing without the required fields answers 400 naming each; nothing is stored", async () => {
    const program = await draft(COUNSELOR, { specialNeeds: "Läsning" });
    const res = await call(
      HEAD,
      "PATCH",
      `/api/action-program/${program.id}`,
      { version: 1, status: "published" },
      "en",
    );
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.error.issues?.map((issue) => issue.path.join("."))).toEqual([
      "actions",
      "followUpDate",
      "evaluationDate",
    ]);
    expect(body.error.issues?.[0]?.message).toBe("Fill this in before the action program is decided");
    const list = await json<{ items: ActionProgram[] }>(
      await call(HEAD, "GET", `/api/action-program/${ek()}`),
    );
    expect(list.items.find((item) => item.id === program.id)).toMatchObject({ status: "draft", version: 1 });
  });

  it("the head publishes: the decision records who decided and when, and the creator is told without pupil text", async () => {
    const program = await draft(COUNSELOR, COMPLETE);
    const before = (await t.db.notification.query.byUser({ userId: uid(COUNSELOR) }).go({ pages: "all" }))
      .data.length;
    const res = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      status: "published",
    });
    expect(res.status).toBe(200);
    const decided = await json<ActionProgram>(res);
    expect(decided).toMatchObject({
      status: "published",
      decisionMakerId: uid(HEAD),
      decidedById: uid(HEAD),
      decidedByName: "Henrik Rektor",
      version: 2,
    });
    expect(decided.decidedAt).toBe(t.clock.now().toISOString());
    expect(decided.history.map((entry) => entry.event)).toEqual(["CREATED", "PUBLISHED"]);
    const notes = (await t.db.notification.query.byUser({ userId: uid(COUNSELOR) }).go({ pages: "all" }))
      .data;
    expect(notes.length).toBe(before + 1);
    const note = notes.find((item) => item.kind === "ACTION_PROGRAM_DECIDED" && item.itemId === program.id)!;
    expect(note).toMatchObject({
      category: "ACTION",
      title: "Ett åtgärdsprogram har beslutats",
      description: "",
    });
    expect(JSON.stringify(note)).not.toContain("läsförståelse");
  });

  it("someone who may not decide is refused (403): a counselor, even the program's creator", async () => {
    const program = await draft(COUNSELOR, COMPLETE);
    const res = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      status: "published",
    });
    expect(res.status).toBe(403);
    expect((await json<ErrorBody>(res)).error.message).toBe(
      "Bara rektor eller den beslutsfattare rektor har utsett kan fatta beslutet",
    );
  });

  it("only a head names a decision maker; the named counselor may then decide", async () => {
    const refused = await call(COUNSELOR, "POST", "/api/action-program", {
      studentId: pupil(),
      access: "STANDARD",
      decisionMakerId: uid(COUNSELOR),
    });
    expect(refused.status).toBe(403);
    const program = await draft(COUNSELOR, COMPLETE);
    expect(
      (
        await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
          version: 1,
          decisionMakerId: uid(COUNSELOR),
        })
      ).status,
    ).toBe(403);
    const teacherAsDecider = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      decisionMakerId: uid(TEACHER),
    });
    expect(teacherAsDecider.status).toBe(400);
    expect(await counselorNamedAndDecides(program)).toMatchObject({
      decidedById: uid(COUNSELOR),
      decisionMakerId: uid(COUNSELOR),
    });
  });

  it("a decision maker who may only read decides, but cannot rewrite the program or widen its access alongside", async () => {
    // The head drafts for the head alone (SELECTED: the head) and names the counselor, who may then only read.
    const program = await draft(HEAD, { ...COMPLETE, access: "SELECTED", recipients: [{ id: uid(HEAD) }] });
    const named = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      decisionMakerId: uid(COUNSELOR),
    });
    expect(named.status).toBe(200);
    const rewrite = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      status: "published",
      specialNeeds: "Omskrivet av beslutsfattaren",
    });
    expect(rewrite.status).toBe(403);
    const widen = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      status: "published",
      access: "EVERYONE",
    });
    expect(widen.status).toBe(403);
    const unchanged = await call(HEAD, "GET", `/api/action-program/${ek()}?studentId=${pupil()}`);
    const stored = (await json<{ items: ActionProgram[] }>(unchanged)).items.find(
      (p) => p.id === program.id,
    )!;
    expect(stored).toMatchObject({
      status: "draft",
      access: "SELECTED",
      specialNeeds: COMPLETE.specialNeeds,
    });
    const decided = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      status: "published",
    });
    expect(decided.status).toBe(200);
  });

  it("a draft's history keeps the creation and the latest edits inside the item's size, however many edits", async () => {
    const program = await draft(COUNSELOR, COMPLETE);
    const long = "Ä".repeat(9_000);
    let version = 1;
    for (let i = 0; i < 12; i++) {
      const res = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
        version,
        specialNeeds: `${i} ${long}`,
      });
      expect(res.status).toBe(200);
      version = (await json<ActionProgram>(res)).version;
    }
    const list = await call(COUNSELOR, "GET", `/api/action-program/${ek()}?studentId=${pupil()}`);
    const stored = (await json<{ items: ActionProgram[] }>(list)).items.find((p) => p.id === program.id)!;
    expect(stored.history[0]!.event).toBe("CREATED");
    expect(Buffer.byteLength(JSON.stringify(stored.history))).toBeLessThanOrEqual(150_000);
    expect(stored.history.length).toBeLessThan(13);
    // The latest edit's earlier text (edit 10) is still readable.
    expect(stored.history.at(-1)!.before).toContain("10 ÄÄÄ");
  });

  it("two editors of a draft: the second, on the version both read, gets 409 and changes nothing", async () => {
    const program = await draft();
    const first = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      place: "Rum 12",
    });
    expect(first.status).toBe(200);
    const second = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      place: "Biblioteket",
    });
    expect(second.status).toBe(409);
    const edited = await json<ActionProgram>(first);
    expect(edited).toMatchObject({ place: "Rum 12", version: 2 });
    // The earlier text stays readable in the history.
    const entry = edited.history.at(-1)!;
    expect(entry).toMatchObject({ event: "UPDATED", fields: ["place"], byId: uid(COUNSELOR) });
    expect(JSON.parse(entry.before)).toEqual({ place: "" });
  });

  it("an edit of one field names only that field in the history, though the editor sends the whole draft", async () => {
    const program = await draft(COUNSELOR, { ...COMPLETE, place: "Rum 12", attendees: ["Mentor"] });
    // As the editor sends it: every field, only the place changed (the actions' keys in another order).
    const res = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      specialNeeds: COMPLETE.specialNeeds,
      actions: COMPLETE.actions.map(({ responsible, followUp, timespan, action }) => ({
        responsible,
        followUp,
        timespan,
        action,
      })),
      followUpDate: COMPLETE.followUpDate,
      evaluationDate: COMPLETE.evaluationDate,
      studentInformedOn: null,
      guardiansInformedOn: null,
      place: "Biblioteket",
      attendees: ["Mentor"],
      studentInvolved: false,
      guardianInvolved: false,
      links: [],
    });
    expect(res.status).toBe(200);
    const entry = (await json<ActionProgram>(res)).history.at(-1)!;
    expect(entry).toMatchObject({ event: "UPDATED", fields: ["place"] });
    expect(JSON.parse(entry.before)).toEqual({ place: "Rum 12" });
  });

  it("dates in the past, or an evaluation before the follow-up, are refused (400 at the field, sv and en); nothing is stored", async () => {
    const today = stockholmDateOf(t.clock.now());
    const yesterday = addDaysToDate(today, -1);
    const cases = [
      [{ followUpDate: yesterday }, "followUpDate", "Uppföljningsdatumet kan inte ligga före dagens datum"],
      [
        { evaluationDate: yesterday },
        "evaluationDate",
        "Utvärderingsdatumet kan inte ligga före dagens datum",
      ],
      [
        { followUpDate: addDaysToDate(today, 30), evaluationDate: addDaysToDate(today, 10) },
        "evaluationDate",
        "Utvärderingsdatumet kan inte ligga före uppföljningsdatumet",
      ],
    ] as const;
    const before = await call(COUNSELOR, "GET", `/api/action-program/${ek()}?studentId=${pupil()}&limit=100`);
    const count = (await json<{ items: ActionProgram[] }>(before)).items.length;
    for (const [dates, field, message] of cases) {
      const res = await call(COUNSELOR, "POST", "/api/action-program", {
        studentId: pupil(),
        access: "STANDARD",
        ...dates,
      });
      expect(res.status, field).toBe(400);
      const error = (await json<ErrorBody>(res)).error;
      expect(error.issues).toEqual([expect.objectContaining({ path: [field], message })]);
    }
    const english = await call(
      COUNSELOR,
      "POST",
      "/api/action-program",
      { studentId: pupil(), access: "STANDARD", evaluationDate: yesterday },
      "en",
    );
    expect((await json<ErrorBody>(english)).error.issues).toEqual([
      expect.objectContaining({
        path: ["evaluationDate"],
        message: "The evaluation date cannot be earlier than today",
      }),
    ]);
    const after = await call(COUNSELOR, "GET", `/api/action-program/${ek()}?studentId=${pupil()}&limit=100`);
    expect((await json<{ items: ActionProgram[] }>(after)).items).toHaveLength(count);

    // Today is fine; an edit that moves the evaluation before the stored follow-up is refused and changes nothing.
    const program = await draft(COUNSELOR, { followUpDate: today, evaluationDate: addDaysToDate(today, 20) });
    const edit = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      evaluationDate: addDaysToDate(today, -2),
    });
    expect(edit.status).toBe(400);
    expect((await json<ErrorBody>(edit)).error.issues).toEqual([
      expect.objectContaining({ path: ["evaluationDate"] }),
    ]);
    const moved = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      followUpDate: addDaysToDate(today, 40),
    });
    expect(moved.status).toBe(400);
    expect((await json<ErrorBody>(moved)).error.issues).toEqual([
      expect.objectContaining({
        path: ["evaluationDate"],
        message: "Utvärderingsdatumet kan inte ligga före uppföljningsdatumet",
      }),
    ]);
  });

  it("a draft whose follow-up date has passed keeps it through other edits, but is not decided until it is moved", async () => {
    const today = stockholmDateOf(t.clock.now());
    const passed = addDaysToDate(today, -1);
    const id = await storeProgram(t, {
      ...COMPLETE,
      followUpDate: passed,
      evaluationDate: addDaysToDate(today, 30),
    });
    // The editor resends the stored (now passed) date with another change: that is no new date.
    const edit = await call(COUNSELOR, "PATCH", `/api/action-program/${id}`, {
      version: 1,
      followUpDate: passed,
      place: "Rum 4",
    });
    expect(edit.status).toBe(200);
    const decide = await call(HEAD, "PATCH", `/api/action-program/${id}`, {
      version: 2,
      status: "published",
    });
    expect(decide.status).toBe(400);
    expect((await json<ErrorBody>(decide)).error.issues).toEqual([
      expect.objectContaining({ path: ["followUpDate"] }),
    ]);
    const earlier = await call(COUNSELOR, "PATCH", `/api/action-program/${id}`, {
      version: 2,
      followUpDate: addDaysToDate(today, -3),
    });
    expect(earlier.status).toBe(400);
    const moved = await call(HEAD, "PATCH", `/api/action-program/${id}`, {
      version: 2,
      status: "published",
      followUpDate: today,
    });
    expect(moved.status).toBe(200);
  });

  it("unknown fields and bad values are refused with 400", async () => {
    const program = await draft();
    for (const body of [
      { version: 1, status: "draft" },
      { version: 1, createdById: uid(HEAD) },
      { version: 1, followUpDate: "31/12" },
      { version: 1, links: [{ title: "x", url: "javascript:alert(1)" }] },
    ]) {
      expect((await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, body)).status).toBe(400);
    }
  });
});

describe("a published program is locked", () => {
  it("edits answer 409 with the reason; it cannot be deleted (409), only archived, and stays readable", async () => {
    const program = await published();
    // Its text may be corrected (below); its links, access and decision maker stay locked.
    const edit = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      links: [{ title: "Ny länk", url: "https://example.se" }],
    });
    expect(edit.status).toBe(409);
    expect((await json<ErrorBody>(edit)).error.message).toContain("låst");
    const removal = await call(COUNSELOR, "DELETE", `/api/action-program/${program.id}`);
    expect(removal.status).toBe(409);
    expect((await json<ErrorBody>(removal)).error.message).toBe(
      "Ett beslutat åtgärdsprogram kan inte tas bort. Arkivera det i stället.",
    );
    const archived = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      status: "archived",
    });
    expect(archived.status).toBe(200);
    const list = await json<{ items: ActionProgram[] }>(
      await call(HEAD, "GET", `/api/action-program/${ek()}?status=archived`),
    );
    expect(list.items.find((item) => item.id === program.id)).toMatchObject({ status: "archived" });
    const ongoing = await json<{ items: ActionProgram[] }>(
      await call(HEAD, "GET", `/api/action-program/${ek()}?status=ongoing`),
    );
    expect(ongoing.items.map((item) => item.id)).not.toContain(program.id);
  });

  it("a draft is deleted by its manager; a teacher mentor (read) may not", async () => {
    const program = await draft();
    expect((await call(TEACHER, "DELETE", `/api/action-program/${program.id}`)).status).toBe(403);
    expect((await call(COUNSELOR, "DELETE", `/api/action-program/${program.id}`)).status).toBe(204);
    expect((await call(COUNSELOR, "DELETE", `/api/action-program/${program.id}`)).status).toBe(404);
  });
});

describe("corrections of a published program are new versions", () => {
  /** A program the head named the counselor decision maker of, decided by the counselor. */
  const decidedByCounselor = async () =>
    counselorNamedAndDecides(await draft(COUNSELOR, { ...COMPLETE, place: "Grupprum 2" }));

  it("the decision maker corrects the text, then a head: each a version whose history keeps who, when, which fields and the earlier values", async () => {
    const program = await decidedByCounselor();
    const byDecisionMaker = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 3,
      specialNeeds: "Behöver stöd i läsförståelse.",
      place: "Grupprum 2",
      followUpDate: "2027-02-15",
    });
    expect(byDecisionMaker.status).toBe(200);
    const first = await json<ActionProgram>(byDecisionMaker);
    expect(first).toMatchObject({
      status: "published",
      specialNeeds: "Behöver stöd i läsförståelse.",
      followUpDate: "2027-02-15",
      decidedById: uid(COUNSELOR),
      version: 4,
    });
    const correction = first.history.at(-1)!;
    expect(correction).toMatchObject({
      event: "CORRECTED",
      byId: uid(COUNSELOR),
      byName: "Cecilia Kurator",
      at: t.clock.now().toISOString(),
      // The place was sent unchanged: only the fields that changed are named.
      fields: ["specialNeeds", "followUpDate"],
    });
    expect(JSON.parse(correction.before)).toEqual({
      specialNeeds: COMPLETE.specialNeeds,
      followUpDate: COMPLETE.followUpDate,
    });

    const byHead = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 4,
      actions: [
        {
          action: "Anpassad läsning och inläst material",
          timespan: "v. 3–12",
          followUp: "",
          responsible: "Mentor",
        },
      ],
      studentInvolved: true,
    });
    expect(byHead.status).toBe(200);
    const second = await json<ActionProgram>(byHead);
    expect(second.version).toBe(5);
    expect(second.history.map((entry) => entry.event)).toEqual([
      "CREATED",
      "UPDATED",
      "PUBLISHED",
      "CORRECTED",
      "CORRECTED",
    ]);
    expect(second.history.at(-1)).toMatchObject({
      byName: "Henrik Rektor",
      fields: ["actions", "studentInvolved"],
    });
    expect(JSON.parse(second.history.at(-1)!.before)).toEqual({
      actions: COMPLETE.actions,
      studentInvolved: false,
    });
    // The earlier version's history entry is still there, readable by anyone who reads the program.
    const read = await json<{ items: ActionProgram[] }>(
      await call(TEACHER, "GET", `/api/action-program/${ek()}?studentId=${pupil()}`),
    );
    const seen = read.items.find((item) => item.id === program.id)!;
    expect(JSON.parse(seen.history[3]!.before)).toEqual({
      specialNeeds: COMPLETE.specialNeeds,
      followUpDate: COMPLETE.followUpDate,
    });
  });

  it("a counselor who manages the program but is not its decision maker is refused (403), nothing stored", async () => {
    const program = await published();
    const res = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      specialNeeds: "Omskrivet",
    });
    expect(res.status).toBe(403);
    expect((await json<ErrorBody>(res)).error.message).toBe(
      "Bara rektor eller åtgärdsprogrammets beslutsfattare kan rätta ett beslutat åtgärdsprogram",
    );
    const teacher = await call(TEACHER, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      place: "Annat rum",
    });
    expect(teacher.status).toBe(403);
    const list = await json<{ items: ActionProgram[] }>(
      await call(HEAD, "GET", `/api/action-program/${ek()}?studentId=${pupil()}`),
    );
    expect(list.items.find((item) => item.id === program.id)).toMatchObject({
      specialNeeds: COMPLETE.specialNeeds,
      version: 2,
    });
  });

  it("an archived program is not corrected (409); a stale version answers 409; unknown or locked fields are refused", async () => {
    const program = await decidedByCounselor();
    const stale = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 2,
      place: "Biblioteket",
    });
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).error.message).toContain("har ändrats sedan du läste det");
    const unknown = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 3,
      place: "Biblioteket",
      decidedByName: "Någon annan",
    });
    expect(unknown.status).toBe(400);
    // The decision fields are not corrected: the decision maker stays as decided (409: locked).
    const decisionMaker = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 3,
      place: "Biblioteket",
      decisionMakerId: uid(HEAD),
    });
    expect(decisionMaker.status).toBe(409);
    // A correction may not empty what the decision needed.
    const emptied = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 3,
      evaluationDate: null,
    });
    expect(emptied.status).toBe(400);
    const nothing = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 3,
      place: "Grupprum 2",
    });
    expect(nothing.status).toBe(400);
    const archived = await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, {
      version: 3,
      status: "archived",
    });
    expect(archived.status).toBe(200);
    const late = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 4,
      place: "Biblioteket",
    });
    expect(late.status).toBe(409);
    expect((await json<ErrorBody>(late)).error.message).toBe(
      "Åtgärdsprogrammet är arkiverat och kan inte ändras.",
    );
    const list = await json<{ items: ActionProgram[] }>(
      await call(HEAD, "GET", `/api/action-program/${ek()}?status=archived&studentId=${pupil()}`),
    );
    expect(list.items.find((item) => item.id === program.id)).toMatchObject({
      place: "Grupprum 2",
      version: 4,
    });
  });

  it("a correction that would push the history past its cap is refused (409) rather than dropping an earlier version", async () => {
    const program = await published();
    const row = (n: number) => ({
      action: `Åtgärd ${n} `.padEnd(1900, "x"),
      timespan: "",
      followUp: "",
      responsible: "",
    });
    const big = Array.from({ length: 45 }, (_, n) => row(n));
    const small = COMPLETE.actions;
    let version = program.version;
    for (const actions of [big, small, big]) {
      const res = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, { version, actions });
      expect(res.status).toBe(200);
      version = (await json<ActionProgram>(res)).version;
    }
    const refused = await call(
      HEAD,
      "PATCH",
      `/api/action-program/${program.id}`,
      {
        version,
        actions: small,
      },
      "en",
    );
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error.message).toContain("history is full");
    const list = await json<{ items: ActionProgram[] }>(
      await call(HEAD, "GET", `/api/action-program/${ek()}?studentId=${pupil()}`),
    );
    const kept = list.items.find((item) => item.id === program.id)!;
    expect(kept.version).toBe(version);
    expect(kept.history.filter((entry) => entry.event === "CORRECTED")).toHaveLength(3);
    expect(kept.actions).toHaveLength(45);
  });
});

describe("follow-ups", () => {
  it("are added to a published program only; listed for those who see the program", async () => {
    const draftOnly = await draft(COUNSELOR, COMPLETE);
    const body = (id: string) => ({
      actionProgramId: id,
      responsibleId: uid(TEACHER),
      date: "2027-02-01",
      summary: "Läsningen går bättre",
      functionedWell: true,
    });
    expect((await call(COUNSELOR, "POST", "/api/action-program-follow-up", body(draftOnly.id))).status).toBe(
      409,
    );
    const program = await published();
    const res = await call(COUNSELOR, "POST", "/api/action-program-follow-up", body(program.id));
    expect(res.status).toBe(201);
    const followUp = await json<FollowUp>(res);
    expect(followUp).toMatchObject({
      actionProgramId: program.id,
      functionedWell: true,
      link: null,
      version: 1,
    });
    // The responsible teacher is told, in the FOLLOWUP category, without the summary.
    const notes = (await t.db.notification.query.byUser({ userId: uid(TEACHER) }).go({ pages: "all" })).data;
    const note = notes.find(
      (item) => item.kind === "ACTION_PROGRAM_FOLLOW_UP" && item.itemId === program.id,
    )!;
    expect(note.category).toBe("FOLLOWUP");
    expect(JSON.stringify(note)).not.toContain("Läsningen");
    const list = await json<{ items: FollowUp[] }>(
      await call(TEACHER, "GET", `/api/action-program-follow-up/${ek()}?actionProgramId=${program.id}`),
    );
    expect(list.items.map((item) => item.id)).toEqual([followUp.id]);
    expect((await call(OTHER, "GET", `/api/action-program-follow-up/${ek()}`)).status).toBe(404);
  });

  it("a follow-up for a program of another school is not found (404); a stale version 409", async () => {
    const program = await published();
    const res = await call(OTHER, "POST", "/api/action-program-follow-up", {
      actionProgramId: program.id,
      responsibleId: uid(OTHER),
      date: "2027-02-01",
      summary: "x",
      functionedWell: false,
    });
    expect(res.status).toBe(404);
    const created = await json<FollowUp>(
      await call(COUNSELOR, "POST", "/api/action-program-follow-up", {
        actionProgramId: program.id,
        responsibleId: uid(COUNSELOR),
        date: "2027-02-01",
        summary: "Första",
        functionedWell: false,
      }),
    );
    expect(
      (
        await call(OTHER, "PATCH", `/api/action-program-follow-up/${created.id}`, {
          version: 1,
          summary: "x",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(HEAD, "PATCH", `/api/action-program-follow-up/${created.id}`, {
          version: 1,
          summary: "Andra",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(COUNSELOR, "PATCH", `/api/action-program-follow-up/${created.id}`, {
          version: 1,
          summary: "Tredje",
        })
      ).status,
    ).toBe(409);
    expect((await call(COUNSELOR, "DELETE", `/api/action-program-follow-up/${created.id}`)).status).toBe(204);
  });

  it("updating a follow-up whose program is gone: 'Could not find action program' (Swedish in the catalogue)", async () => {
    const program = await published();
    const created = await json<FollowUp>(
      await call(COUNSELOR, "POST", "/api/action-program-follow-up", {
        actionProgramId: program.id,
        responsibleId: uid(COUNSELOR),
        date: "2027-02-01",
        summary: "Första",
        functionedWell: true,
      }),
    );
    await t.db.actionProgram.delete({ id: program.id }).go();
    const sv = await call(COUNSELOR, "PATCH", `/api/action-program-follow-up/${created.id}`, {
      version: 1,
      summary: "x",
    });
    expect(sv.status).toBe(404);
    expect((await json<ErrorBody>(sv)).error.message).toBe("Kunde inte hitta åtgärdsprogrammet");
    const en = await call(
      COUNSELOR,
      "PATCH",
      `/api/action-program-follow-up/${created.id}`,
      { version: 1, summary: "x" },
      "en",
    );
    expect((await json<ErrorBody>(en)).error.message).toBe("Could not find action program");
  });
});

describe("evaluations", () => {
  const evaluation = (id: string, headDecision?: string) => ({
    actionProgramId: id,
    responsibleId: uid(COUNSELOR),
    date: "2027-04-01",
    successFactors: "Tydlig struktur",
    troubles: "Frånvaro i mars",
    changes: "Inga",
    ...(headDecision ? { headDecision } : {}),
  });

  it("the head's decision needs the right to decide (403 for a counselor)", async () => {
    const program = await published();
    expect(
      (
        await call(
          COUNSELOR,
          "POST",
          "/api/action-program-evaluation",
          evaluation(program.id, "NO_NEW_PROGRAM"),
        )
      ).status,
    ).toBe(403);
    const plain = await call(COUNSELOR, "POST", "/api/action-program-evaluation", evaluation(program.id));
    expect(plain.status).toBe(201);
    const created = await json<Evaluation>(plain);
    expect(created.headDecision).toBeNull();
    expect(
      (
        await call(COUNSELOR, "PATCH", `/api/action-program-evaluation/${created.id}`, {
          version: 1,
          headDecision: "NEW_PROGRAM",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(COUNSELOR, "PATCH", `/api/action-program-evaluation/${created.id}`, {
          version: 1,
          troubles: "Få",
        })
      ).status,
    ).toBe(200);
  });

  it("'no new program' archives the program, which stays readable with its evaluation; it is then read-only", async () => {
    const program = await published();
    const res = await call(
      HEAD,
      "POST",
      "/api/action-program-evaluation",
      evaluation(program.id, "NO_NEW_PROGRAM"),
    );
    expect(res.status).toBe(201);
    const archived = (
      await json<{ items: ActionProgram[] }>(
        await call(COUNSELOR, "GET", `/api/action-program/${ek()}?status=archived`),
      )
    ).items.find((item) => item.id === program.id)!;
    expect(archived).toMatchObject({ status: "archived", specialNeeds: COMPLETE.specialNeeds });
    expect(archived.history.map((entry) => entry.event)).toEqual(["CREATED", "PUBLISHED", "ARCHIVED"]);
    const evaluations = await json<{ items: Evaluation[] }>(
      await call(COUNSELOR, "GET", `/api/action-program-evaluation/${ek()}?actionProgramId=${program.id}`),
    );
    expect(evaluations.items).toHaveLength(1);
    expect(
      (
        await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
          version: archived.version,
          place: "x",
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call(COUNSELOR, "POST", "/api/action-program-follow-up", {
          actionProgramId: program.id,
          responsibleId: uid(COUNSELOR),
          date: "2027-05-01",
          summary: "x",
          functionedWell: true,
        })
      ).status,
    ).toBe(409);
  });

  it("an evaluation of a program of another school is not found", async () => {
    const program = await published();
    const res = await call(OTHER, "POST", "/api/action-program-evaluation", {
      ...evaluation(program.id),
      responsibleId: uid(OTHER),
    });
    expect(res.status).toBe(404);
  });
});

describe("access and audit", () => {
  it("SELF is the creator's alone; admins are refused; another school's staff see nothing", async () => {
    const own = await draft(COUNSELOR, { access: "SELF" });
    const headList = await json<{ items: ActionProgram[] }>(
      await call(HEAD, "GET", `/api/action-program/${ek()}`),
    );
    expect(headList.items.map((item) => item.id)).not.toContain(own.id);
    expect(
      (await call(HEAD, "PATCH", `/api/action-program/${own.id}`, { version: 1, place: "x" })).status,
    ).toBe(404);
    expect((await call("admin@demo.test", "GET", `/api/action-program/${ek()}`)).status).toBe(403);
    expect((await call(OTHER, "GET", `/api/action-program/${ek()}`)).status).toBe(404);
    const otherPupil = await call(COUNSELOR, "POST", "/api/action-program", {
      studentId: otherSchoolPupil(),
      access: "STANDARD",
    });
    expect(otherPupil.status).toBe(404);
  });

  it("every list and write is audited with the pupil, refusals too, and no program text", async () => {
    const program = await draft(COUNSELOR, { specialNeeds: "Hemlig text om eleven" });
    await call(COUNSELOR, "GET", `/api/action-program/${ek()}?studentId=${pupil()}`);
    await call(COUNSELOR, "PATCH", `/api/action-program/${program.id}`, { version: 1, status: "published" });
    const events = (await t.db.auditEvent.query.byStudent({ studentId: pupil() }).go({ pages: "all" })).data;
    const mine = events.filter((event) => event.entity === "actionProgram");
    expect(mine.some((event) => event.action === "CREATE" && event.entityId === program.id)).toBe(true);
    expect(mine.some((event) => event.action === "LIST")).toBe(true);
    expect(
      mine.some(
        (event) => event.action === "UPDATE" && event.entityId === program.id && event.outcome === "DENIED",
      ),
    ).toBe(true);
    expect(JSON.stringify(events)).not.toContain("Hemlig text");
  });
});

describe("demo data", () => {
  it("Ekskolan has a decided program with a follow-up, a teacher's draft and an archived program", async () => {
    const pupils = t.seeded.studentIds.ek!.slice(0, 3);
    const all = async (status: string) =>
      (
        await json<{ items: ActionProgram[] }>(
          await call(HEAD, "GET", `/api/action-program/${ek()}?status=${status}&limit=100`),
        )
      ).items.filter(
        (item) =>
          pupils.includes(item.studentId) &&
          item.createdAt < new Date(t.clock.now().getTime() - 86_400_000).toISOString(),
      );
    const ongoing = await all("ongoing");
    expect(ongoing.map((item) => item.status).sort()).toEqual(["draft", "published"]);
    expect((await all("archived")).map((item) => item.studentId)).toEqual([pupils[2]]);
    const decided = ongoing.find((item) => item.status === "published")!;
    // Corrected once after the decision: the earlier place stays readable in the history.
    const correction = decided.history.find((entry) => entry.event === "CORRECTED")!;
    expect(correction.fields).toEqual(["actions", "place"]);
    expect(JSON.parse(correction.before)).toMatchObject({ place: "Grupprummet" });
    expect(decided.place).toBe("Elevhälsans rum");
    const followUps = await json<{ items: FollowUp[] }>(
      await call(HEAD, "GET", `/api/action-program-follow-up/${ek()}?actionProgramId=${decided.id}`),
    );
    expect(followUps.items).toHaveLength(1);
  });
});
