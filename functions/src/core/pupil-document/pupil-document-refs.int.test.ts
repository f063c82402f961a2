import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/errors";
import { fixtures } from "../../../../tests/helpers/fixtures.js";
import { recordQueries } from "../../../../tests/helpers/query-recorder.js";
import { createTestApp, type TestApp } from "../../../../tests/helpers/test-app.js";
import { violationReportBody } from "../../violations/violations.fixtures.js";

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
const TEACHER = "teacher@demo.test";
const HEAD = "head@demo.test";
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

/** How each kind of document is made about a pupil and removed again, over the API (by those who may). */
interface KindCase {
  reason: string;
  make: (pupil: string) => Promise<string>;
  remove: (id: string) => Promise<Response>;
}
const KINDS = {
  ticket: {
    reason: "pupilHasTickets",
    make: (pupil) =>
      made(
        call(COUNSELOR, "POST", "/api/tickets", {
          studentId: pupil,
          title: "Oro för eleven",
          description: "Eleven verkar ledsen.",
          access: "STANDARD",
        }),
      ),
    remove: (id) => call(COUNSELOR, "DELETE", `/api/tickets/${id}`),
  },
  investigation: {
    reason: "pupilHasInvestigations",
    make: (pupil) =>
      made(
        call(COUNSELOR, "POST", "/api/investigations", {
          studentId: pupil,
          background: "Eleven når inte målen i matematik.",
          schoolSituation: "Kommer sällan igång med uppgifter.",
          healthInformation: "",
        }),
      ),
    remove: (id) => call(COUNSELOR, "DELETE", `/api/investigations/${id}`),
  },
  actionProgram: {
    reason: "pupilHasActionPrograms",
    make: (pupil) =>
      made(call(COUNSELOR, "POST", "/api/action-program", { studentId: pupil, access: "STANDARD" })),
    remove: (id) => call(COUNSELOR, "DELETE", `/api/action-program/${id}`),
  },
  adaptation: {
    reason: "pupilHasAdaptations",
    make: (pupil) =>
      made(
        call(COUNSELOR, "POST", "/api/adaptions", {
          studentId: pupil,
          subjects: ["Matematik"],
          categories: ["EXTRA_TIME"],
          startDate: "2026-11-23",
          reviewDate: "2026-12-14",
        }),
      ),
    remove: (id) => call(COUNSELOR, "DELETE", `/api/adaptions/${id}`),
  },
  fWarning: {
    reason: "pupilHasFWarnings",
    make: (pupil) =>
      made(
        call(COUNSELOR, "POST", "/api/f-and-f-warnings", {
          studentId: pupil,
          isWarning: true,
          course: "Matematik 1b",
          reason: "Saknar tre inlämningar",
          feedback: "",
          startDate: "2026-11-23",
          plannedEndDate: "2027-01-22",
        }),
      ),
    remove: (id) => call(COUNSELOR, "DELETE", `/api/f-and-f-warnings/${id}`),
  },
  mapping: {
    reason: "pupilHasMappings",
    make: (pupil) =>
      made(
        call(COUNSELOR, "POST", "/api/mappings", {
          studentId: pupil,
          respondents: [{ id: uid(TEACHER) }],
          deadline: "2099-06-01",
        }),
      ),
    remove: (id) => call(COUNSELOR, "DELETE", `/api/mappings/${id}`),
  },
  violation: {
    reason: "pupilHasViolations",
    make: (pupil) => made(call(TEACHER, "POST", "/api/violations", violationReportBody(ek(), pupil))),
    remove: (id) => call(HEAD, "DELETE", `/api/violations/${id}`),
  },
} satisfies Record<string, KindCase>;

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
    expect(Object.keys(KINDS).sort()).toEqual(defined.sort());
  });

  it.each(Object.keys(KINDS))(
    "a %s keeps one ref under its pupil that blocks the pupil's deletion until the document is deleted",
    async (kind) => {
      const { reason, make, remove } = (KINDS as Record<string, KindCase>)[kind]!;
      const pupil = await f.student("ek");
      const id = await make(pupil);
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

      const removed = await remove(id);
      expect([200, 204], await removed.clone().text()).toContain(removed.status);
      expect(await refsOf(pupil)).toEqual([]);
      expect((await deletePupil(pupil)).status).toBe(204);
    },
  );

  it("the check reads the pupil's refs in one query and names the first kind in the order of precedence", async () => {
    const pupil = await f.student("ek");
    await KINDS.violation.make(pupil);
    await KINDS.adaptation.make(pupil);
    const mapping = await KINDS.mapping.make(pupil);
    const { result: refused, queries } = await recorded(() => deletePupil(pupil));
    expect(refused.status).toBe(409);
    expect(await reasonOf(refused)).toBe("pupilHasAdaptations");
    // The pupil's refs: one query on the table's own index (besides the pupil, session and audit reads).
    const refQueries = queries.filter((query) => query.index === "" && query.scanned === 3);
    expect(refQueries).toHaveLength(1);

    const ticket = await KINDS.ticket.make(pupil);
    expect(await reasonOf(await deletePupil(pupil))).toBe("pupilHasTickets");
    expect((await KINDS.ticket.remove(ticket)).status).toBe(204);
    expect((await KINDS.mapping.remove(mapping)).status).toBe(204);
    expect(await reasonOf(await deletePupil(pupil))).toBe("pupilHasAdaptations");
  });

  it("a violation report keeps a ref per pupil it names, moved when its pupils change, none while it is junk", async () => {
    const first = await f.student("ek");
    const second = await f.student("ek");
    const id = await KINDS.violation.make(first);
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
