import { describe, expect, it } from "vitest";
import type { Violation } from "#shared/violations/violation.schema";
import { CreateViolationInputSchema } from "#shared/violations/violation.schema";
import {
  EMPTY_DRAFT,
  TEXT_LIMITS,
  bodyOf,
  missingOnPage,
  overLimitOnPage,
  withAccess,
} from "./components/create-violation-dialog";
import { stateOf } from "../../shared/violations/violation-rules";

const chain = {
  learnedAt: "2026-11-20T08:00:00.000Z",
  seenByPrincipalAt: null,
  seenByPrincipalName: null,
  reportedToOwnerAt: null,
  investigationBegunAt: null,
  investigationEndedAt: null,
  archivedAt: null,
  spamAt: null,
};
const report = (extra: Partial<Violation>): Violation =>
  ({
    view: "chain",
    id: "v",
    schoolId: "s",
    type: "HARASSMENT",
    list: "CURRENT",
    chain,
    createdAt: "",
    version: 1,
    ...extra,
  }) as Violation;

describe("the create modal's rules", () => {
  it("starts at the spec's defaults: type HARASSMENT, access COUNSELOR, contact answers IDK", () => {
    expect(EMPTY_DRAFT).toMatchObject({
      type: "HARASSMENT",
      access: "COUNSELOR",
      hasContactedSchool: "IDK",
      hasContactedParents: "IDK",
    });
  });
  it("requires victim and incident details, then when, location and witness", () => {
    expect(missingOnPage(EMPTY_DRAFT, 0)).toEqual(["victim", "incidentDetails"]);
    expect(missingOnPage(EMPTY_DRAFT, 1)).toEqual(["when", "location", "witness"]);
    expect(missingOnPage({ ...EMPTY_DRAFT, victim: "A", incidentDetails: "B" }, 0)).toEqual([]);
  });
  it("a page with a text over the shared schema's limit does not go on; at the limit it does", () => {
    expect(TEXT_LIMITS).toEqual({
      victim: CreateViolationInputSchema.shape.victim.maxLength,
      incidentDetails: CreateViolationInputSchema.shape.incidentDetails.maxLength,
      location: CreateViolationInputSchema.shape.location.maxLength,
      witness: CreateViolationInputSchema.shape.witness.maxLength,
      whoContacted: CreateViolationInputSchema.shape.whoContacted.unwrap().maxLength,
    });
    const max = TEXT_LIMITS.incidentDetails!;
    const story = { ...EMPTY_DRAFT, victim: "A", incidentDetails: "x".repeat(max) };
    expect(overLimitOnPage(story, 0)).toEqual([]);
    expect(overLimitOnPage({ ...story, incidentDetails: "x".repeat(max + 1) }, 0)).toEqual([
      "incidentDetails",
    ]);
    expect(overLimitOnPage({ ...EMPTY_DRAFT, witness: "w".repeat(TEXT_LIMITS.witness! + 1) }, 1)).toEqual([
      "witness",
    ]);
    expect(
      overLimitOnPage({ ...EMPTY_DRAFT, whoContacted: "k".repeat(TEXT_LIMITS.whoContacted! + 1) }, 2),
    ).toEqual(["whoContacted"]);
  });
  it("a date-time no date can be made of (a six-digit year) is missing, not a crash when sending", () => {
    const place = { ...EMPTY_DRAFT, location: "Matsalen", witness: "Ingen" };
    expect(missingOnPage({ ...place, when: "275760-09-13T10:00" }, 1)).toEqual(["when"]);
    expect(missingOnPage({ ...place, when: "2026-11-20T10:00" }, 1)).toEqual([]);
  });
  it("changing the access choice clears the chosen users and classes; each choice needs its own list", () => {
    const chosen = { ...EMPTY_DRAFT, access: "SELECTED" as const, accessUsers: ["u"], classes: ["c"] };
    expect(withAccess(chosen, "MENTOR")).toMatchObject({ access: "MENTOR", accessUsers: [], classes: [] });
    expect(missingOnPage(withAccess(chosen, "MENTOR"), 2)).toEqual(["classes"]);
    expect(missingOnPage(withAccess(chosen, "SELECTED"), 2)).toEqual(["accessUsers"]);
    expect(missingOnPage(withAccess(chosen, "COUNSELOR"), 2)).toEqual([]);
  });
  it("sends the spec's payload without name or email (the server takes the user's own)", () => {
    const body = bodyOf(
      { ...EMPTY_DRAFT, victim: " A ", incidentDetails: "B", when: "2026-11-20T10:00" },
      "school",
    );
    expect(body).toMatchObject({
      victim: "A",
      schoolId: "school",
      victimStudentId: null,
      accessUsers: [],
      classes: [],
    });
    expect(body).not.toHaveProperty("name");
    expect(new Date(body.when).toString()).not.toBe("Invalid Date");
  });
});

describe("stateOf", () => {
  it("names the chain's furthest state", () => {
    expect(stateOf(report({}))).toBe("new");
    expect(stateOf(report({ chain: { ...chain, seenByPrincipalAt: "x" } }))).toBe("seen");
    expect(stateOf(report({ chain: { ...chain, seenByPrincipalAt: "x", investigationBegunAt: "y" } }))).toBe(
      "investigating",
    );
    expect(stateOf(report({ list: "ARCHIVED" }))).toBe("archived");
    expect(stateOf(report({ list: "SPAM" }))).toBe("junk");
  });
});
