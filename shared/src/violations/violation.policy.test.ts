import { describe, expect, it } from "vitest";
import type { Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import {
  createViolationDecision,
  investigationListDecision,
  violationAccess,
  violationDecision,
  violationFactsNeeded,
  violationListDecision,
  type ViolationPolicyDoc,
} from "./violation.policy.js";
import {
  VIOLATION_ACCESS_LEVELS,
  type ViolationAccess,
  type ViolationAccessLevel,
} from "./violation.constants.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const ME = "me";

const RELATIONS = [
  "author",
  "chosen",
  "classTeacher",
  "classMentor",
  "stranger",
  "otherSchool",
  "otherOrganization",
  "organizationOnly",
] as const;
type Relation = (typeof RELATIONS)[number];

function setUp(level: ViolationAccessLevel, relation: Relation, role: Role) {
  const schoolIds =
    relation === "otherSchool" ? ["school-2"] : relation === "organizationOnly" ? [] : [SCHOOL];
  const actor: Actor = {
    userId: ME,
    organizationId: relation === "otherOrganization" ? "org-2" : ORG,
    role,
    roles: [role],
    schoolIds,
  };
  const doc: ViolationPolicyDoc = {
    schoolId: SCHOOL,
    organizationId: ORG,
    access: level,
    authorId: relation === "author" ? ME : "someone-else",
    accessUsers: relation === "chosen" ? ["x", ME] : ["x"],
    classes: ["class-1"],
  };
  const facts = { classTeacher: relation === "classTeacher", classMentor: relation === "classMentor" };
  return { actor, doc, facts };
}

const CODE: Record<string, ViolationAccess> = { "-": "none", c: "chain", r: "read", w: "write", m: "manage" };
/** Columns: COUNSELOR HEAD MAINADMIN TEACHER ADMIN OWNER SUPERADMIN. */
const COLUMNS: Role[] = ["COUNSELOR", "HEAD", "MAINADMIN", "TEACHER", "ADMIN", "OWNER", "SUPERADMIN"];
const OUTSIDE = {
  // The owner sees every school of the organization (chain); nobody else reaches another school's reports.
  otherSchool: "- - - - - c -",
  otherOrganization: "- - - - - - -",
  // An owner (or a main admin) of the organization who is a member of no school: only the owner's chain view.
  organizationOnly: "- - - - - c -",
};

/** The table of violation.policy.ts, row by row: level x relation -> access per role. */
const TABLE: Record<ViolationAccessLevel, Record<Relation, string>> = {
  COUNSELOR: {
    author: "m m m w - c -",
    chosen: "m m m - - c -",
    classTeacher: "m m m - - c -",
    classMentor: "m m m - - c -",
    stranger: "m m m - - c -",
    ...OUTSIDE,
  },
  TEACHER: {
    author: "m m m w - c -",
    chosen: "m m m - - c -",
    classTeacher: "m m m w - c -",
    classMentor: "m m m - - c -",
    stranger: "m m m - - c -",
    ...OUTSIDE,
  },
  MENTOR: {
    author: "m m m w - c -",
    chosen: "m m m - - c -",
    classTeacher: "m m m - - c -",
    classMentor: "m m m w - c -",
    stranger: "m m m - - c -",
    ...OUTSIDE,
  },
  SELECTED: {
    author: "m m m w - c -",
    chosen: "m m m w - c -",
    classTeacher: "m m m - - c -",
    classMentor: "m m m - - c -",
    stranger: "m m m - - c -",
    ...OUTSIDE,
  },
};

describe("violationAccess: every access choice x relation x role", () => {
  for (const level of VIOLATION_ACCESS_LEVELS) {
    for (const relation of RELATIONS) {
      const expected = TABLE[level][relation].split(" ").map((code) => CODE[code]);
      it(`${level}, ${relation}: ${TABLE[level][relation]}`, () => {
        const actual = COLUMNS.map((role) => {
          const { actor, doc, facts } = setUp(level, relation, role);
          return violationAccess(actor, doc, facts);
        });
        expect(actual).toEqual(expected);
      });
    }
  }
});

describe("violationDecision", () => {
  const actor = (role: Role): Actor => ({
    userId: ME,
    organizationId: ORG,
    role,
    roles: [role],
    schoolIds: [SCHOOL],
  });
  it("only a head marks a report seen or reports it to the owner; a counselor manages but may not", () => {
    expect(violationDecision(actor("HEAD"), "manage", "markSeen")).toBe("allow");
    expect(violationDecision(actor("HEAD"), "manage", "reportToOwner")).toBe("allow");
    expect(violationDecision(actor("COUNSELOR"), "manage", "markSeen")).toBe("forbidden");
    expect(violationDecision(actor("MAINADMIN"), "manage", "reportToOwner")).toBe("forbidden");
  });
  it("only the principal's level deletes; a counselor flags junk and investigates", () => {
    expect(violationDecision(actor("HEAD"), "manage", "delete")).toBe("allow");
    expect(violationDecision(actor("MAINADMIN"), "manage", "delete")).toBe("allow");
    expect(violationDecision(actor("COUNSELOR"), "manage", "delete")).toBe("forbidden");
    expect(violationDecision(actor("COUNSELOR"), "manage", "spam")).toBe("allow");
    expect(violationDecision(actor("COUNSELOR"), "manage", "investigate")).toBe("allow");
  });
  it("a teacher with write adds follow-ups but never edits; the owner's chain reads nothing by id", () => {
    expect(violationDecision(actor("TEACHER"), "write", "followUp")).toBe("allow");
    expect(violationDecision(actor("TEACHER"), "write", "edit")).toBe("forbidden");
    expect(violationDecision(actor("OWNER"), "chain", "read")).toBe("forbidden");
    expect(violationDecision(actor("TEACHER"), "none", "read")).toBe("not-found");
  });
});

describe("lists and create", () => {
  const at = (role: Role): Actor => ({ userId: ME, organizationId: ORG, role, roles: [role], schoolIds: [] });
  it("members who work with pupils list and create; the owner lists (chain); admins are refused", () => {
    for (const role of ["TEACHER", "COUNSELOR", "HEAD", "MAINADMIN"] as Role[]) {
      expect(violationListDecision(at(role), "member")).toBe("allow");
      expect(createViolationDecision(at(role), "member")).toBe("allow");
    }
    expect(violationListDecision(at("OWNER"), "organization")).toBe("allow");
    expect(createViolationDecision(at("OWNER"), "organization")).toBe("forbidden");
    expect(violationListDecision(at("ADMIN"), "member")).toBe("forbidden");
    expect(violationListDecision(at("MAINADMIN"), "organization")).toBe("forbidden");
    expect(violationListDecision(at("TEACHER"), "none")).toBe("not-found");
  });
  it("the school's investigations for student health and heads, the teachers' list for teachers", () => {
    expect(investigationListDecision(at("COUNSELOR"), "member", "school")).toBe("allow");
    expect(investigationListDecision(at("TEACHER"), "member", "school")).toBe("forbidden");
    expect(investigationListDecision(at("TEACHER"), "member", "teacher")).toBe("allow");
    expect(investigationListDecision(at("HEAD"), "member", "teacher")).toBe("forbidden");
    expect(investigationListDecision(at("OWNER"), "organization", "school")).toBe("forbidden");
  });
  it("classes are read only for a teacher who is not the author under TEACHER or MENTOR", () => {
    const { actor, doc } = setUp("MENTOR", "stranger", "TEACHER");
    expect(violationFactsNeeded(actor, doc)).toBe(true);
    expect(violationFactsNeeded(actor, { ...doc, access: "SELECTED" })).toBe(false);
    expect(violationFactsNeeded({ ...actor, role: "COUNSELOR" }, doc)).toBe(false);
    expect(violationFactsNeeded(actor, { ...doc, authorId: ME })).toBe(false);
  });
});
