import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActionProgram, Evaluation, FollowUp } from "#shared/actionprograms/action-program.schema";
import { overdueFor } from "#shared/actionprograms/follow-up-discipline";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { contextFor, outcomeOf } from "../../../tests/helpers/request-context.js";
import { recordQueries, type RecordedQuery } from "../../../tests/helpers/query-recorder.js";
import { storeProgram } from "./action-programs.fixtures.js";
import { apiAs, readEveryPage, succeedingAs } from "../../../tests/helpers/api-calls.js";
import { COUNSELOR as C, HEAD as H } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { getProgram, updateProgramItem } from "./action-programs.repo.js";
import { programCalendarEvents } from "./program-calendar.js";
import { createFollowUpItem } from "./program-item-writes.repo.js";

/**
 * Follow-up discipline reads only what is still open (docs/api.md, "Follow-up discipline"): the sparse indexes of open
 * follow-ups and evaluations by date (gsi3) and of programs still waiting on a follow-up in their period or an
 * evaluation (gsi4), each one query for a range. The writes through the API keep them right at once: closing an item
 * (or a program's follow-up or evaluation) takes it out in the same write, reopening puts it back, archiving a
 * program takes out its items. Ranges here are a year back, where the demo data has nothing.
 */
const { t } = useTestApp();
let recording: ReturnType<typeof recordQueries>;
beforeAll(() => {
  recording = recordQueries(t.deps.db.client, "disciplineQueries");
});

const ek = () => t.seeded.schoolIds.ek!;
const idOf = (email: string) => t.seeded.userIds[email]!;
const pupil = () => t.seeded.studentIds.ek![0]!;
const today = () => stockholmDateOf(t.clock.now());
const day = (offset: number) => addDaysToDate(today(), offset);

const call = succeedingAs(t);

/** A program the head decided on `decidedOn`, drafted by the counselor, with the head as decision maker. */
function published(fields: { followUpDate: string; evaluationDate: string; decidedOn: string }) {
  return storeProgram(t, {
    studentId: pupil(),
    status: "published",
    actions: [
      {
        action: "Inläst läromedel",
        timespan: "Terminen",
        followUp: "Varje månad",
        responsible: "Mentor",
      },
    ],
    followUpDate: fields.followUpDate,
    evaluationDate: fields.evaluationDate,
    decisionMakerId: idOf(H),
    decidedAt: `${fields.decidedOn}T08:00:00.000Z`,
  });
}

const followUp = (actionProgramId: string, date: string, summary = "") =>
  call<FollowUp>(C, "POST", "/api/action-program-follow-up", {
    actionProgramId,
    responsibleId: idOf(C),
    date,
    summary,
    functionedWell: false,
  });

const evaluation = (actionProgramId: string, date: string, troubles = "") =>
  call<Evaluation>(C, "POST", "/api/action-program-evaluation", {
    actionProgramId,
    responsibleId: idOf(C),
    date,
    successFactors: "",
    troubles,
    changes: "",
  });

/** The counselor's calendar of a range as read on a day (today unless told), with its queries, sorted by index. */
async function read(from: string, to: string, asOf = today()) {
  const ctx = await contextFor(t, C);
  const { result, queries } = await recording(() =>
    programCalendarEvents(ctx, { schoolId: ek(), from, to, today: asOf }),
  );
  const byIndex = (a: RecordedQuery, b: RecordedQuery) =>
    a.index.localeCompare(b.index) || a.scanned - b.scanned;
  return {
    events: result.map((event) => [event.source, event.id, event.date, event.late]),
    queries: [...queries].sort(byIndex),
  };
}

/** How many items a range's read of one index took from DynamoDB. */
const scanned = (queries: RecordedQuery[], index: string) =>
  queries.filter((query) => query.index === index).reduce((sum, query) => sum + query.scanned, 0);

