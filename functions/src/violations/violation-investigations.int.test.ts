import { describe, expect, it } from "vitest";
import type { ViolationFull, ViolationInvestigation } from "#shared/violations/violation.schema";
import { COUNSELOR, TEACHER } from "../../../tests/helpers/demo-accounts.js";
import { useTestApp } from "../../../tests/helpers/seeded-app.js";
import { callerOf, violationReportBody } from "./violations.fixtures.js";

/**
 * One investigation per violation report: a second begin (a second click, a second tab, two tabs at once) is
 * refused with 409 and its reason, and the report names its investigation so the page offers no second begin.
 */
const { t } = useTestApp();

const ek = () => t.seeded.schoolIds.ek!;

const call = callerOf(t);

async function report(): Promise<ViolationFull> {
  const res = await call(
    TEACHER,
    "POST",
    "/violations",
    violationReportBody(ek(), t.seeded.studentIds.ek![0]!),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as ViolationFull;
}

const begin = (violationId: string) => call(COUNSELOR, "POST", "/violation-investigations", { violationId });

async function investigationsOf(violationId: string) {
  const res = await call(COUNSELOR, "GET", `/violation-investigations/school/${ek()}?limit=100`);
  expect(res.status).toBe(200);
  return (res.body.items as ViolationInvestigation[]).filter((item) => item.violationId === violationId);
}

async function readReport(id: string) {
  const res = await call(COUNSELOR, "GET", `/violations/${ek()}`);
  return (res.body.items as ViolationFull[]).find((item) => item.id === id)!;
}

describe("one investigation per violation report", () => {
  it("a new report names no investigation; beginning one names it on the report", async () => {
    const created = await report();
    expect(created.investigationId).toBeNull();
    const begun = await begin(created.id);
    expect(begun.status).toBe(201);
    const stored = await readReport(created.id);
    expect(stored.investigationId).toBe((begun.body as unknown as ViolationInvestigation).id);
    expect(stored.chain.investigationBegunAt).not.toBeNull();
  });

  it("a second begin is refused with 409 and its reason, and no second investigation is stored", async () => {
    const created = await report();
    expect((await begin(created.id)).status).toBe(201);
    const second = await begin(created.id);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ reason: "violationInvestigationBegun" });
    expect(await investigationsOf(created.id)).toHaveLength(1);
  });

  it("two tabs beginning at once make one investigation", async () => {
    const created = await report();
    const answers = await Promise.all([begin(created.id), begin(created.id), begin(created.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await investigationsOf(created.id)).toHaveLength(1);
  });

  it("once its investigation is removed, the report may be investigated again", async () => {
    const created = await report();
    const first = (await begin(created.id)).body as unknown as ViolationInvestigation;
    expect((await call(COUNSELOR, "DELETE", `/violation-investigations/${first.id}`)).status).toBe(204);
    expect((await readReport(created.id)).investigationId).toBeNull();
    expect((await begin(created.id)).status).toBe(201);
    expect(await investigationsOf(created.id)).toHaveLength(1);
  });

  it("a report stored before reports named their investigation is judged by the investigation it has", async () => {
    const created = await report();
    const first = (await begin(created.id)).body as unknown as ViolationInvestigation;
    // As such a report was stored: begun, with its investigation, but naming none.
    await t.db.violation.patch({ id: created.id }).remove(["investigationId"]).go();
    const second = await begin(created.id);
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ reason: "violationInvestigationBegun" });
    expect((await investigationsOf(created.id)).map((item) => item.id)).toEqual([first.id]);
  });
});

describe("the investigation's fields (spec section 3)", () => {
  it("every field is stored on an edit and answered as sent", async () => {
    const created = await report();
    const begun = (await begin(created.id)).body as unknown as ViolationInvestigation;
    const fields = {
      eventDate: "2026-11-18T12:00:00.000Z",
      involvedPersons: "Två elever i 8B",
      eventDescription: "Knuffar vid skåpen",
      precedingEvents: "Ett bråk dagen innan",
      duration: "Några minuter",
      aftermath: "Eleven gick hem",
      physicalActions: "Knuffar",
      location: "Korridoren",
      studentBehaviour: "Ledsen",
      peerReactions: "Klasskamraterna sa ifrån",
      dates: "Samtal 19/11 och 20/11",
      investigators: [{ id: t.seeded.userIds[COUNSELOR]! }],
      findings: "Kränkningen bekräftad",
      actionsTaken: "Samtal med vårdnadshavare",
      evaluationDate: "2027-01-15T12:00:00.000Z",
      evaluatedBy: "Rektor",
    };
    const res = await call(COUNSELOR, "PATCH", `/violation-investigations/${begun.id}`, {
      version: begun.version,
      ...fields,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [stored] = await investigationsOf(created.id);
    expect(stored).toMatchObject(fields);
  });
});
