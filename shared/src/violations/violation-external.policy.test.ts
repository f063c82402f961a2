import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../constants.js";
import type { Actor } from "../policy/actor.js";
import { violationAccess, violationDecision, type ViolationPolicyDoc } from "./violation.policy.js";
import type { ViolationAccess } from "./violation.constants.js";

/**
 * A report sent from the external page (violation.policy.ts, "A REPORT SENT FROM THE EXTERNAL PAGE"): choice
 * COUNSELOR, no author. The principal's level and student health manage it, the owner sees its chain, no one else
 * (a teacher of the school included) knows it exists.
 */
const EXTERNAL_REPORT: ViolationPolicyDoc = {
  schoolId: "school-1",
  organizationId: "org-1",
  access: "COUNSELOR",
  authorId: "",
  accessUsers: [],
  classes: [],
};
const NO_FACTS = { classTeacher: false, classMentor: false };
const TEACHES_EVERY_CLASS = { classTeacher: true, classMentor: true };

const actorOf = (role: Role, userId = "u-1", schoolIds = ["school-1"]): Actor => ({
  userId,
  organizationId: "org-1",
  role,
  roles: [role],
  schoolIds: role === "OWNER" ? [] : schoolIds,
});

const EXPECTED: Record<Role, ViolationAccess> = {
  TEACHER: "none",
  COUNSELOR: "manage",
  HEAD: "manage",
  ADMIN: "none",
  MAINADMIN: "manage",
  OWNER: "chain",
  SUPERADMIN: "none",
};

describe("a report sent from the external page", () => {
  it.each(ROLES)("%s of the school", (role) => {
    expect(violationAccess(actorOf(role), EXTERNAL_REPORT, NO_FACTS)).toBe(EXPECTED[role]);
  });

  it("no teacher reads it, whatever classes they teach or mentor, and an empty user id is no author", () => {
    expect(violationAccess(actorOf("TEACHER"), EXTERNAL_REPORT, TEACHES_EVERY_CLASS)).toBe("none");
    expect(violationAccess(actorOf("TEACHER", ""), EXTERNAL_REPORT, NO_FACTS)).toBe("none");
  });

  it("staff of another school do not know it exists", () => {
    for (const role of ["COUNSELOR", "HEAD", "MAINADMIN"] as const)
      expect(violationAccess(actorOf(role, "u-1", ["school-2"]), EXTERNAL_REPORT, NO_FACTS)).toBe("none");
  });

  it("who may reply to its sender (the edit operation): those who manage it; the owner is refused", () => {
    expect(violationDecision(actorOf("HEAD"), "manage", "edit")).toBe("allow");
    expect(violationDecision(actorOf("COUNSELOR"), "manage", "edit")).toBe("allow");
    expect(violationDecision(actorOf("OWNER"), "chain", "edit")).toBe("forbidden");
    expect(violationDecision(actorOf("TEACHER"), "none", "edit")).toBe("not-found");
  });
});