describe("a range reads only the open items of its days", () => {
  it("open follow-ups and evaluations in the range and the programs waiting up to its end, nothing done or outside", async () => {
    const from = day(-400);
    const to = day(-370);
    // p1: its follow-up in the period is done and it has evaluations, so it waits on nothing.
    const p1 = await published({ followUpDate: day(-390), evaluationDate: day(100), decidedOn: day(-420) });
    const open = await followUp(p1, day(-385));
    await followUp(p1, day(-384), "Läser mer på egen hand");
    await followUp(p1, day(-410));
    await followUp(p1, day(-360));
    const openEvaluation = await evaluation(p1, day(-378));
    await evaluation(p1, day(-377), "Frånvaro i perioder");
    // p2: no follow-up and no evaluation, both dates in the range.
    const p2 = await published({ followUpDate: day(-380), evaluationDate: day(-375), decidedOn: day(-420) });
    // p3: followed up in its period; its evaluation is due long after the range.
    const p3 = await published({ followUpDate: day(-395), evaluationDate: day(100), decidedOn: day(-420) });
    await followUp(p3, day(-396), "Bra start");

    const { events, queries } = await read(from, to);

    expect(events).toEqual([
      ["actionProgramFollowUp", open.id, day(-385), true],
      ["actionProgramNoFollowUp", p2, day(-380), true],
      ["actionProgramEvaluation", openEvaluation.id, day(-378), true],
      ["actionProgramNoEvaluation", p2, day(-375), true],
    ]);
    // The range's programs by follow-up date (the calendar's own index), then one query of each discipline index,
    // which read exactly the open follow-up, the open evaluation and the one waiting program.
    expect(queries).toEqual([
      { index: "gsi2", scanned: 3, count: 3 },
      { index: "gsi3", scanned: 1, count: 1 },
      { index: "gsi3", scanned: 1, count: 1 },
      { index: "gsi4", scanned: 1, count: 1 },
    ]);
  });

  it("a program that waits from months ago is still found, and its due date in the range shown", async () => {
    const waitingBefore = scanned((await read(day(-3), day(3))).queries, "gsi4");
    // Its follow-up date passed half a year ago with none done; its evaluation is due today.
    const late = await published({ followUpDate: day(-200), evaluationDate: today(), decidedOn: day(-230) });
    const { events, queries } = await read(day(-3), day(3));
    expect(events.filter(([, id]) => id === late)).toEqual([
      ["actionProgramNoEvaluation", late, today(), false],
    ]);
    // The waiting programs' one `lte` read it too; a range after today reads no discipline index at all.
    expect(queries.filter((query) => query.index === "gsi4")).toEqual([
      { index: "gsi4", scanned: waitingBefore + 1, count: waitingBefore + 1 },
    ]);
    const afterToday = await read(day(1), day(3));
    expect(scanned(afterToday.queries, "gsi4") + scanned(afterToday.queries, "gsi3")).toBe(0);
  });
});

