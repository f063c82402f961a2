import { describe, expect, it } from "vitest";
import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import {
  createDecision,
  investigationAccess,
  investigationDecision,
  lockedReason,
  schoolListDecision,
  teacherListDecision,
  teachesFactNeeded,
} from "./investigation.policy.js";
import {
  missingToPublish,
  type InvestigationAccess,
  type InvestigationStatus,
} from "./investigation.schema.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const ME = "me";
const RELATIONS = ["contributor", "teacher", "stranger", "otherSchool", "otherOrganization"] as const;
type Relation = (typeof RELATIONS)[number];
const COLUMNS: Role[] = ["COUNSELOR", "HEAD", "MAINADMIN", "TEACHER", "ADMIN", "OWNER", "SUPERADMIN"];
const CODE: Record<string, InvestigationAccess> = {
  "-": "none",
  t: "teaching",
  c: "contribute",
  m: "manage",
};

function setUp(status: InvestigationStatus, relation: Relation, role: Role) {
  const actor: Actor = {
    userId: ME,
    organizationId: relation === "otherOrganization" ? "org-2" : ORG,
    role,
    roles: [role],
    schoolIds: relation === "otherSchool" ? ["school-2"] : [SCHOOL],
  };
  const doc = {
    schoolId: SCHOOL,
    organizationId: ORG,
    status,
    contributors: relation === "contributor" ? ["x", ME] : ["x"],
  };
  return { actor, doc, facts: { teachesPupil: relation === "teacher" } };
}

/** Columns: COUNSELOR HEAD MAINADMIN TEACHER ADMIN OWNER SUPERADMIN. */
const TABLE: Record<InvestigationStatus, Record<Relation, string>> = {
  DRAFT: {
    contributor: "m m m c - - -",
    teacher: "m m m - - - -",
    stranger: "m m m - - - -",
    otherSchool: "- - - - - - -",
    otherOrganization: "- - - - - - -",
  },
  PUBLISHED: {
    contributor: "m m m t - - -",
    teacher: "m m m t - - -",
    stranger: "m m m - - - -",
    otherSchool: "- - - - - - -",
    otherOrganization: "- - - - - - -",
  },
};

describe("investigationAccess: the table in the policy's comment", () => {
  for (const status of ["DRAFT", "PUBLISHED"] as const) {
    for (const relation of RELATIONS) {
      it(`${status}, ${relation}: ${TABLE[status][relation]}`, () => {
        const got = COLUMNS.map((role) => {
          const { actor, doc, facts } = setUp(status, relation, role);
          return investigationAccess(actor, doc, facts);
        });
        expect(got).toEqual(TABLE[status][relation].split(" ").map((code) => CODE[code]));
      });
    }
  }

  it("the teaching relation is looked up only for a teacher of the school on a published one they were not asked into", () => {
    const needed = (status: InvestigationStatus, relation: Relation, role: Role) => {
      const { actor, doc } = setUp(status, relation, role);
      return teachesFactNeeded(actor, doc);
    };
    expect(needed("PUBLISHED", "teacher", "TEACHER")).toBe(true);
    expect(needed("PUBLISHED", "stranger", "TEACHER")).toBe(true);
    expect(needed("DRAFT", "teacher", "TEACHER")).toBe(false);
    expect(needed("PUBLISHED", "contributor", "TEACHER")).toBe(false);
    expect(needed("PUBLISHED", "teacher", "COUNSELOR")).toBe(false);
    expect(needed("PUBLISHED", "otherSchool", "TEACHER")).toBe(false);
  });
});

describe("investigationDecision", () => {
  const cases: [InvestigationAccess, Record<string, string>][] = [
    ["none", { read: "not-found", contribute: "not-found", edit: "not-found", delete: "not-found" }],
    ["teaching", { read: "allow", contribute: "forbidden", edit: "forbidden", delete: "forbidden" }],
    ["contribute", { read: "allow", contribute: "allow", edit: "forbidden", delete: "forbidden" }],
    ["manage", { read: "allow", contribute: "allow", edit: "allow", delete: "allow" }],
  ];
  for (const [access, expected] of cases) {
    it(`${access}`, () => {
      for (const [operation, decision] of Object.entries(expected)) {
        expect(investigationDecision(access, operation as "read"), operation).toBe(decision);
      }
    });
  }
});

describe("lists and creating", () => {
  const actor = (role: Role): Actor => ({
    userId: ME,
    organizationId: ORG,
    role,
    roles: [role],
    schoolIds: [SCHOOL],
  });
  it("the school listing is student health's; the teacher listing the teachers'; outside the school 404", () => {
    expect(COLUMNS.map((role) => schoolListDecision(actor(role), "member"))).toEqual([
      "allow",
      "allow",
      "allow",
      "forbidden",
      "forbidden",
      "forbidden",
      "forbidden",
    ]);
    expect(COLUMNS.map((role) => teacherListDecision(actor(role), "member"))).toEqual([
      "forbidden",
      "forbidden",
      "forbidden",
      "allow",
      "forbidden",
      "forbidden",
      "forbidden",
    ]);
    expect(schoolListDecision(actor("MAINADMIN"), "organization")).toBe("forbidden");
    expect(schoolListDecision(actor("COUNSELOR"), "none")).toBe("not-found");
    expect(teacherListDecision(actor("TEACHER"), "none")).toBe("not-found");
  });

  it("only student-health staff create", () => {
    expect(COLUMNS.map((role) => createDecision(actor(role)))).toEqual([
      "allow",
      "allow",
      "allow",
      "forbidden",
      "forbidden",
      "forbidden",
      "forbidden",
    ]);
  });
});

describe("published is locked", () => {
  it("a published investigation is neither deleted nor turned back into a draft; a draft is free", () => {
    expect(lockedReason("PUBLISHED", "delete")).toBe("investigationPublishedCannotBeDeleted");
    expect(lockedReason("PUBLISHED", { status: "DRAFT" })).toBe("investigationPublishedStaysPublished");
    expect(lockedReason("PUBLISHED", { status: "PUBLISHED" })).toBeNull();
    expect(lockedReason("PUBLISHED", {})).toBeNull();
    expect(lockedReason("DRAFT", "delete")).toBeNull();
    expect(lockedReason("DRAFT", { status: "PUBLISHED" })).toBeNull();
  });

  it("publishing needs an outcome, and 'no program' needs its reason", () => {
    expect(missingToPublish({ outcome: null, noProgramReason: "" })).toBe("outcome");
    expect(missingToPublish({ outcome: "NO_PROGRAM", noProgramReason: "  " })).toBe("noProgramReason");
    expect(missingToPublish({ outcome: "NO_PROGRAM", noProgramReason: "Anpassningarna räcker" })).toBeNull();
    expect(missingToPublish({ outcome: "PROGRAM", noProgramReason: "" })).toBeNull();
  });
});
