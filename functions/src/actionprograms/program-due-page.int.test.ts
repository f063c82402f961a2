import { beforeAll, describe, expect, it } from "vitest";
import type { DueList } from "#shared/actionprograms/follow-up-discipline.schema";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { storeProgram } from "./action-programs.fixtures.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { DUE_PAGE_SIZE, DUE_READ_CAP } from "./program-discipline.js";

/**
 * GET /action-program-due/{schoolId}?before= is bounded: it answers at most DUE_PAGE_SIZE items with the total, and
 * each of its queries carries a Limit (at most DUE_READ_CAP items of an index are read).
 */
let t: TestApp;
/** The Limit of each Query made while recording (undefined: none). */
let limits: (number | undefined)[] | null = null;
/** The partition (its key value) and Limit of each Query made while recording. */
let queries: { partition: string; limit: number | undefined }[] | null = null;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as { Limit?: number; ExpressionAttributeValues?: Record<string, unknown> };
      if (limits && context.commandName === "QueryCommand") limits.push(input.Limit);
      if (queries && context.commandName === "QueryCommand")
        queries.push({
          partition: Object.values(input.ExpressionAttributeValues ?? {})
            .filter((value): value is string => typeof value === "string" && value.startsWith("SCHOOL#"))
            .join(" "),
          limit: input.Limit,
        });
      return next(args);
    },
    { step: "initialize", name: "dueLimits" },
  );
});

const C = "counselor@demo.test";
const H = "head@demo.test";
const ek = () => t.seeded.schoolIds.ek!;
const today = () => stockholmDateOf(t.clock.now());
const day = (offset: number) => addDaysToDate(today(), offset);

async function due(email: string): Promise<DueList> {
  const res = await t.request("GET", `/api/action-program-due/${ek()}?before=${today()}`, {
    token: await t.login(email),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as DueList;
}

/** A program decided by the head on `decidedOn`, created by `by`, past its follow-up date with none done. */
const waiting = (by: string, followUpDate: string) =>
  storeProgram(t, {
    status: "published",
    createdById: t.seeded.userIds[by]!,
    actions: [{ action: "Inläst läromedel", timespan: "", followUp: "", responsible: "" }],
    followUpDate,
    evaluationDate: day(400),
    decisionMakerId: t.seeded.userIds[H]!,
    decidedAt: `${day(-900)}T08:00:00.000Z`,
  });

describe("the due list is paged", () => {
  it(`with more than ${DUE_PAGE_SIZE} items due it answers the oldest ${DUE_PAGE_SIZE}, the total and hasMore; every query has a Limit`, async () => {
    const before = (await due(C)).items.length;
    const ids: string[] = [];
    for (let index = 0; index < DUE_PAGE_SIZE + 10; index += 1) ids.push(await waiting(C, day(-300 + index)));
    limits = [];
    const answer = await due(C);
    const asked = limits;
    limits = null;
    expect(answer.items).toHaveLength(DUE_PAGE_SIZE);
    expect(answer.total).toBe(before + DUE_PAGE_SIZE + 10);
    expect(answer.hasMore).toBe(true);
    expect(answer.complete).toBe(true);
    const dates = answer.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort());
    expect(answer.items[0]).toMatchObject({ kind: "programFollowUp", id: ids[0], date: day(-300) });
    // Bounded reads: each of the discipline's queries asked for a Limit.
    expect(asked.length).toBeGreaterThanOrEqual(3);
    for (const limit of asked) expect(limit).toBeGreaterThan(0);
    for (const limit of asked) expect(limit).toBeLessThanOrEqual(DUE_READ_CAP + 1);
  });

  it("past the read cap it answers the items it knows to be the oldest, and says the count may be more", async () => {
    // More waiting programs of another person than the cap, all older than the counselor's.
    for (let index = 0; index < DUE_READ_CAP + 5; index += 1) await waiting(H, day(-800));
    const late = await waiting(C, day(-10));
    const answer = await due(C);
    expect(answer.complete).toBe(false);
    expect(answer.hasMore).toBe(true);
    expect(answer.items.map((item) => item.id)).not.toContain(late);
  });

  it("the calendar's follow-up discipline reads the same open-item indexes with the same Limit", async () => {
    queries = [];
    const res = await t.request("GET", `/api/calendar/${ek()}?from=${day(-20)}&to=${day(10)}`, {
      token: await t.login(C),
    });
    const made = queries;
    queries = null;
    expect(res.status).toBe(200);
    // The open follow-ups, evaluations and waiting programs (action-program.entity.ts, byOpenDate).
    const discipline = made.filter((query) =>
      /OPENFOLLOWUPS|OPENEVALUATIONS|ACTIONPROGRAMSOPEN/.test(query.partition),
    );
    expect(discipline).toHaveLength(3);
    for (const query of discipline) expect(query.limit).toBe(DUE_READ_CAP + 1);
  });
});