describe("the write that closes an item takes it out of the next read at once", () => {
  it("a follow-up's summary, an evaluation's text; emptied again, they are back", async () => {
    const from = day(-500);
    const to = day(-470);
    const program = await published({
      followUpDate: day(-200),
      evaluationDate: day(100),
      decidedOn: day(-520),
    });
    const planned = await followUp(program, day(-490));
    const evaluated = await evaluation(program, day(-480));
    const before = await read(from, to);
    expect(before.events.map(([, id]) => id)).toEqual([planned.id, evaluated.id]);
    expect([scanned(before.queries, "gsi3"), scanned(before.queries, "gsi4")]).toEqual([2, 0]);

    const written = await call<FollowUp>(C, "PATCH", `/api/action-program-follow-up/${planned.id}`, {
      version: planned.version,
      summary: "Fungerade bra",
    });
    const changed = await call<Evaluation>(C, "PATCH", `/api/action-program-evaluation/${evaluated.id}`, {
      version: evaluated.version,
      changes: "Fortsätt med inläst läromedel",
    });
    const after = await read(from, to);
    expect(after.events).toEqual([]);
    expect(scanned(after.queries, "gsi3")).toBe(0);

    await call(C, "PATCH", `/api/action-program-follow-up/${planned.id}`, {
      version: written.version,
      summary: "",
    });
    await call(C, "PATCH", `/api/action-program-evaluation/${evaluated.id}`, {
      version: changed.version,
      changes: "",
    });
    expect((await read(from, to)).events.map(([, id]) => id)).toEqual([planned.id, evaluated.id]);
  });

  it("a program's follow-up done in its period and its evaluation take the program out; removing them puts it back", async () => {
    const from = day(-600);
    const to = day(-570);
    const program = await published({
      followUpDate: day(-590),
      evaluationDate: day(-580),
      decidedOn: day(-620),
    });
    const kinds = async () => {
      const { events, queries } = await read(from, to);
      return {
        kinds: events.filter(([, id]) => id === program).map(([kind]) => kind),
        waiting: scanned(queries, "gsi4"),
      };
    };
    expect(await kinds()).toEqual({
      kinds: ["actionProgramNoFollowUp", "actionProgramNoEvaluation"],
      waiting: 1,
    });

    // A follow-up dated before the decision does not count; one in the period does.
    await followUp(program, day(-630), "Före beslutet");
    expect((await kinds()).kinds).toEqual(["actionProgramNoFollowUp", "actionProgramNoEvaluation"]);
    const done = await followUp(program, day(-589), "Uppföljt");
    expect(await kinds()).toEqual({ kinds: ["actionProgramNoEvaluation"], waiting: 1 });
    const evaluated = await evaluation(program, day(-579), "Frånvaro");
    expect(await kinds()).toEqual({ kinds: [], waiting: 0 });

    await call(C, "DELETE", `/api/action-program-evaluation/${evaluated.id}`);
    expect(await kinds()).toEqual({ kinds: ["actionProgramNoEvaluation"], waiting: 1 });
    // Moving the done follow-up to before the decision day leaves the period without one.
    await call(C, "PATCH", `/api/action-program-follow-up/${done.id}`, {
      version: done.version,
      date: day(-625),
    });
    expect((await kinds()).kinds).toEqual(["actionProgramNoFollowUp", "actionProgramNoEvaluation"]);
  });

  it("archiving a program takes it and its open follow-ups and evaluations out in the same write", async () => {
    const from = day(-700);
    const to = day(-670);
    const program = await published({
      followUpDate: day(-690),
      evaluationDate: day(-680),
      decidedOn: day(-720),
    });
    const planned = await followUp(program, day(-685));
    // Planned, not written: the program no longer waits on an evaluation, the evaluation itself is open.
    const evaluated = await evaluation(program, day(-675));
    expect((await read(from, to)).events.map(([, id]) => id)).toEqual([program, planned.id, evaluated.id]);

    const stored = (await getProgram(t.deps.db, program))!;
    await call(H, "PATCH", `/api/action-program/${program}`, { version: stored.version, status: "archived" });
    const after = await read(from, to);
    expect(after.events).toEqual([]);
    expect([scanned(after.queries, "gsi3"), scanned(after.queries, "gsi4")]).toEqual([0, 0]);
    const kept = await t.db.actionProgramFollowUp.get({ id: planned.id }).go();
    expect(kept.data).toMatchObject({ summary: "", openDate: "" });
  });
});

