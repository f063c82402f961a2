import { beforeAll, describe, expect, it } from "vitest";
import type { Investigation } from "#shared/investigations/investigation.schema";
import { COUNSELOR, TEACHER, errorOf, investigationFixtures, read } from "./investigations.fixtures.js";
import { fixtures } from "../../../tests/helpers/fixtures.js";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import { violationReportBody } from "../violations/violations.fixtures.js";

/**
 * What an investigation rests on (the pupil's mappings, adaptations and F-warnings) and what keeps things from being
 * deleted: a basis while an investigation names it, an investigation an action program links to, a pupil with any
 * part of the support chain.
 */
let t: TestApp;
let f: ReturnType<typeof fixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = fixtures(t);
});
const { ek, mentoredPupil, call, create, patch, listOf, basis } = investigationFixtures(() => t);

describe("what an investigation rests on", () => {
  it("the demo's investigations rest on their pupil's earlier mappings, adaptations and F-warnings", async () => {
    // The demo's are days old; those the tests here make are new.
    const dayAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
    const demo = (
      await listOf(COUNSELOR, `/api/investigations/school/${ek()}?studentId=${mentoredPupil()}`)
    ).filter((item) => item.createdAt < dayAgo);
    expect(demo.length).toBeGreaterThan(0);
    const kinds = new Set(demo.flatMap((item) => item.basedOn.map((ref) => ref.kind)));
    expect([...kinds].sort()).toEqual(["ADAPTATION", "FWARNING", "MAPPING"]);
    const adaptation = demo.flatMap((item) => item.basedOn).find((ref) => ref.kind === "ADAPTATION")!;
    expect((await call(COUNSELOR, "DELETE", `/api/adaptions/${adaptation.id}`)).status).toBe(409);
  });

  it("keeps the pupil's mappings, adaptations and F-warnings it names, each once", async () => {
    const refs = [await basis("MAPPING"), await basis("ADAPTATION"), await basis("FWARNING")];
    const draft = await create({ basedOn: [...refs, refs[0]] });
    expect(draft.basedOn).toEqual(refs);
    const res = await patch(COUNSELOR, draft.id, { version: 1, basedOn: [refs[2]] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await read<Investigation>(res)).basedOn).toEqual([refs[2]]);
  });

  it("a basis that does not exist, is at another school or about another pupil is 400 naming the reason; nothing stored", async () => {
    const other = await f.student("ek");
    const ofOther = await basis("ADAPTATION", other);
    const atBjork = await basis("FWARNING", t.seeded.studentIds.bjork![0]!);
    const missing = { kind: "MAPPING", id: "00000000-0000-4000-8000-000000000001" };
    const pupil = await f.student("ek");
    const cases: [unknown, string][] = [
      [missing, "basedOnMissing"],
      [atBjork, "basedOnMissing"],
      [{ ...ofOther, kind: "FWARNING" }, "basedOnMissing"],
      [ofOther, "basedOnOtherStudent"],
    ];
    for (const [ref, reason] of cases) {
      const res = await call(COUNSELOR, "POST", "/api/investigations", { studentId: pupil, basedOn: [ref] });
      expect(res.status, JSON.stringify(ref)).toBe(400);
      const error = await errorOf(res);
      expect(error.reason).toBe(reason);
      expect(error.issues![0]!.path).toEqual(["basedOn", 0]);
    }
    const en = await errorOf(
      await call(COUNSELOR, "POST", "/api/investigations", { studentId: pupil, basedOn: [ofOther] }, "en"),
    );
    expect(en.message).toBe("What the investigation rests on is about another student");
    expect(await listOf(COUNSELOR, `/api/investigations/school/${ek()}?studentId=${pupil}`)).toEqual([]);

    const draft = await create({ studentId: other, basedOn: [ofOther] });
    const res = await patch(COUNSELOR, draft.id, { version: 1, basedOn: [ofOther, atBjork] });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).issues![0]!.path).toEqual(["basedOn", 1]);
    const stored = await listOf(COUNSELOR, `/api/investigations/school/${ek()}?studentId=${other}`);
    expect(stored).toMatchObject([{ basedOn: [ofOther], version: 1 }]);
  });

  it("what an investigation rests on cannot be deleted (409 naming it, sv and en); once released it can", async () => {
    const pupil = await f.student("ek");
    const refs = [
      await basis("MAPPING", pupil),
      await basis("ADAPTATION", pupil),
      await basis("FWARNING", pupil),
    ];
    const draft = await create({ studentId: pupil, basedOn: refs });
    const paths = {
      MAPPING: ["/api/mappings/", "mappingIsInvestigationBasis", "mapping"],
      ADAPTATION: ["/api/adaptions/", "adaptationIsInvestigationBasis", "adaptation"],
      FWARNING: ["/api/f-and-f-warnings/", "fWarningIsInvestigationBasis", "F-warning"],
    } as const;
    for (const ref of refs) {
      const [path, reason, word] = paths[ref.kind];
      const res = await call(COUNSELOR, "DELETE", `${path}${ref.id}`, undefined, "en");
      expect(res.status).toBe(409);
      const error = await errorOf(res);
      expect(error.reason).toBe(reason);
      expect(error.message).toContain(`rests on this ${word}`);
    }
    const sv = await errorOf(await call(COUNSELOR, "DELETE", `/api/mappings/${refs[0]!.id}`));
    expect(sv.message).toMatch(/^En pedagogisk utredning bygger på den här kartläggningen/);
    expect((await patch(COUNSELOR, draft.id, { version: 1, basedOn: [] })).status).toBe(200);
    for (const ref of refs) {
      const [path] = paths[ref.kind];
      expect((await call(COUNSELOR, "DELETE", `${path}${ref.id}`)).status, ref.kind).toBe(204);
    }
  });

  it("an investigation an action program links to cannot be deleted (409 with the reason)", async () => {
    const pupil = await f.student("ek");
    const draft = await create({ studentId: pupil });
    const program = await call(COUNSELOR, "POST", "/api/action-program", {
      studentId: pupil,
      access: "STANDARD",
      investigationId: draft.id,
    });
    expect(program.status, await program.clone().text()).toBe(201);
    const res = await call(COUNSELOR, "DELETE", `/api/investigations/${draft.id}`, undefined, "en");
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({
      reason: "investigationHasActionProgram",
      message: "An action program links to this investigation. Remove the link in the action program first.",
    });
    const ids = (await listOf(COUNSELOR, `/api/investigations/school/${ek()}?studentId=${pupil}`)).map(
      (i) => i.id,
    );
    expect(ids).toEqual([draft.id]);
  });
});

