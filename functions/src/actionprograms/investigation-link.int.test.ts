import { beforeAll, describe, expect, it } from "vitest";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import type { Investigation } from "#shared/investigations/investigation.schema";
import { fixtures } from "../../../tests/helpers/fixtures.js";
import { recordQueries } from "../../../tests/helpers/query-recorder.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { investigationHasProgram } from "./index.js";

/**
 * The investigation link's sparse index (action-program.entity.ts: byInvestigation on gsi5): an investigation's
 * deletion check reads one item at most, however many programs the school has, and every write that sets, changes
 * or clears a program's link keeps the index right at once. The recorder shows which index DynamoDB read and how
 * many items it read for it.
 */
let t: TestApp;
let recorded: ReturnType<typeof recordQueries>;
beforeAll(async () => {
  t = await createTestApp();
  recorded = recordQueries(t.deps.db.client, "investigationLinkQueries");
});

const COUNSELOR = "counselor@demo.test";
const HEAD = "head@demo.test";
const ek = () => t.seeded.schoolIds.ek!;
const other = () => t.seeded.schoolIds.other!;

async function call(email: string, method: string, path: string, body?: unknown) {
  return t.request(method, path, { token: await t.login(email), ...(body !== undefined ? { body } : {}) });
}
const json = async <T>(res: Response) => (await res.json()) as T;

async function investigation(studentId: string): Promise<string> {
  const res = await call(COUNSELOR, "POST", "/api/investigations", {
    studentId,
    background: "Eleven når inte målen i svenska trots anpassningar sedan höstterminens start.",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json<Investigation>(res)).id;
}

async function program(studentId: string, investigationId?: string): Promise<ActionProgram> {
  const res = await call(COUNSELOR, "POST", "/api/action-program", {
    studentId,
    access: "STANDARD",
    ...(investigationId ? { investigationId } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<ActionProgram>(res);
}

async function patch(email: string, current: ActionProgram, body: Record<string, unknown>) {
  const res = await call(email, "PATCH", `/api/action-program/${current.id}`, {
    version: current.version,
    ...body,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return json<ActionProgram>(res);
}

/** The deletion check, with the queries it made. */
const check = (schoolId: string, investigationId: string) =>
  recorded(() => investigationHasProgram(t.deps.db, schoolId, investigationId));

describe("the investigation link (an investigation's deletion check)", () => {
  it("reads one item of the link index at most, never the school's list, and counts only the school's programs", async () => {
    const pupil = await fixtures(t).student("ek");
    const linked = await investigation(pupil);
    const unlinked = await investigation(pupil);
    const elsewhere = await investigation(pupil);
    for (let i = 0; i < 4; i++) await program(pupil);
    await program(pupil, linked);
    await program(pupil, linked);
    // A program kept under another school that names an investigation must not count at this school.
    const base = await program(pupil);
    const { data } = await t.db.actionProgram.get({ id: base.id }).go();
    await t.db.actionProgram
      .create({
        ...data!,
        id: crypto.randomUUID(),
        schoolId: other(),
        organizationId: t.seeded.organizationIds.other!,
        investigationId: elsewhere,
      })
      .go();

    const { result: has, queries } = await check(ek(), linked);
    expect(has).toBe(true);
    expect(queries).toEqual([{ index: "gsi5", scanned: 1, count: 1 }]);
    const none = await check(ek(), unlinked);
    expect(none.result).toBe(false);
    expect(none.queries).toEqual([{ index: "gsi5", scanned: 0, count: 0 }]);
    const atOther = await check(ek(), elsewhere);
    expect(atOther.result).toBe(false);
    expect(atOther.queries).toEqual([{ index: "gsi5", scanned: 0, count: 0 }]);
    expect((await check(other(), elsewhere)).result).toBe(true);
  });

  it("setting, changing and clearing the link move the index entry in the same write; other edits and archiving keep it", async () => {
    const pupil = await fixtures(t).student("ek");
    const first = await investigation(pupil);
    const second = await investigation(pupil);
    const has = async (investigationId: string) => (await check(ek(), investigationId)).result;

    let current = await program(pupil);
    expect(await has(first)).toBe(false);
    current = await patch(COUNSELOR, current, { investigationId: first });
    expect(await has(first)).toBe(true);
    current = await patch(COUNSELOR, current, { investigationId: second });
    expect([await has(first), await has(second)]).toEqual([false, true]);
    // A write that does not name the link leaves it where it is.
    current = await patch(COUNSELOR, current, { place: "Elevhälsans rum" });
    expect(await has(second)).toBe(true);
    current = await patch(COUNSELOR, current, { investigationId: null });
    expect([await has(first), await has(second)]).toEqual([false, false]);
    // Free again: the investigation can be deleted.
    expect((await call(COUNSELOR, "DELETE", `/api/investigations/${second}`)).status).toBe(204);

    current = await patch(COUNSELOR, current, {
      investigationId: first,
      specialNeeds: "Behöver stöd i läsförståelse.",
      actions: [
        {
          action: "Anpassad läsning",
          timespan: "v. 3–10",
          followUp: "Varannan vecka",
          responsible: "Mentor",
        },
      ],
      followUpDate: "2027-02-01",
      evaluationDate: "2027-04-01",
    });
    current = await patch(HEAD, current, { status: "published" });
    expect(await has(first)).toBe(true);
    await patch(COUNSELOR, current, { status: "archived" });
    // An archived program still rests on its investigation, as the school list's filtered read counted it.
    expect(await has(first)).toBe(true);
    expect((await call(COUNSELOR, "DELETE", `/api/investigations/${first}`)).status).toBe(409);
  });

  it("deleting a linked draft frees its investigation", async () => {
    const pupil = await fixtures(t).student("ek");
    const linked = await investigation(pupil);
    const draft = await program(pupil, linked);
    expect((await check(ek(), linked)).result).toBe(true);
    expect((await call(COUNSELOR, "DELETE", `/api/action-program/${draft.id}`)).status).toBe(204);
    expect((await check(ek(), linked)).result).toBe(false);
    expect((await call(COUNSELOR, "DELETE", `/api/investigations/${linked}`)).status).toBe(204);
  });
});
