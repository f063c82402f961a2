import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { contextFor } from "../../../tests/helpers/request-context.js";
import { recordQueries } from "../../../tests/helpers/query-recorder.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { mappingCalendarEvents } from "./mapping-calendar.js";
import { storeMapping } from "./mappings.fixtures.js";
import {
  getMapping,
  listActiveMappingsDueBetween,
  saveAnswerSet,
  updateMappingItem,
  type MappingItem,
} from "./mappings.repo.js";

/**
 * The calendar's read of mappings uses the sparse deadline index (mapping.entity.ts, byDeadline): a range reads only
 * the active mappings of its own days, nothing before or after and no inactive one, and every write keeps the
 * index right (ElectroDB recomputes the key only from a write that gives all its composites).
 */
let t: TestApp;
let recordingQueries: ReturnType<typeof recordQueries>;
beforeAll(async () => {
  t = await createTestApp();
  recordingQueries = recordQueries(t.deps.db.client, "mappingCalendarQueries");
});

const C = "counselor@demo.test";
const ek = () => t.seeded.schoolIds.ek!;
const today = () => stockholmDateOf(t.clock.now());
const day = (offset: number) => addDaysToDate(today(), offset);

/** A mapping the counselor asks of herself, read back as stored. */
async function mapping(fields: {
  deadline: string;
  active?: boolean;
  schoolId?: string;
}): Promise<MappingItem> {
  const respondents = [{ id: t.seeded.userIds[C]!, name: "Cecilia Kurator" }];
  return (await getMapping(t.deps.db, await storeMapping(t, { ...fields, respondents })))!;
}

/** The ids the index answers for a range of a school. */
const idsBetween = async (schoolId: string, from: string, to: string) =>
  (await listActiveMappingsDueBetween(t.deps.db, schoolId, { from, to })).map((item) => item.mappingId);

describe("the calendar reads only the range's active mappings", () => {
  it("a range reads the active mappings of its first to its last day, and nothing else from DynamoDB", async () => {
    // Three years ahead: nothing of the demo data is there.
    const from = day(1100);
    const to = day(1130);
    const before = await mapping({ deadline: addDaysToDate(from, -1) });
    const first = await mapping({ deadline: from });
    const last = await mapping({ deadline: to });
    const after = await mapping({ deadline: addDaysToDate(to, 1) });
    const inactive = await mapping({ deadline: day(1110), active: false });
    const ctx = await contextFor(t, C);

    const { result: events, queries: read } = await recordingQueries(() =>
      mappingCalendarEvents(ctx, { schoolId: ek(), from, to, today: today() }),
    );

    expect(events.map((event) => [event.id, event.date])).toEqual([
      [first.mappingId, from],
      [last.mappingId, to],
    ]);
    const shown = events.map((event) => event.id);
    for (const left of [before, after, inactive]) expect(shown).not.toContain(left.mappingId);
    // One query of the deadline index, which read the two mappings of the range and nothing more.
    expect(read).toEqual([{ index: "gsi3", scanned: 2, count: 2 }]);
  });

  it("an inactive mapping has no key in the index at all, so no range can read it", async () => {
    const schoolId = t.deps.ids.id();
    const active = await mapping({ schoolId, deadline: "2030-03-10" });
    await mapping({ schoolId, deadline: "2030-03-11", active: false });

    expect(await idsBetween(schoolId, "2000-01-01", "2099-12-31")).toEqual([active.mappingId]);
  });

  it("a range's last day is read whole, up to the last day a date can name", async () => {
    const schoolId = t.deps.ids.id();
    const last = await mapping({ schoolId, deadline: "9999-12-31" });
    const dayBefore = await mapping({ schoolId, deadline: "9999-12-30" });

    expect(await idsBetween(schoolId, "9999-12-01", "9999-12-31")).toEqual([
      dayBefore.mappingId,
      last.mappingId,
    ]);
    expect(await idsBetween(schoolId, "9999-12-01", "9999-12-30")).toEqual([dayBefore.mappingId]);
  });
});

describe("every write of a mapping keeps its calendar index right", () => {
  it("a new deadline moves it, deactivating removes it, reactivating brings it back, other changes keep it", async () => {
    const schoolId = t.deps.ids.id();
    let item = await mapping({ schoolId, deadline: "2030-05-10" });
    const { mappingId } = item;
    const write = async (changes: Parameters<typeof updateMappingItem>[2]) => {
      item = await updateMappingItem(t.deps.db, item, changes, t.clock.now().toISOString());
    };

    await write({ deadline: "2030-06-15", updatedByRole: "COUNSELOR" });
    expect(await idsBetween(schoolId, "2030-05-01", "2030-05-31")).toEqual([]);
    expect(await idsBetween(schoolId, "2030-06-15", "2030-06-15")).toEqual([mappingId]);

    await write({ active: false, updatedByRole: "COUNSELOR" });
    expect(await idsBetween(schoolId, "2030-06-01", "2030-06-30")).toEqual([]);

    // A change of the deadline while inactive keeps it out; reactivating brings it back on the new deadline.
    await write({ deadline: "2030-06-20", updatedByRole: "COUNSELOR" });
    expect(await idsBetween(schoolId, "2030-06-01", "2030-06-30")).toEqual([]);
    await write({ active: true, updatedByRole: "COUNSELOR" });
    expect(await idsBetween(schoolId, "2030-06-01", "2030-06-30")).toEqual([mappingId]);

    await write({
      respondents: [{ id: t.seeded.userIds[C]!, name: "Cecilia Kurator" }],
      updatedByRole: "HEAD",
    });
    await saveAnswerSet(t.deps.db, {
      mappingId,
      userId: t.seeded.userIds[C]!,
      userName: "Cecilia Kurator",
      answers: [{ key: "strengths", text: "Läser gärna" }],
      answeredAt: t.clock.now().toISOString(),
    });
    const stored = await listActiveMappingsDueBetween(t.deps.db, schoolId, {
      from: "2030-06-20",
      to: "2030-06-20",
    });
    expect(stored.map((found) => [found.mappingId, found.deadline, found.active])).toEqual([
      [mappingId, "2030-06-20", true],
    ]);
  });

  it("a mapping stored before the index (no key) gets its key on its next write", async () => {
    const schoolId = t.deps.ids.id();
    const item = await mapping({ schoolId, deadline: "2030-09-01" });
    await t.deps.db.client.send(
      new UpdateCommand({
        TableName: t.tableName,
        Key: { pk: `MAPPING#${item.mappingId}`, sk: "MAPPING" },
        UpdateExpression: "REMOVE gsi3pk, gsi3sk",
      }),
    );
    expect(await idsBetween(schoolId, "2030-09-01", "2030-09-01")).toEqual([]);

    await updateMappingItem(
      t.deps.db,
      item,
      { actionProgramBegun: true, updatedByRole: "HEAD" },
      "2030-01-01T00:00:00Z",
    );
    expect(await idsBetween(schoolId, "2030-09-01", "2030-09-01")).toEqual([item.mappingId]);
  });
});