describe("a program's own dates", () => {
  it("a draft waits on nothing; deciding it and correcting its dates move it in the waiting index at once", async () => {
    // Its dates lie ahead (a program is not decided late); the calendar is read as on a day after them.
    // Every program decided up to then waits in that read: `waiting` counts what this program adds to them.
    const from = day(770);
    const to = day(800);
    const others = scanned((await read(from, to, day(805))).queries, "gsi4");
    const kinds = async () => {
      const { events, queries } = await read(from, to, day(805));
      return {
        // Discipline's events only (a draft with no decision maker is also on the calendar on its date).
        due: events
          .filter(([kind, id]) => id === created.id && kind !== "actionProgram")
          .map(([kind, , date]) => [kind, date]),
        waiting: scanned(queries, "gsi4") - others,
      };
    };
    const created = await call<ActionProgram>(C, "POST", "/api/action-program", {
      studentId: pupil(),
      access: "STANDARD",
    });
    const filled = await call<ActionProgram>(C, "PATCH", `/api/action-program/${created.id}`, {
      version: created.version,
      specialNeeds: "Behöver stöd i läsförståelse.",
      actions: [
        { action: "Inläst läromedel", timespan: "Terminen", followUp: "Varje månad", responsible: "Mentor" },
      ],
      followUpDate: day(780),
      evaluationDate: day(790),
    });
    expect(await kinds()).toEqual({ due: [], waiting: 0 });

    const decided = await call<ActionProgram>(H, "PATCH", `/api/action-program/${created.id}`, {
      version: filled.version,
      status: "published",
    });
    expect(await kinds()).toEqual({
      due: [
        ["actionProgramNoFollowUp", day(780)],
        ["actionProgramNoEvaluation", day(790)],
      ],
      waiting: 1,
    });

    const moved = await call<ActionProgram>(H, "PATCH", `/api/action-program/${created.id}`, {
      version: decided.version,
      followUpDate: day(785),
    });
    expect((await kinds()).due).toEqual([
      ["actionProgramNoFollowUp", day(785)],
      ["actionProgramNoEvaluation", day(790)],
    ]);
    const later = await call<ActionProgram>(H, "PATCH", `/api/action-program/${created.id}`, {
      version: moved.version,
      followUpDate: day(810),
      evaluationDate: day(820),
    });
    expect(await kinds()).toEqual({ due: [], waiting: 0 });
    expect(later.version).toBe(moved.version + 1);
  });
});

