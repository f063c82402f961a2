import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { contextFor } from "../../../tests/helpers/request-context.js";
import { recordQueries } from "../../../tests/helpers/query-recorder.js";
import { storeProgram } from "./action-programs.fixtures.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { getProgram, updateProgramItem, type ActionProgramItem } from "./action-programs.repo.js";
import { programCalendarEvents } from "./program-calendar.js";
import { listOpenProgramsDueBetween } from "./program-calendar.repo.js";

/**
 * A calendar range wholly after today reads action programs from the sparse follow-up date index
 * (action-program.entity.ts, byFollowUpDate): only the open programs of its own days, nothing before or after and no
 * archived one; every write keeps the index right (ElectroDB recomputes the key only from a write that gives all its
 * composites). A range that reaches today also reads follow-up discipline's sparse indexes of what is still open
 * (follow-up-discipline.int.test.ts; docs/api.md, "The calendar"); its call budget is in calendar.access.ts.
 */
let t: TestApp;
let recordingQueries: ReturnType<typeof recordQueries>;
beforeAll(async () => {
  t = await createTestApp();
  recordingQueries = recordQueries(t.deps.db.client, "programCalendarQueries");
});

const C = "counselor@demo.test";
const H = "head@demo.test";
const ek = () => t.seeded.schoolIds.ek!;
const today = () => stockholmDateOf(t.clock.now());
const day = (offset: number) => addDaysToDate(today(), offset);

async function program(fields: {
  followUpDate: string;
  status?: "draft" | "published" | "archived";
  schoolId?: string;
}): Promise<ActionProgramItem> {
  const id = await storeProgram(t, {
    schoolId: fields.schoolId,
    status: fields.status,
    followUpDate: fields.followUpDate,
  });
  return (await getProgram(t.deps.db, id))!;
}

/** The ids the index answers for a range of a school. */
const idsBetween = async (schoolId: string, from: string, to: string) =>
  (await listOpenProgramsDueBetween(t.deps.db, schoolId, { from, to })).map((item) => item.id);

describe("a range after today reads only its own open programs", () => {
  it("the programs of its first to its last day, and nothing else from DynamoDB", async () => {
    // Three years ahead: nothing of the demo data is there.
    const from = day(1100);
    const to = day(1130);
    const before = await program({ followUpDate: addDaysToDate(from, -1) });
    const first = await program({ followUpDate: from });
    const last = await program({ followUpDate: to });
    const after = await program({ followUpDate: addDaysToDate(to, 1) });
    const archived = await program({ followUpDate: day(1110), status: "archived" });
    const ctx = await contextFor(t, C);

    const { result: events, queries: read } = await recordingQueries(() =>
      programCalendarEvents(ctx, { schoolId: ek(), from, to, today: today() }),
    );

    expect(events.map((event) => [event.source, event.id, event.date])).toEqual([
      ["actionProgram", first.id, from],
      ["actionProgram", last.id, to],
    ]);
    const shown = events.map((event) => event.id);
    for (const left of [before, after, archived]) expect(shown).not.toContain(left.id);
    // One query of the follow-up date index, which read the two programs of the range and nothing more.
    expect(read).toEqual([{ index: "gsi2", scanned: 2, count: 2 }]);
  });

  it("an archived program, or one with no follow-up date, has no key in the index, so no range can read it", async () => {
    const schoolId = t.deps.ids.id();
    const draft = await program({ schoolId, followUpDate: "2030-03-10" });
    const published = await program({ schoolId, followUpDate: "2030-03-12", status: "published" });
    await program({ schoolId, followUpDate: "2030-03-11", status: "archived" });
    await program({ schoolId, followUpDate: "" });

    expect(await idsBetween(schoolId, "2000-01-01", "2099-12-31")).toEqual([draft.id, published.id]);
  });

  it("a range's last day is read whole, up to the last day a date can name", async () => {
    const schoolId = t.deps.ids.id();
    const last = await program({ schoolId, followUpDate: "9999-12-31" });
    const dayBefore = await program({ schoolId, followUpDate: "9999-12-30", status: "published" });

    expect(await idsBetween(schoolId, "9999-12-01", "9999-12-31")).toEqual([dayBefore.id, last.id]);
    expect(await idsBetween(schoolId, "9999-12-01", "9999-12-30")).toEqual([dayBefore.id]);
  });
});

describe("every write of a program keeps its calendar index right", () => {
  it("a new follow-up date moves it, the decision keeps it, archiving removes it, other changes keep it", async () => {
    const schoolId = t.deps.ids.id();
    let item = await program({ schoolId, followUpDate: "2030-05-10" });
    const { id } = item;
    const write = async (changes: Parameters<typeof updateProgramItem>[2]) => {
      item = await updateProgramItem(t.deps.db, item, changes);
    };

    await write({ followUpDate: "2030-06-15" });
    expect(await idsBetween(schoolId, "2030-05-01", "2030-05-31")).toEqual([]);
    expect(await idsBetween(schoolId, "2030-06-15", "2030-06-15")).toEqual([id]);

    await write({ specialNeeds: "Stöd i läsning och skrivning" });
    await write({
      status: "published",
      decisionMakerId: t.seeded.userIds[H]!,
      decidedAt: "2030-01-02T08:00:00Z",
    });
    const found = await listOpenProgramsDueBetween(t.deps.db, schoolId, {
      from: "2030-06-15",
      to: "2030-06-15",
    });
    expect(found.map((program) => [program.id, program.status, program.specialNeeds])).toEqual([
      [id, "published", "Stöd i läsning och skrivning"],
    ]);

    await write({ followUpDate: "" });
    expect(await idsBetween(schoolId, "2000-01-01", "2099-12-31")).toEqual([]);
    await write({ followUpDate: "2030-06-20" });
    expect(await idsBetween(schoolId, "2030-06-20", "2030-06-20")).toEqual([id]);

    await write({ status: "archived", archivedAt: "2030-07-01T08:00:00Z" });
    expect(await idsBetween(schoolId, "2000-01-01", "2099-12-31")).toEqual([]);
  });

  it("a program stored before the index (no key) gets its key on its next write", async () => {
    const schoolId = t.deps.ids.id();
    const item = await program({ schoolId, followUpDate: "2030-09-01" });
    await t.deps.db.client.send(
      new UpdateCommand({
        TableName: t.tableName,
        Key: { pk: `ACTIONPROGRAM#${item.id}`, sk: "ACTIONPROGRAM" },
        UpdateExpression: "REMOVE gsi2pk, gsi2sk",
      }),
    );
    expect(await idsBetween(schoolId, "2030-09-01", "2030-09-01")).toEqual([]);

    await updateProgramItem(t.deps.db, item, { place: "Elevhälsans rum" });
    expect(await idsBetween(schoolId, "2030-09-01", "2030-09-01")).toEqual([item.id]);
  });
});
