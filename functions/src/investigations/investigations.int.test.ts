import { beforeAll, describe, expect, it } from "vitest";
import type { Investigation } from "#shared/investigations/investigation.schema";
import { COUNSELOR, HEAD, TEACHER, errorOf, investigationFixtures, read } from "./investigations.fixtures.js";
import { fixtures } from "../../../tests/helpers/fixtures.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { getInvestigationBasis } from "./index.js";

/**
 * The investigation journey over HTTP: draft, contributions, publishing, locks, listings, audit, notifications. What
 * an investigation rests on, and what keeps it or its pupil from being deleted, is in investigation-basis.int.test.ts.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
});
const { ek, bjork, uid, mentoredPupil, call, create, patch, listOf, notificationsOf, basis } =
  investigationFixtures(() => t);

describe("a draft, contributions and publishing", () => {
  it("a counselor starts a draft naming a teacher as contributor; the teacher is told, without pupil text", async () => {
    const mapping = await basis("MAPPING");
    const draft = await create({
      contributors: [{ id: uid(TEACHER) }],
      basedOn: [mapping],
    });
    expect(draft).toMatchObject({
      status: "DRAFT",
      outcome: null,
      contributors: [uid(TEACHER)],
      basedOn: [mapping],
      healthInformation: "Skolpsykologen ser tecken på koncentrationssvårigheter.",
      access: "manage",
      version: 1,
      publishedAt: null,
    });
    const told = (await notificationsOf(TEACHER)).filter((n) => n.itemId === draft.id);
    expect(told.map((n) => [n.category, n.kind, n.link])).toEqual([
      ["INVESTIGATION", "INVESTIGATION_CONTRIBUTOR", "/actions/investigation"],
    ]);
    expect(JSON.stringify(told)).not.toMatch(/matematik|psykolog/);
  });

  it("the teacher contributes under their own name, sees the draft without the health information, and may not edit a section", async () => {
    const draft = await create({ contributors: [{ id: uid(TEACHER) }] });
    const res = await patch(TEACHER, draft.id, {
      version: 1,
      contribution: "Fungerar bättre i liten grupp.",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const contributed = await read<Investigation>(res);
    expect(contributed).toMatchObject({ access: "contribute", healthInformation: null, version: 2 });
    expect(contributed.contributions).toEqual([
      expect.objectContaining({
        authorId: uid(TEACHER),
        authorName: "Tove Lärare",
        text: "Fungerar bättre i liten grupp.",
      }),
    ]);
    const edit = await patch(TEACHER, draft.id, { version: 2, analysis: "Min analys" });
    expect(edit.status).toBe(403);
    expect((await errorOf(edit)).reason).toBe("investigationContributorOnlyContributes");
    const mine = await listOf(TEACHER, `/api/investigations/teacher/school/${ek()}`);
    expect(mine.find((one) => one.id === draft.id)).toMatchObject({
      access: "contribute",
      healthInformation: null,
    });
  });

  it("a second staff member contributes too; each contribution records who", async () => {
    const draft = await create();
    await patch(COUNSELOR, draft.id, { version: 1, contribution: "Samtal med vårdnadshavare." });
    const res = await patch(HEAD, draft.id, { version: 2, contribution: "Resurs finns från vecka 10." });
    const both = await read<Investigation>(res);
    expect(both.contributions.map((c) => [c.authorId, c.text])).toEqual([
      [uid(COUNSELOR), "Samtal med vårdnadshavare."],
      [uid(HEAD), "Resurs finns från vecka 10."],
    ]);
  });

  it("a full investigation refuses one more contribution (409 with the reason) instead of failing at the database", async () => {
    const draft = await create();
    const long = "Å".repeat(9_500);
    let version = 1;
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await patch(COUNSELOR, draft.id, { version, contribution: `${i} ${long}` });
      if (last.status !== 200) break;
      version = (await read<Investigation>(last)).version;
    }
    expect(last!.status).toBe(409);
    expect((await errorOf(last!)).reason).toBe("investigationContributionsFull");
    const [stored] = (
      await listOf(COUNSELOR, `/api/investigations/school/${ek()}?studentId=${mentoredPupil()}`)
    ).filter((candidate) => candidate.id === draft.id);
    expect(stored!.version).toBe(version);
    expect(stored!.contributions.length).toBeGreaterThanOrEqual(9);
  });

  it("publishing with an outcome records when and by whom, tells the contributors, and closes contributions", async () => {
    const draft = await create({ contributors: [{ id: uid(TEACHER) }] });
    const res = await patch(HEAD, draft.id, { version: 1, status: "PUBLISHED", outcome: "PROGRAM" });
    expect(res.status, await res.clone().text()).toBe(200);
    const published = await read<Investigation>(res);
    expect(published).toMatchObject({ status: "PUBLISHED", outcome: "PROGRAM", publishedById: uid(HEAD) });
    expect(published.publishedAt).not.toBeNull();
    const kinds = (await notificationsOf(TEACHER)).filter((n) => n.itemId === draft.id).map((n) => n.kind);
    expect(kinds).toContain("INVESTIGATION_PUBLISHED");
    expect(
      (await notificationsOf(COUNSELOR)).filter((n) => n.itemId === draft.id).map((n) => n.kind),
    ).toEqual(["INVESTIGATION_PUBLISHED"]);
    const late = await patch(TEACHER, draft.id, { version: 2, contribution: "Sent" });
    expect(late.status).toBe(403);
    // What the action-program domain reads: pupil, school, status and outcome, no text.
    expect(await getInvestigationBasis(t.deps.db, draft.id)).toEqual({
      id: draft.id,
      studentId: mentoredPupil(),
      schoolId: ek(),
      status: "PUBLISHED",
      outcome: "PROGRAM",
    });
    const back = await patch(COUNSELOR, draft.id, { version: 2, status: "DRAFT" });
    expect(back.status).toBe(409);
    expect((await errorOf(back)).reason).toBe("investigationPublishedStaysPublished");
  });

  it("publishing 'no program' without a reason is 400 naming noProgramReason, and nothing is stored", async () => {
    const draft = await create();
    const res = await patch(
      COUNSELOR,
      draft.id,
      { version: 1, status: "PUBLISHED", outcome: "NO_PROGRAM" },
      "en",
    );
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.reason).toBe("investigationNoProgramReasonRequired");
    expect(error.issues!.map((issue) => issue.path[0])).toEqual(["noProgramReason"]);
    expect(error.issues![0]!.message).toBe(
      "The decision not to draw up an action program must state its reason",
    );
    const stored = (await listOf(COUNSELOR, `/api/investigations/school/${ek()}`)).find(
      (one) => one.id === draft.id,
    );
    expect(stored).toMatchObject({ status: "DRAFT", outcome: null, version: 1 });

    const noOutcome = await patch(COUNSELOR, draft.id, { version: 1, status: "PUBLISHED" });
    expect((await errorOf(noOutcome)).issues!.map((issue) => issue.path[0])).toEqual(["outcome"]);

    const withReason = await patch(COUNSELOR, draft.id, {
      version: 1,
      status: "PUBLISHED",
      outcome: "NO_PROGRAM",
      noProgramReason: "De extra anpassningarna bedöms räcka med utökad handledning.",
    });
    expect(withReason.status).toBe(200);
    expect(await read<Investigation>(withReason)).toMatchObject({
      status: "PUBLISHED",
      outcome: "NO_PROGRAM",
    });

    const atCreate = await call(COUNSELOR, "POST", "/api/investigations", {
      studentId: mentoredPupil(),
      status: "PUBLISHED",
      outcome: "NO_PROGRAM",
    });
    expect(atCreate.status).toBe(400);
    expect((await errorOf(atCreate)).issues!.map((issue) => issue.path[0])).toEqual(["noProgramReason"]);
  });

  it("refuses unknown fields and a malformed basedOn kind (400)", async () => {
    const extra = await call(COUNSELOR, "POST", "/api/investigations", {
      studentId: mentoredPupil(),
      secret: 1,
    });
    expect(extra.status).toBe(400);
    const kind = await call(COUNSELOR, "POST", "/api/investigations", {
      studentId: mentoredPupil(),
      basedOn: [{ kind: "TICKET", id: "00000000-0000-4000-8000-000000000001" }],
    });
    expect(kind.status).toBe(400);
    const stranger = await call(COUNSELOR, "POST", "/api/investigations", {
      studentId: mentoredPupil(),
      contributors: [{ id: uid("teacher2@demo.test") }],
    });
    expect(stranger.status).toBe(400);
    expect((await errorOf(stranger)).issues!.map((issue) => issue.path[0])).toEqual(["contributors"]);
    const admin = await call(COUNSELOR, "POST", "/api/investigations", {
      studentId: mentoredPupil(),
      contributors: [{ id: uid("admin@demo.test") }],
    });
    expect(admin.status).toBe(400);
  });
});

describe("concurrency and deleting", () => {
  it("two edits on the same version: the second is 409 and changes nothing", async () => {
    const draft = await create();
    expect((await patch(COUNSELOR, draft.id, { version: 1, analysis: "Först" })).status).toBe(200);
    const stale = await patch(HEAD, draft.id, { version: 1, analysis: "Sen" });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).reason).toBe("investigationChangedByOther");
    const stored = (await listOf(COUNSELOR, `/api/investigations/school/${ek()}`)).find(
      (one) => one.id === draft.id,
    );
    expect(stored).toMatchObject({ analysis: "Först", version: 2 });
  });

  it("a draft is deleted; a published one is refused with 409 and its reason, and stays", async () => {
    const draft = await create();
    expect((await call(COUNSELOR, "DELETE", `/api/investigations/${draft.id}`)).status).toBe(204);
    const published = await create({ status: "PUBLISHED", outcome: "PROGRAM" });
    const res = await call(HEAD, "DELETE", `/api/investigations/${published.id}`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).reason).toBe("investigationPublishedCannotBeDeleted");
    const ids = (await listOf(COUNSELOR, `/api/investigations/school/${ek()}`)).map((one) => one.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
  });

  it("every write and list is audited, without the text", async () => {
    const draft = await create();
    await listOf(COUNSELOR, `/api/investigations/school/${ek()}?studentId=${mentoredPupil()}`);
    const events = (
      await t.db.auditEvent.query.byStudent({ studentId: mentoredPupil() }).go({ pages: "all" })
    ).data;
    const mine = events.filter((event) => event.entity === "investigation");
    expect(mine.some((event) => event.action === "CREATE" && event.entityId === draft.id)).toBe(true);
    expect(mine.some((event) => event.action === "LIST" && event.outcome === "SUCCESS")).toBe(true);
    expect(JSON.stringify(mine)).not.toMatch(/matematik|psykolog/);
  });
});

describe("other schools and the listings", () => {
  it("another school's staff: 404 on the investigation and the school list; a teacher is 403 on the school list", async () => {
    const draft = await create();
    expect((await patch("teacher2@demo.test", draft.id, { version: 1, contribution: "x" })).status).toBe(404);
    expect((await patch("counselor@other.test", draft.id, { version: 1, analysis: "x" })).status).toBe(404);
    expect((await call("counselor@other.test", "GET", `/api/investigations/school/${ek()}`)).status).toBe(
      404,
    );
    expect((await call("teacher2@demo.test", "GET", `/api/investigations/school/${ek()}`)).status).toBe(404);
    expect((await call(TEACHER, "GET", `/api/investigations/school/${ek()}`)).status).toBe(403);
    expect((await call("admin@demo.test", "DELETE", `/api/investigations/${draft.id}`)).status).toBe(404);
    // The counselor works at Björkskolan too: that school's list does not hold Ekskolan's investigations.
    const bjorkIds = (await listOf(COUNSELOR, `/api/investigations/school/${bjork()}`)).map((one) => one.id);
    expect(bjorkIds).not.toContain(draft.id);
  });

  it("the teacher listing holds published ones of pupils they teach and drafts they contribute to, never the rest", async () => {
    const taught = await create({ status: "PUBLISHED", outcome: "PROGRAM" });
    const plainDraft = await create();
    const asked = await create({ contributors: [{ id: uid(TEACHER) }] });
    const stranger = await f.student("ek");
    const notTaught = await create({ studentId: stranger, status: "PUBLISHED", outcome: "PROGRAM" });
    const mine = await listOf(TEACHER, `/api/investigations/teacher/school/${ek()}`);
    const ids = mine.map((one) => one.id);
    expect(ids).toContain(taught.id);
    expect(ids).toContain(asked.id);
    expect(ids).not.toContain(plainDraft.id);
    expect(ids).not.toContain(notTaught.id);
    expect(mine.every((one) => one.healthInformation === null)).toBe(true);
    expect(mine.find((one) => one.id === taught.id)).toMatchObject({
      access: "teaching",
      background: taught.background,
    });
    const drafts = await listOf(TEACHER, `/api/investigations/teacher/school/${ek()}?status=DRAFT`);
    expect(drafts.every((one) => one.status === "DRAFT")).toBe(true);
    expect(drafts.map((one) => one.id)).toContain(asked.id);
    expect((await call(COUNSELOR, "GET", `/api/investigations/teacher/school/${ek()}`)).status).toBe(403);
  });

  it("one pupil's investigations (the pupil page): studentId narrows the list", async () => {
    const other = await f.student("ek");
    const mineOnly = await create({ studentId: other });
    const items = await listOf(COUNSELOR, `/api/investigations/school/${ek()}?studentId=${other}`);
    expect(items.map((one) => one.id)).toEqual([mineOnly.id]);
  });
});
