import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import { fixtures } from "../../../../tests/helpers/fixtures.js";
import { recordQueries } from "../../../../tests/helpers/query-recorder.js";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app.js";
import type { PupilDocumentCase } from "../../../../tests/helpers/pupil-document-case.js";

/** The kinds the domains define (`definePupilDocument({ kind: "..." })` in functions/src), read from the source. */
function definedKinds(): string[] {
  const root = new URL("../../", import.meta.url);
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.includes(".test."))
    .flatMap((file) =>
      [...readFileSync(new URL(file, root), "utf8").matchAll(/definePupilDocument\(\{\s*kind: "(\w+)"/g)].map(
        (match) => match[1]!,
      ),
    );
}

/**
 * The per-pupil index: every pupil document keeps a ref under its pupil, written with the document and removed
 * with it, and the pupil-deletion check reads the pupil's refs in one query (every kind at once).
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
let recorded: ReturnType<typeof recordQueries>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
  recorded = recordQueries(t.deps.db.client, "pupilDocumentRefQueries");
});

const COUNSELOR = "counselor@demo.test";
const ADMIN = "admin@demo.test";
const ek = () => t.seeded.schoolIds.ek!;
const uid = (email: string) => t.seeded.userIds[email]!;

async function call(email: string, method: string, path: string, body?: unknown) {
  return t.request(method, path, {
    token: await t.login(email),
    headers: { "accept-language": "en" },
    ...(body !== undefined ? { body } : {}),
  });
}

/** Each domain's case (its `<d>.fixtures.ts` exports `pupilDocumentCase`), by kind. */
async function domainCases(): Promise<Map<string, PupilDocumentCase>> {
  const root = new URL("../../", import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".fixtures.ts"),
  );
  const cases = new Map<string, PupilDocumentCase>();
  for (const file of files) {
    const module = (await import(new URL(file, root).href)) as { pupilDocumentCase?: PupilDocumentCase };
    if (module.pupilDocumentCase) cases.set(module.pupilDocumentCase.kind, module.pupilDocumentCase);
  }
  return cases;
}
const CASES = await domainCases();
const caseOf = (kind: string) => CASES.get(kind)!;

/** Makes a document of the kind about the pupil, over the API (by one who may), and answers its id. */
const make = (kind: string, pupil: string) => {
  const { create } = caseOf(kind);
  return made(call(create.as, "POST", create.path, create.body(pupil, { schoolId: ek(), userId: uid })));
};
const remove = (kind: string, id: string) => {
  const { remove: removal } = caseOf(kind);
  return call(removal.as, "DELETE", removal.path(id));
};

async function made(pending: Promise<Response>): Promise<string> {
  const res = await pending;
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const deletePupil = (pupil: string) => call(ADMIN, "DELETE", `/api/student/${pupil}`);
const reasonOf = async (res: Response) => ((await res.json()) as ErrorBody).error.reason;
const refsOf = async (studentId: string) =>
  (await t.db.pupilDocumentRef.query.byPupil({ studentId }).go({ pages: "all" })).data;

describe("the per-pupil index", () => {
  it("covers every kind of pupil document a domain defines, each defined once", () => {
    const defined = definedKinds();
    expect(new Set(defined).size).toBe(defined.length);
    expect(defined.length).toBeGreaterThanOrEqual(7);
    expect([...CASES.keys()].sort()).toEqual(defined.sort());
  });

  it.each([...CASES.keys()])(
    "a %s keeps one ref under its pupil that blocks the pupil's deletion until the document is deleted",
    async (kind) => {
      const { reason } = caseOf(kind);
      const pupil = await f.student("ek");
      const id = await make(kind, pupil);
      expect(await refsOf(pupil)).toEqual([
        expect.objectContaining({
          studentId: pupil,
          kind,
          schoolId: ek(),
          documentId: id,
          deletionReason: reason,
        }),
      ]);

      const refused = await deletePupil(pupil);
      expect(refused.status).toBe(409);
      expect(await reasonOf(refused)).toBe(reason);

      const removed = await remove(kind, id);
      expect([200, 204], await removed.clone().text()).toContain(removed.status);
      expect(await refsOf(pupil)).toEqual([]);
      expect((await deletePupil(pupil)).status).toBe(204);
    },
  );

  it("the check reads the pupil's refs in one query and names the first kind in the order of precedence", async () => {
    const pupil = await f.student("ek");
    await make("violation", pupil);
    await make("adaptation", pupil);
    const mapping = await make("mapping", pupil);
    const { result: refused, queries } = await recorded(() => deletePupil(pupil));
    expect(refused.status).toBe(409);
    expect(await reasonOf(refused)).toBe("pupilHasAdaptations");
    // The pupil's refs: one query on the table's own index (besides the pupil, session and audit reads).
    const refQueries = queries.filter((query) => query.index === "" && query.scanned === 3);
    expect(refQueries).toHaveLength(1);

    const ticket = await make("ticket", pupil);
    expect(await reasonOf(await deletePupil(pupil))).toBe("pupilHasTickets");
    expect((await remove("ticket", ticket)).status).toBe(204);
    expect((await remove("mapping", mapping)).status).toBe(204);
    expect(await reasonOf(await deletePupil(pupil))).toBe("pupilHasAdaptations");
  });

  it("a violation report keeps a ref per pupil it names, moved when its pupils change, none while it is junk", async () => {
    const first = await f.student("ek");
    const second = await f.student("ek");
    const id = await make("violation", first);
    const res = await call(COUNSELOR, "PATCH", `/api/violations/${id}`, {
      version: 1,
      victimStudentId: second,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await refsOf(first)).toEqual([]);
    expect((await refsOf(second)).map((ref) => ref.documentId)).toEqual([id]);
    expect((await deletePupil(first)).status).toBe(204);

    expect((await call(COUNSELOR, "POST", `/api/violations/spam/${id}`)).status).toBe(200);
    expect(await refsOf(second)).toEqual([]);
    expect((await deletePupil(second)).status).toBe(204);
  });
});
