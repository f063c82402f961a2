import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import { schoolScope } from "../policy/foundation.policy.js";
import {
  STATISTICS_MIN_COUNT,
  suppressCount,
  ViolationStatisticsRowSchema,
  violationStatisticsDecision,
} from "./violation-statistics.js";

const ORG = "org-1";
const SCHOOL = "school-1";
const RELATIONS = ["member", "organizationOnly", "otherSchool", "otherOrganization"] as const;
type Relation = (typeof RELATIONS)[number];

function actorOf(role: Role, relation: Relation): Actor {
  return {
    userId: "me",
    organizationId: relation === "otherOrganization" ? "org-2" : ORG,
    role,
    roles: [role],
    schoolIds: relation === "member" ? [SCHOOL] : relation === "otherSchool" ? ["school-2"] : [],
  };
}

/** Expected per role and relation to the school: the head its own school, the owner every school of its organization. */
function expected(role: Role, relation: Relation): string {
  if (relation === "otherOrganization") return "not-found";
  if (role === "OWNER") return "allow";
  if (relation !== "member") {
    // Only the organization's OWNER and MAINADMIN relate to a school they are not members of.
    return role === "MAINADMIN" ? "forbidden" : "not-found";
  }
  return role === "HEAD" ? "allow" : "forbidden";
}

describe("violationStatisticsDecision (table)", () => {
  for (const role of ROLES) {
    for (const relation of RELATIONS) {
      it(`${role} / ${relation}`, () => {
        const actor = actorOf(role, relation);
        const scope = schoolScope(actor, { schoolId: SCHOOL, organizationId: ORG });
        const want = role === "SUPERADMIN" && relation !== "member" ? "not-found" : expected(role, relation);
        expect(violationStatisticsDecision(actor, scope)).toBe(want);
      });
    }
  }

  it("the whole organization is the owner's alone", () => {
    for (const role of ROLES) {
      expect(violationStatisticsDecision(actorOf(role, "member"), null)).toBe(
        role === "OWNER" ? "allow" : "forbidden",
      );
    }
  });
});

describe("suppression", () => {
  it("never gives a count from 0 to 4; 5 and more as they are", () => {
    for (const count of [0, 1, 2, 3, 4]) expect(suppressCount(count)).toBeNull();
    expect(suppressCount(STATISTICS_MIN_COUNT)).toBe(5);
    expect(suppressCount(17)).toBe(17);
  });

  it("the response schema itself refuses a small count", () => {
    const row = { schoolId: "s", schoolName: "S", type: "VIOLATION", month: "2026-01" };
    expect(ViolationStatisticsRowSchema.safeParse({ ...row, count: 3 }).success).toBe(false);
    expect(ViolationStatisticsRowSchema.safeParse({ ...row, count: 0 }).success).toBe(false);
    expect(ViolationStatisticsRowSchema.safeParse({ ...row, count: null }).success).toBe(true);
  });
});
