import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import { fixtures } from "../../../tests/helpers/fixtures.js";
import { readEveryPage, type Listed } from "../../../tests/helpers/api-calls.js";
import { recordQueries } from "../../../tests/helpers/query-recorder.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { COMPLETE } from "./action-programs.fixtures.js";
import { studentHasPrograms } from "./action-programs.repo.js";

/**
 * The action programs' per-pupil and per-program indexes (action-program.entity.ts: byStudent on gsi3, byProgram on
 * gsi2): a pupil's list and a program's follow-ups and evaluations read only their own items, page by page, in the
 * school list's order, and a cursor of one list opens no other. The recorder shows which index DynamoDB read and
 * how many items it read for it.
 */
let t: TestApp;
let recorded: ReturnType<typeof recordQueries>;
beforeAll(async () => {
  t = await createTestApp();
  recorded = recordQueries(t.deps.db.client, "listQueries");
});

const COUNSELOR = "counselor@demo.test";
const HEAD = "head@demo.test";
const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;

async function call(email: string, method: string, path: string, body?: unknown) {
  return t.request(method, path, { token: await t.login(email), ...(body !== undefined ? { body } : {}) });
}
const json = async <T>(res: Response) => (await res.json()) as T;

async function listPage<T = { id: string }>(path: string, cursor: string | null) {
  const res = await call(COUNSELOR, "GET", cursor ? `${path}&cursor=${encodeURIComponent(cursor)}` : path);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<Listed<T>>(res);
}
/** Every page of a list: the items and their ids in the order answered, and how many pages it took. */
async function readAll<T extends { id: string } = { id: string }>(path: string) {
  const { items, pages } = await readEveryPage<T>(call, COUNSELOR, path, 50);
  return { ids: items.map((item) => item.id), items, pages };
}

/** A copy of a stored follow-up or evaluation under another id and school, written directly. */
async function copyElsewhere(entity: "actionProgramFollowUp" | "actionProgramEvaluation", id: string) {
  const other = { id: crypto.randomUUID(), schoolId: t.seeded.schoolIds.other! };
  if (entity === "actionProgramFollowUp") {
    const { data } = await t.db.actionProgramFollowUp.get({ id }).go();
    await t.db.actionProgramFollowUp.create({ ...data!, ...other }).go();
  } else {
    const { data } = await t.db.actionProgramEvaluation.get({ id }).go();
    await t.db.actionProgramEvaluation.create({ ...data!, ...other }).go();
  }
  return other.id;
}

