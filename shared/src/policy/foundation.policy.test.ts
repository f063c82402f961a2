import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../constants.js";
import type { Actor } from "./actor.js";
import {
  canManageUserWithRoles,
  decide,
  FOUNDATION_ACTIONS,
  grantableRoles,
  schoolScope,
  userScope,
  type FoundationAction,
} from "./foundation.policy.js";

const ORG = "org-1";
const SCHOOL = "school-1";

function actor(role: Role, schoolIds: string[] = [SCHOOL], organizationId = ORG): Actor {
  return { userId: "me", organizationId, role, roles: [role], schoolIds };
}

/**
 * The expected table, written out per role (not derived from the policy): which actions each role may do on a
 * document it can see. Every action missing from a role's row must be refused with 403.
 */
const ALLOWED: Record<Role, FoundationAction[]> = {
  TEACHER: [
    "school.list",
    "school.read",
    "school.qrCode",
    "staff.list",
    "class.list",
    "class.assignSelf",
    "student.read",
    "student.setMentorSelf",
    "team.list",
  ],
  COUNSELOR: [
    "school.list",
    "school.read",
    "school.qrCode",
    "staff.list",
    "class.list",
    "class.assignSelf",
    "student.read",
    "student.setMentorSelf",
    "team.list",
  ],
  HEAD: [
    "school.list",
    "school.read",
    "school.qrCode",
    "user.list",
    "staff.list",
    "class.list",
    "class.assignSelf",
    "class.assignOthers",
    "student.read",
    "student.setMentorSelf",
    "student.setMentorOthers",
    "team.list",
    "team.manage",
    "audit.read",
  ],
  ADMIN: [
    "school.list",
    "school.read",
    "school.update",
    "school.setYears",
    "school.removeUsers",
    "school.qrCode",
    "user.list",
    "user.create",
    "user.update",
    "user.delete",
    "staff.list",
    "class.list",
    "class.manage",
    "class.assignSelf",
    "class.assignOthers",
    "class.upgrade",
    "student.read",
    "student.manage",
    "student.setMentorSelf",
    "student.setMentorOthers",
    "team.list",
    "team.manage",
    "audit.read",
  ],
  MAINADMIN: [
    "organization.read",
    "organization.update",
    "school.list",
    "school.read",
    "school.create",
    "school.delete",
    "school.update",
    "school.setYears",
    "school.removeUsers",
    "school.qrCode",
    "user.list",
    "user.create",
    "user.update",
    "user.delete",
    "staff.list",
    "class.list",
    "class.manage",
    "class.assignSelf",
    "class.assignOthers",
    "class.upgrade",
    "student.read",
    "student.manage",
    "student.setMentorSelf",
    "student.setMentorOthers",
    "team.list",
    "team.manage",
    "audit.read",
  ],
  OWNER: [
    "organization.read",
    "organization.update",
    "school.list",
    "school.read",
    "school.create",
    "school.delete",
    "school.update",
    "school.setYears",
    "school.removeUsers",
    "school.qrCode",
    "user.list",
    "user.create",
    "user.update",
    "user.delete",
    "staff.list",
    "class.list",
  ],
  SUPERADMIN: [
    "organization.list",
    "organization.read",
    "organization.create",
    "organization.rename",
    "organization.delete",
    "school.list",
    "school.read",
    "school.create",
    "school.delete",
    "school.update",
    "school.setYears",
    "school.setSubscriptions",
    "school.removeUsers",
    "user.list",
    "user.create",
    "user.update",
    "user.delete",
  ],
};

describe("foundation policy: role x action on a visible document", () => {
  const actions = Object.keys(FOUNDATION_ACTIONS) as FoundationAction[];
  for (const role of ROLES) {
    for (const action of actions) {
      const expected = ALLOWED[role].includes(action) ? "allow" : "forbidden";
      it(`${role} ${action} -> ${expected}`, () => {
        expect(decide(actor(role), action, "member")).toBe(expected);
      });
    }
  }
  it("answers not-found for every role and action when the document is not visible", () => {
    for (const role of ROLES)
      for (const action of actions) expect(decide(actor(role), action, "none")).toBe("not-found");
  });
});