describe("the pupil", () => {
  it("a pupil with an investigation cannot be deleted (409 with the reason): it would orphan the record", async () => {
    const pupil = await f.student("ek");
    await create({ studentId: pupil });
    const res = await call("admin@demo.test", "DELETE", `/api/student/${pupil}`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).reason).toBe("pupilHasInvestigations");
    const without = await f.student("ek");
    expect((await call("admin@demo.test", "DELETE", `/api/student/${without}`)).status).toBe(204);
  });

  it("a pupil with any part of the support chain, an action program or a violation report cannot be deleted: 409 naming it", async () => {
    const cases: [string, (pupil: string) => Promise<unknown>][] = [
      ["pupilHasAdaptations", (pupil) => basis("ADAPTATION", pupil)],
      ["pupilHasFWarnings", (pupil) => basis("FWARNING", pupil)],
      ["pupilHasMappings", (pupil) => basis("MAPPING", pupil)],
      [
        "pupilHasActionPrograms",
        (pupil) => call(COUNSELOR, "POST", "/api/action-program", { studentId: pupil, access: "STANDARD" }),
      ],
      [
        "pupilHasViolations",
        (pupil) => call(TEACHER, "POST", "/api/violations", violationReportBody(ek(), pupil)),
      ],
    ];
    for (const [reason, make] of cases) {
      const pupil = await f.student("ek");
      const made = await make(pupil);
      if (made instanceof Response) expect(made.status, await made.clone().text()).toBe(201);
      const res = await call("admin@demo.test", "DELETE", `/api/student/${pupil}`, undefined, "en");
      expect(res.status, reason).toBe(409);
      const error = await errorOf(res);
      expect(error.reason).toBe(reason);
      expect(error.message).toMatch(/cannot be removed/);
    }
  });
});