describe("one pupil's programs (the pupil page and the list filtered to a pupil)", () => {
  const create = async (studentId: string) => {
    t.clock.advance(1000);
    const res = await call(COUNSELOR, "POST", "/api/action-program", { studentId, access: "STANDARD" });
    expect(res.status).toBe(201);
    return (await json<ActionProgram>(res)).id;
  };
  /** A copy of a stored program under another id (and, if given, another school or status), written directly. */
  async function copyOf(id: string, changes: { schoolId?: string; status?: "archived" }) {
    const { data } = await t.db.actionProgram.get({ id }).go();
    const copy = { ...data!, id: crypto.randomUUID(), ...changes };
    if (changes.schoolId) copy.organizationId = t.seeded.organizationIds.other!;
    await t.db.actionProgram.create(copy).go();
    return copy.id;
  }

  it("answers exactly that pupil's programs of that school, page by page, in the school list's order", async () => {
    const f = fixtures(t);
    const mine = await f.student("ek");
    const theirs = await f.student("ek");
    const made: string[] = [];
    const others: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.push(await create(mine));
      others.push(await create(theirs));
    }
    // The pupil's id on a program kept under another school must not show at this school.
    const elsewhere = await copyOf(made[0]!, { schoolId: t.seeded.schoolIds.other! });

    const { result: pupilList, queries: read } = await recorded(() =>
      readAll(`/api/action-program/${ek()}?studentId=${mine}&limit=2`),
    );
    expect(pupilList.pages).toBeGreaterThan(1);
    // Only the pupil's own programs are read (theirs and the school's other programs never are): the 5 and the
    // one kept under another school, which the school filter drops.
    const listQueries = read.filter((query) => query.index === "gsi3");
    expect(listQueries).toHaveLength(pupilList.pages);
    expect(listQueries.reduce((sum, query) => sum + query.scanned, 0)).toBe(6);
    expect(read.filter((query) => query.index === "gsi1")).toEqual([]);
    expect(pupilList.ids).toEqual(made);
    expect(pupilList.ids).not.toContain(elsewhere);
    for (const id of others) expect(pupilList.ids).not.toContain(id);
    // The same programs in the same order as the school's whole list shows them.
    const school = await readAll(`/api/action-program/${ek()}?limit=100`);
    const schoolPrograms = await Promise.all(
      school.ids.map(async (id) => (await t.db.actionProgram.get({ id }).go()).data!),
    );
    expect(pupilList.ids).toEqual(
      schoolPrograms.filter((program) => program.studentId === mine).map((program) => program.id),
    );
    expect((await readAll(`/api/action-program/${ek()}?studentId=${theirs}&limit=3`)).ids).toEqual(others);
    // The other school's list does not show the program kept there to a counselor of Ekskolan either (404).
    expect((await call(COUNSELOR, "GET", `/api/action-program/${t.seeded.schoolIds.other!}`)).status).toBe(
      404,
    );
  });

  it("keeps the status filter: ongoing and archived split the pupil's programs", async () => {
    const pupilId = await fixtures(t).student("ek");
    const ongoing = [await create(pupilId), await create(pupilId)];
    t.clock.advance(1000);
    const archived = await copyOf(ongoing[0]!, { status: "archived" });
    const base = `/api/action-program/${ek()}?studentId=${pupilId}&limit=1`;
    expect((await readAll(`${base}&status=ongoing`)).ids).toEqual(ongoing);
    expect((await readAll(`${base}&status=archived`)).ids).toEqual([archived]);
    expect((await readAll(base)).ids.sort()).toEqual([...ongoing, archived].sort());
  });

  it("a cursor of the school's list is refused on a pupil's list, and one pupil's on another's or the school's (400)", async () => {
    const f = fixtures(t);
    const one = await f.student("ek");
    const two = await f.student("ek");
    for (let i = 0; i < 2; i++) {
      await create(one);
      await create(two);
    }
    const schoolPath = `/api/action-program/${ek()}?limit=1`;
    const onePath = `/api/action-program/${ek()}?studentId=${one}&limit=1`;
    const twoPath = `/api/action-program/${ek()}?studentId=${two}&limit=1`;
    const schoolCursor = (await listPage(schoolPath, null)).cursor!;
    const oneCursor = (await listPage(onePath, null)).cursor!;
    expect(schoolCursor && oneCursor).toBeTruthy();
    for (const [path, cursor] of [
      [onePath, schoolCursor],
      [schoolPath, oneCursor],
      [twoPath, oneCursor],
    ] as const) {
      const res = await call(COUNSELOR, "GET", `${path}&cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, path).toBe(400);
      expect((await json<ErrorBody>(res)).error.reason).toBe("invalidCursor");
    }
  });

  it("the pupil's deletion check reads the pupil's programs and counts only those of the pupil's school", async () => {
    const f = fixtures(t);
    const pupilId = await f.student("ek");
    const other = await f.student("ek");
    const stray = await copyOf(await create(other), { schoolId: t.seeded.schoolIds.other! });
    // The stray copy names `other`; re-key one to this pupil at the other school only.
    const { data } = await t.db.actionProgram.get({ id: stray }).go();
    await t.db.actionProgram.create({ ...data!, id: crypto.randomUUID(), studentId: pupilId }).go();
    expect(await studentHasPrograms(t.deps.db, ek(), pupilId)).toBe(false);
    expect(await studentHasPrograms(t.deps.db, t.seeded.schoolIds.other!, pupilId)).toBe(true);
    await create(pupilId);
    const { result: has, queries: read } = await recorded(() => studentHasPrograms(t.deps.db, ek(), pupilId));
    expect(has).toBe(true);
    // The pupil's index, not the school's list: at most the pupil's two programs are read.
    expect(read.every((query) => query.index === "gsi3" && query.scanned <= 2)).toBe(true);
    expect(read.length).toBeGreaterThan(0);
    expect(await studentHasPrograms(t.deps.db, ek(), await f.student("ek"))).toBe(false);
  });
});

describe("one program's follow-ups and evaluations (the program's page)", () => {
  type Item = { id: string; actionProgramId: string };
  const KINDS = [
    {
      name: "follow-ups",
      path: "/api/action-program-follow-up",
      body: (actionProgramId: string) => ({
        actionProgramId,
        responsibleId: uid(COUNSELOR),
        date: "2027-02-01",
        summary: "Läsningen går bättre",
        functionedWell: true,
      }),
      entity: "actionProgramFollowUp",
    },
    {
      name: "evaluations",
      path: "/api/action-program-evaluation",
      body: (actionProgramId: string) => ({
        actionProgramId,
        responsibleId: uid(COUNSELOR),
        date: "2027-04-01",
        successFactors: "Tydlig struktur",
        troubles: "Frånvaro i mars",
        changes: "Inga",
      }),
      entity: "actionProgramEvaluation",
    },
  ] as const;

  /** A published program about the given pupil. */
  async function publishedFor(studentId: string): Promise<ActionProgram> {
    const drafted = await call(COUNSELOR, "POST", "/api/action-program", {
      ...COMPLETE,
      studentId,
      access: "STANDARD",
    });
    expect(drafted.status).toBe(201);
    const program = await json<ActionProgram>(drafted);
    const res = await call(HEAD, "PATCH", `/api/action-program/${program.id}`, {
      version: 1,
      status: "published",
    });
    expect(res.status).toBe(200);
    return json<ActionProgram>(res);
  }

  for (const kind of KINDS) {
    describe(kind.name, () => {
      const add = async (programId: string) => {
        t.clock.advance(1000);
        const res = await call(COUNSELOR, "POST", kind.path, kind.body(programId));
        expect(res.status, await res.clone().text()).toBe(201);
        return (await json<Item>(res)).id;
      };

      it("a program's list answers exactly that program's items of that school, page by page, reading only its index", async () => {
        const f = fixtures(t);
        const mine = await publishedFor(await f.student("ek"));
        const theirs = await publishedFor(await f.student("ek"));
        const made: string[] = [];
        const others: string[] = [];
        for (let i = 0; i < 5; i++) {
          made.push(await add(mine.id));
          others.push(await add(theirs.id));
        }
        // The program's id on an item kept under another school must not show at this school.
        const elsewhere = await copyElsewhere(kind.entity, made[0]!);

        const { result: programList, queries: read } = await recorded(() =>
          readAll(`${kind.path}/${ek()}?actionProgramId=${mine.id}&limit=2`),
        );
        expect(programList.pages).toBeGreaterThan(1);
        // Only the program's own items are read (the other program's and the school's never are): the 5 and the
        // one kept under another school, which the school filter drops.
        const listQueries = read.filter((query) => query.index === "gsi2");
        expect(listQueries).toHaveLength(programList.pages);
        expect(listQueries.reduce((sum, query) => sum + query.scanned, 0)).toBe(6);
        expect(read.filter((query) => query.index === "gsi1")).toEqual([]);
        expect(programList.ids).toEqual(made);
        expect(programList.ids).not.toContain(elsewhere);
        for (const id of others) expect(programList.ids).not.toContain(id);
        // The same items in the same order as the school's whole list shows them.
        const school = await readAll<Item>(`${kind.path}/${ek()}?limit=100`);
        expect(programList.ids).toEqual(
          school.items.filter((item) => item.actionProgramId === mine.id).map((item) => item.id),
        );
        expect((await readAll(`${kind.path}/${ek()}?actionProgramId=${theirs.id}&limit=3`)).ids).toEqual(
          others,
        );
      });

      it("with the pupil too, the program's list keeps only the pupil's items; the pupil's list alone is unchanged", async () => {
        const f = fixtures(t);
        const pupilId = await f.student("ek");
        const otherPupil = await f.student("ek");
        const program = await publishedFor(pupilId);
        const other = await publishedFor(otherPupil);
        const made = [await add(program.id), await add(program.id)];
        const others = [await add(other.id)];
        const byProgram = `${kind.path}/${ek()}?actionProgramId=${program.id}&limit=1`;
        const { result: both, queries: read } = await recorded(() =>
          readAll(`${byProgram}&studentId=${pupilId}`),
        );
        expect(both.ids).toEqual(made);
        expect(read.every((query) => query.index === "gsi2")).toBe(true);
        expect((await readAll(`${byProgram}&studentId=${otherPupil}`)).ids).toEqual([]);
        expect((await readAll(`${kind.path}/${ek()}?studentId=${otherPupil}&limit=1`)).ids).toEqual(others);
        expect((await readAll(`${kind.path}/${ek()}?studentId=${pupilId}&limit=1`)).ids).toEqual(made);
      });

      it("a cursor of the school's list is refused on a program's list, and one program's on another's or the school's (400)", async () => {
        const f = fixtures(t);
        const one = await publishedFor(await f.student("ek"));
        const two = await publishedFor(await f.student("ek"));
        for (let i = 0; i < 2; i++) {
          await add(one.id);
          await add(two.id);
        }
        const schoolPath = `${kind.path}/${ek()}?limit=1`;
        const onePath = `${kind.path}/${ek()}?actionProgramId=${one.id}&limit=1`;
        const twoPath = `${kind.path}/${ek()}?actionProgramId=${two.id}&limit=1`;
        const schoolCursor = (await listPage(schoolPath, null)).cursor!;
        const oneCursor = (await listPage(onePath, null)).cursor!;
        expect(schoolCursor && oneCursor).toBeTruthy();
        for (const [path, cursor] of [
          [onePath, schoolCursor],
          [schoolPath, oneCursor],
          [twoPath, oneCursor],
        ] as const) {
          const res = await call(COUNSELOR, "GET", `${path}&cursor=${encodeURIComponent(cursor)}`);
          expect(res.status, path).toBe(400);
          expect((await json<ErrorBody>(res)).error.reason).toBe("invalidCursor");
        }
      });
    });
  }
});