describe("writes on what was read", () => {
  it("a program stored before the discipline fields (no backfill yet) takes item writes and changes, and gets its keys", async () => {
    const program = await published({
      followUpDate: day(-900),
      evaluationDate: day(-890),
      decidedOn: day(-950),
    });
    await t.deps.db.client.send(
      new UpdateCommand({
        TableName: t.tableName,
        Key: { pk: `ACTIONPROGRAM#${program}`, sk: "ACTIONPROGRAM" },
        UpdateExpression: "REMOVE hasFollowUp, hasEvaluation, openDate, itemsRevision, gsi4pk, gsi4sk",
      }),
    );
    const range = () => read(day(-910), day(-880));
    expect(scanned((await range()).queries, "gsi4")).toBe(0);

    const planned = await followUp(program, day(-895));
    const after = await range();
    // Its first item write gave it its progress (none yet: the follow-up is planned) and its key.
    expect(after.events.map(([kind, id]) => [kind, id])).toEqual([
      ["actionProgramNoFollowUp", program],
      ["actionProgramFollowUp", planned.id],
      ["actionProgramNoEvaluation", program],
    ]);
    expect((await getProgram(t.deps.db, program))!).toMatchObject({ itemsRevision: 1, hasFollowUp: false });
    const stored = (await getProgram(t.deps.db, program))!;
    await call(H, "PATCH", `/api/action-program/${program}`, { version: stored.version, status: "archived" });
    expect((await range()).events).toEqual([]);
  });

  it("an item written on a program changed since it was read answers 409, and nothing is stored", async () => {
    const program = await published({ followUpDate: day(-50), evaluationDate: day(50), decidedOn: day(-60) });
    const read = (await getProgram(t.deps.db, program))!;
    await updateProgramItem(t.deps.db, read, { place: "Elevhälsans rum" });
    const id = t.deps.ids.id();
    const at = t.clock.now().toISOString();
    const item = {
      id,
      actionProgramId: program,
      schoolId: ek(),
      studentId: pupil(),
      responsibleId: idOf(C),
      date: day(-40),
      summary: "Uppföljt",
      functionedWell: true,
      link: "",
      createdById: idOf(C),
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    expect(await outcomeOf(createFollowUpItem(t.deps.db, read, item))).toBe("CONFLICT");
    expect((await t.db.actionProgramFollowUp.get({ id }).go()).data).toBeNull();
    expect((await getProgram(t.deps.db, program))!).toMatchObject({ hasFollowUp: false, openDate: day(-50) });
  });

  it("a program change on a progress read before a follow-up was written answers 409", async () => {
    const program = await published({ followUpDate: day(-50), evaluationDate: day(50), decidedOn: day(-60) });
    const read = (await getProgram(t.deps.db, program))!;
    await followUp(program, day(-45), "Uppföljt");
    expect(await outcomeOf(updateProgramItem(t.deps.db, read, { status: "archived" }))).toBe("CONFLICT");
    expect((await getProgram(t.deps.db, program))!).toMatchObject({
      status: "published",
      hasFollowUp: true,
      openDate: day(50),
    });
  });
});

describe("GET /action-program-due/{schoolId}: the overview's card", () => {
  const due = (email: string, before: string) =>
    call<{ items: { kind: string; id: string; date: string }[] }>(
      email,
      "GET",
      `/api/action-program-due/${ek()}?before=${before}`,
    );

  it("what waits on me before the day asked, oldest first, however long ago, from the open items only", async () => {
    const program = await published({
      followUpDate: day(-300),
      evaluationDate: day(-1),
      decidedOn: day(-320),
    });
    const planned = await followUp(program, day(-250));
    const answer = await recording(() => due(C, today()));
    const mine = answer.result.items.filter((item) => [program, planned.id].includes(item.id));
    expect(mine.map((item) => [item.kind, item.date])).toEqual([
      ["programFollowUp", day(-300)],
      ["followUp", day(-250)],
      ["programEvaluation", day(-1)],
    ]);
    // One query of each discipline index, no other.
    expect(answer.queries.map((query) => query.index).sort()).toEqual(["gsi3", "gsi3", "gsi4"]);

    // Not yet due the day before its dates; the head, not responsible and not the creator, has none of it.
    expect((await due(C, day(-300))).items.filter((item) => item.id === program)).toEqual([]);
    expect((await due(H, today())).items.filter((item) => [program, planned.id].includes(item.id))).toEqual(
      [],
    );

    // Written: gone at once.
    await call(C, "PATCH", `/api/action-program-follow-up/${planned.id}`, {
      version: planned.version,
      summary: "Uppföljt",
    });
    expect((await due(C, today())).items.filter((item) => item.id === planned.id)).toEqual([]);
  });

  it("answers what overdueFor answers from the school's whole lists (what the card read before), for each person", async () => {
    const all = async <T>(email: string, path: string) =>
      (await readEveryPage<T>(apiAs(t), email, `/api/${path}/${ek()}?limit=100`)).items;
    for (const email of [C, H]) {
      const lists = {
        programs: await all<ActionProgram>(email, "action-program"),
        followUps: await all<FollowUp>(email, "action-program-follow-up"),
        evaluations: await all<Evaluation>(email, "action-program-evaluation"),
      };
      // Before tomorrow: the head's follow-up planned for today (the demo's) counts too.
      const expected = overdueFor(idOf(email), lists, day(1)).map((item) => [item.kind, item.id, item.date]);
      expect(expected.length, email).toBeGreaterThan(0);
      const answered = (await due(email, day(1))).items.map((item) => [item.kind, item.id, item.date]);
      expect(answered, email).toEqual(expected);
    }
  });
});
