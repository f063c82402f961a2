import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import {
  createMappingDecision,
  mappingAccess,
  mappingDecision,
  mappingListDecision,
  MAPPING_OPERATIONS,
  type MappingOperation,
  type MappingPolicyDoc,
} from "./mapping.policy.js";
import type { MappingAccess } from "./mapping.schema.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const ME = "me";

const RELATIONS = [
  "creator",
  "respondent",
  "stranger",
  "otherSchool",
  "otherOrganization",
  "noSchool",
] as const;
type Relation = (typeof RELATIONS)[number];

function setUp(relation: Relation, role: Role): { actor: Actor; doc: MappingPolicyDoc } {
  const actor: Actor = {
    userId: ME,
    organizationId: relation === "otherOrganization" ? "org-2" : ORG,
    role,
    roles: [role],
    schoolIds: relation === "otherSchool" ? ["school-2"] : relation === "noSchool" ? [] : [SCHOOL],
  };
  const doc: MappingPolicyDoc = {
    schoolId: SCHOOL,
    organizationId: ORG,
    createdById: relation === "creator" ? ME : "someone",
    respondentIds: relation === "respondent" ? ["x", ME] : ["x"],
  };
  return { actor, doc };
}

/** The policy's table, written out: role x relation -> access. */
const EXPECTED: Record<Role, Record<Relation, MappingAccess>> = {
  COUNSELOR: {
    creator: "manage",
    respondent: "manage",
    stranger: "manage",
    otherSchool: "none",
    otherOrganization: "none",
    noSchool: "none",
  },
  HEAD: {
    creator: "manage",
    respondent: "manage",
    stranger: "manage",
    otherSchool: "none",
    otherOrganization: "none",
    noSchool: "none",
  },
  MAINADMIN: {
    creator: "manage",
    respondent: "manage",
    stranger: "manage",
    otherSchool: "none",
    otherOrganization: "none",
    noSchool: "none",
  },
  TEACHER: {
    creator: "manage",
    respondent: "answer",
    stranger: "none",
    otherSchool: "none",
    otherOrganization: "none",
    noSchool: "none",
  },
  ADMIN: {
    creator: "none",
    respondent: "none",
    stranger: "none",
    otherSchool: "none",
    otherOrganization: "none",
    noSchool: "none",
  },
  OWNER: {
    creator: "none",
    respondent: "none",
    stranger: "none",
    otherSchool: "none",
    otherOrganization: "none",
    noSchool: "none",
  },
  SUPERADMIN: {
    creator: "none",
    respondent: "none",
    stranger: "none",
    otherSchool: "none",
    otherOrganization: "none",
    noSchool: "none",
  },
};

describe("mappingAccess", () => {
  for (const role of ROLES) {
    for (const relation of RELATIONS) {
      it(`${role} as ${relation}: ${EXPECTED[role][relation]}`, () => {
        const { actor, doc } = setUp(relation, role);
        expect(mappingAccess(actor, doc)).toBe(EXPECTED[role][relation]);
      });
    }
  }
});

describe("mappingDecision", () => {
  const table: Record<MappingAccess, Record<MappingOperation, "allow" | "forbidden" | "not-found">> = {
    none: {
      read: "not-found",
      answer: "not-found",
      update: "not-found",
      remind: "not-found",
      delete: "not-found",
    },
    answer: { read: "allow", answer: "allow", update: "forbidden", remind: "forbidden", delete: "forbidden" },
    manage: { read: "allow", answer: "allow", update: "allow", remind: "allow", delete: "allow" },
  };
  for (const access of ["none", "answer", "manage"] as const) {
    for (const operation of Object.keys(MAPPING_OPERATIONS) as MappingOperation[]) {
      it(`${access} / ${operation}: ${table[access][operation]}`, () => {
        expect(mappingDecision(access, operation)).toBe(table[access][operation]);
      });
    }
  }
});

describe("mappingListDecision and createMappingDecision", () => {
  const actorOf = (role: Role, schoolIds = [SCHOOL]): Actor => ({
    userId: ME,
    organizationId: ORG,
    role,
    roles: [role],
    schoolIds,
  });
  it("lists: mapping roles at their school; other roles 403; no scope 404", () => {
    for (const role of ROLES) {
      const expected = ["TEACHER", "COUNSELOR", "HEAD", "MAINADMIN"].includes(role) ? "allow" : "forbidden";
      expect(mappingListDecision(actorOf(role), "member"), role).toBe(expected);
      expect(mappingListDecision(actorOf(role), "organization"), role).toBe("forbidden");
      expect(mappingListDecision(actorOf(role), "none"), role).toBe("not-found");
    }
  });
  it("creates: mapping roles who are staff of the pupil's school", () => {
    const pupil = { schoolId: SCHOOL, organizationId: ORG };
    for (const role of ROLES) {
      const expected = ["TEACHER", "COUNSELOR", "HEAD", "MAINADMIN"].includes(role) ? "allow" : "forbidden";
      expect(createMappingDecision(actorOf(role), pupil), role).toBe(expected);
      expect(createMappingDecision(actorOf(role, ["school-2"]), pupil), role).toBe("forbidden");
    }
  });
});