describe("schoolScope: relation x role", () => {
  const cases: [string, Actor, { schoolId: string; organizationId: string }, string][] = [
    ["member of the school", actor("TEACHER"), { schoolId: SCHOOL, organizationId: ORG }, "member"],
    [
      "stranger at another school, same organization",
      actor("TEACHER"),
      { schoolId: "school-2", organizationId: ORG },
      "none",
    ],
    [
      "ADMIN of another school, same organization",
      actor("ADMIN"),
      { schoolId: "school-2", organizationId: ORG },
      "none",
    ],
    [
      "HEAD of another school, same organization",
      actor("HEAD"),
      { schoolId: "school-2", organizationId: ORG },
      "none",
    ],
    [
      "MAINADMIN, same organization, not a member",
      actor("MAINADMIN", []),
      { schoolId: "school-2", organizationId: ORG },
      "organization",
    ],
    [
      "OWNER, same organization",
      actor("OWNER", []),
      { schoolId: "school-2", organizationId: ORG },
      "organization",
    ],
    [
      "OWNER, other organization",
      actor("OWNER", []),
      { schoolId: "school-9", organizationId: "org-2" },
      "none",
    ],
    [
      "MAINADMIN, other organization",
      actor("MAINADMIN", []),
      { schoolId: "school-9", organizationId: "org-2" },
      "none",
    ],
    [
      "COUNSELOR, other organization (even with a forged membership)",
      actor("COUNSELOR", ["school-9"]),
      { schoolId: "school-9", organizationId: "org-2" },
      "none",
    ],
    [
      "SUPERADMIN anywhere",
      actor("SUPERADMIN", [], "platform"),
      { schoolId: "school-9", organizationId: "org-2" },
      "platform",
    ],
  ];
  for (const [name, who, ref, expected] of cases) {
    it(`${name} -> ${expected}`, () => expect(schoolScope(who, ref)).toBe(expected));
  }
});

describe("userScope", () => {
  it("sees colleagues at a shared school, themselves, and for org roles the whole organization", () => {
    expect(userScope(actor("ADMIN"), { id: "u2", organizationId: ORG, schoolIds: [SCHOOL] })).toBe("member");
    expect(userScope(actor("ADMIN"), { id: "u2", organizationId: ORG, schoolIds: ["school-2"] })).toBe(
      "none",
    );
    expect(userScope(actor("ADMIN", []), { id: "me", organizationId: ORG, schoolIds: [] })).toBe("member");
    expect(userScope(actor("OWNER", []), { id: "u2", organizationId: ORG, schoolIds: ["school-2"] })).toBe(
      "organization",
    );
    expect(userScope(actor("OWNER", []), { id: "u2", organizationId: "org-2", schoolIds: [] })).toBe("none");
  });
});

describe("managing users by rank", () => {
  it("never grants SUPERADMIN, and grants no role above the actor's", () => {
    expect(grantableRoles(actor("ADMIN")).sort()).toEqual(["ADMIN", "COUNSELOR", "HEAD", "TEACHER"]);
    expect(grantableRoles(actor("OWNER"))).not.toContain("SUPERADMIN");
    expect(grantableRoles(actor("SUPERADMIN"))).not.toContain("SUPERADMIN");
    expect(grantableRoles(actor("TEACHER"))).toEqual([]);
  });
  it("refuses managing someone who outranks the actor", () => {
    expect(canManageUserWithRoles(actor("ADMIN"), ["TEACHER", "HEAD"])).toBe(true);
    expect(canManageUserWithRoles(actor("ADMIN"), ["MAINADMIN"])).toBe(false);
    expect(canManageUserWithRoles(actor("MAINADMIN"), ["OWNER"])).toBe(false);
  });
});
