import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";

/**
 * Page cursors are sealed (core/cursor-seal.ts): ElectroDB's own cursor is the last key read in clear, and several
 * lists drop rows the caller may not see only after that read.
 */
const { t, f } = useTestApp();
let token: string;
beforeAll(async () => {
  token = await t.login("counselor@demo.test");
});
type Page = { items: { id: string; name?: string; createdAt?: string }[]; cursor: string | null };
type ErrorBody = {
  error: { code: string; reason?: string; issues?: { path: unknown[] }[] } & Record<string, unknown>;
};
const ek = () => t.seeded.schoolIds.ek!;
const withCursor = (path: string, cursor: string | null) =>
  cursor ? `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}` : path;
const get = (path: string) => t.request("GET", path, { token });
const page = async (path: string, cursor: string | null = null) => {
  const res = await get(withCursor(path, cursor));
  expect(res.status, path).toBe(200);
  return (await res.json()) as Page;
};
/** Every way the cursor's bytes could be read back: as given, and decoded as base64 or base64url. */
const readings = (cursor: string) => [
  cursor,
  Buffer.from(cursor, "base64url").toString("latin1"),
  Buffer.from(cursor, "base64").toString("latin1"),
];
const studentsPath = () => `/api/student/school/${ek()}?limit=1`;

async function expectInvalidCursor(path: string, cursor: string) {
  const res = await get(withCursor(path, cursor));
  expect(res.status, cursor).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe("VALIDATION_FAILED");
  expect(body.error.reason).toBe("invalidCursor");
  expect(body.error.issues!.map((issue) => issue.path)).toEqual([["cursor"]]);
  expect(Object.keys(body.error).sort()).toEqual(["code", "issues", "message", "reason", "requestId"]);
}

describe("page cursors", () => {
  it("tell nothing of the rows read: no id, name or time in them", async () => {
    const first = await page(studentsPath());
    const second = await page(studentsPath(), first.cursor);
    expect(first.cursor).toBeTruthy();
    expect(second.items).toHaveLength(1);
    const secrets = [...first.items, ...second.items].flatMap((item) => [
      item.id,
      item.name!,
      item.name!.toLowerCase(),
    ]);
    for (const text of readings(first.cursor!)) {
      for (const secret of secrets) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(pk|sk|gsi\w*)"|\{"/i);
    }
    // Two reads of the same place answer different cursors (a fresh IV each time), so none can be compared.
    expect((await page(studentsPath())).cursor).not.toBe(first.cursor);
  });

  it("tell nothing in a list merged from several queries either (the ongoing tickets)", async () => {
    const studentId = await f.student("ek");
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      made.push((await f.ticket({ studentId })).ticketId);
    }
    const path = `/api/tickets/school/${ek()}?status=ongoing&studentId=${studentId}&limit=1`;
    const first = await page(path);
    expect(first.items.map((item) => item.id)).toEqual([made[2]]);
    for (const text of readings(first.cursor!)) {
      expect(text.startsWith("m1.")).toBe(false);
      for (const id of made) expect(text).not.toContain(id);
    }
    const seen: string[] = [...first.items.map((item) => item.id)];
    let cursor = first.cursor;
    while (cursor) {
      const next = await page(path, cursor);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.cursor;
    }
    expect(seen).toEqual([...made].reverse());
  });

  it("page through a list giving every row once", async () => {
    const all = async (limit: number) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const next: Page = await page(`/api/student/school/${ek()}?limit=${limit}`, cursor);
        ids.push(...next.items.map((item) => item.id));
        cursor = next.cursor;
      } while (cursor);
      return ids;
    };
    const inSevens = await all(7);
    expect(new Set(inSevens).size).toBe(inSevens.length);
    expect(inSevens.length).toBeGreaterThan(7);
    expect(inSevens).toEqual(await all(100));
  });

  it("answer 400 with the reason when tampered with, and nothing else", async () => {
    const { cursor } = await page(studentsPath());
    const bytes = Buffer.from(cursor!, "base64url");
    const flipped = (index: number) => {
      const copy = Buffer.from(bytes);
      copy[index] = copy[index]! ^ 1;
      return copy.toString("base64url");
    };
    const tampered = [
      flipped(0), // the IV
      flipped(14), // the ciphertext
      flipped(bytes.length - 1), // the tag
      bytes.subarray(0, bytes.length - 1).toString("base64url"),
      `${cursor}A`,
      "x".repeat(40),
      "not a cursor!",
      // ElectroDB's own cursor, as lists handed out before they were sealed.
      Buffer.from(JSON.stringify({ pk: "x", sk: "y" })).toString("base64"),
      "m1.bm90LWpzb24",
    ];
    for (const bad of tampered) await expectInvalidCursor(studentsPath(), bad);
    await expectInvalidCursor(`/api/tickets/school/${ek()}?status=ongoing`, "m1.bm90LWpzb24");
  });

  it("open only on the list that handed them out", async () => {
    const students = (await page(studentsPath())).cursor!;
    await expectInvalidCursor(`/api/team/school/${ek()}?limit=1`, students);
    await expectInvalidCursor(`/api/tickets/school/${ek()}?status=ongoing&limit=1`, students);
    await expectInvalidCursor(`/api/notifications?schoolId=${ek()}&limit=1`, students);
    // The same list answers the next page.
    expect((await page(studentsPath(), students)).items).toHaveLength(1);
  });
});
