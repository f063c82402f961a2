import { describe, expect, it } from "vitest";
import type { Role } from "../constants.js";
import { actorOfRoleModel, type RoleModel } from "../policy/actor.js";
import { decideUserChange, type UserChange, type UserTarget } from "./user.policy.js";

const ORG = "org-demo";
const EK = "ek";
const BJORK = "bjork";

type Person = { id: string; organizationId: string } & RoleModel;
const person = (id: string, model: RoleModel, organizationId = ORG): Person => ({
  id,
  organizationId,
  ...model,
});

/** The people of the table: a school admin, someone who works at both schools, a main admin, an owner ... */
const PEOPLE = {
  adminEk: person("admin-ek", { memberships: [{ schoolId: EK, roles: ["ADMIN"] }], orgRoles: [] }),
  /** ADMIN at Ekskolan and TEACHER at Björkskolan: admin powers reach only Ekskolan. */
  adminEkTeacherBjork: person("admin-ek-teacher-bjork", {
    memberships: [
      { schoolId: EK, roles: ["ADMIN"] },
      { schoolId: BJORK, roles: ["TEACHER"] },
    ],
    orgRoles: [],
  }),
  adminBjork: person("admin-bjork", { memberships: [{ schoolId: BJORK, roles: ["ADMIN"] }], orgRoles: [] }),
  headEk: person("head-ek", { memberships: [{ schoolId: EK, roles: ["HEAD"] }], orgRoles: [] }),
  mainadmin: person("mainadmin", { memberships: [], orgRoles: ["MAINADMIN"] }),
  /** A main admin who is also a member of Ekskolan (as the demo's is). */
  mainadminMember: person("mainadmin-member", {
    memberships: [{ schoolId: EK, roles: [] }],
    orgRoles: ["MAINADMIN"],
  }),
  owner: person("owner", { memberships: [], orgRoles: ["OWNER"] }),
  superadmin: person("superadmin", { memberships: [], orgRoles: ["SUPERADMIN"] }, "platform"),
  teacherEk: person("teacher-ek", { memberships: [{ schoolId: EK, roles: ["TEACHER"] }], orgRoles: [] }),
  teacherBjork: person("teacher-bjork", {
    memberships: [{ schoolId: BJORK, roles: ["TEACHER"] }],
    orgRoles: [],
  }),
  /** Works at both schools (the demo counselor). */
  both: person("both", {
    memberships: [
      { schoolId: EK, roles: ["COUNSELOR"] },
      { schoolId: BJORK, roles: ["COUNSELOR"] },
    ],
    orgRoles: [],
  }),
  otherOrg: person(
    "other-org",
    { memberships: [{ schoolId: "other", roles: ["TEACHER"] }], orgRoles: [] },
    "org-other",
  ),
} satisfies Record<string, Person>;
type PersonKey = keyof typeof PEOPLE;

const CHANGES: Record<string, UserChange> = {
  "add COUNSELOR at Ek": { kind: "addToSchool", schoolId: EK, role: "COUNSELOR" },
  "add ADMIN at Ek": { kind: "addToSchool", schoolId: EK, role: "ADMIN" },
  "add MAINADMIN": { kind: "addToSchool", schoolId: EK, role: "MAINADMIN" },
  "roles at Ek": { kind: "setSchoolRoles", schoolId: EK, roles: ["TEACHER", "HEAD"] },
  "roles at Björk": { kind: "setSchoolRoles", schoolId: BJORK, roles: ["TEACHER"] },
  "remove from Ek": { kind: "removeFromSchool", schoolId: EK },
  "org roles": { kind: "setOrganizationRoles", roles: ["MAINADMIN"] },
  name: { kind: "editProfile" },
  email: { kind: "changeEmail" },
  delete: { kind: "delete" },
};

const actorOf = (key: PersonKey, role: Role) => {
  const who = PEOPLE[key];
  return actorOfRoleModel({ ...who, userId: who.id }, role);
};

/**
 * actor (role) | target | change | expected: allow, 404, or 403 with its reason. Reading one row: "Ekskolan's admin
 * changing the email of the colleague who also works at Björkskolan is refused, OUTSIDE_SCOPE".
 */
const TABLE: [PersonKey, Role, PersonKey | "new", keyof typeof CHANGES, string][] = [
  // A school admin within their school.
  ["adminEk", "ADMIN", "new", "add COUNSELOR at Ek", "allow"],
  ["adminEk", "ADMIN", "teacherEk", "roles at Ek", "allow"],
  ["adminEk", "ADMIN", "teacherEk", "name", "allow"],
  ["adminEk", "ADMIN", "teacherEk", "email", "allow"],
  ["adminEk", "ADMIN", "teacherEk", "delete", "allow"],
  ["adminEk", "ADMIN", "teacherEk", "remove from Ek", "allow"],
  ["adminEk", "ADMIN", "teacherEk", "add ADMIN at Ek", "allow"],
  ["adminEk", "ADMIN", "teacherEk", "add MAINADMIN", "403 OUTSIDE_SCOPE"],
  ["adminEk", "ADMIN", "teacherEk", "org roles", "403 OUTSIDE_SCOPE"],
  // ... and a person who works only at another school of the organization.
  ["adminEk", "ADMIN", "teacherBjork", "add COUNSELOR at Ek", "allow"],
  ["adminEk", "ADMIN", "teacherBjork", "roles at Björk", "404"],
  ["adminEk", "ADMIN", "teacherBjork", "name", "404"],
  ["adminEk", "ADMIN", "teacherBjork", "email", "404"],
  ["adminEk", "ADMIN", "teacherBjork", "delete", "404"],
  // ... and the colleague who works at both schools.
  ["adminEk", "ADMIN", "both", "roles at Ek", "allow"],
  ["adminEk", "ADMIN", "both", "remove from Ek", "allow"],
  ["adminEk", "ADMIN", "both", "roles at Björk", "403 OUTSIDE_SCOPE"],
  ["adminEk", "ADMIN", "both", "name", "403 OUTSIDE_SCOPE"],
  ["adminEk", "ADMIN", "both", "email", "403 OUTSIDE_SCOPE"],
  ["adminEk", "ADMIN", "both", "delete", "403 OUTSIDE_SCOPE"],
  // An admin of the other school sees the shared colleague, but not Ekskolan's.
  ["adminBjork", "ADMIN", "both", "roles at Björk", "allow"],
  ["adminBjork", "ADMIN", "both", "roles at Ek", "403 OUTSIDE_SCOPE"],
  ["adminBjork", "ADMIN", "teacherEk", "roles at Ek", "404"],
  ["adminBjork", "ADMIN", "new", "add COUNSELOR at Ek", "403 OUTSIDE_SCOPE"],
  // Admin at one school and teacher at another: the admin role reaches only the school where it is held.
  ["adminEkTeacherBjork", "ADMIN", "teacherBjork", "roles at Björk", "404"],
  ["adminEkTeacherBjork", "ADMIN", "both", "roles at Björk", "403 OUTSIDE_SCOPE"],
  ["adminEkTeacherBjork", "ADMIN", "both", "email", "403 OUTSIDE_SCOPE"],
  ["adminEkTeacherBjork", "TEACHER", "teacherBjork", "roles at Björk", "403 ROLE"],
  // Oneself: never by these routes (name only, as a profile edit).
  ["adminEk", "ADMIN", "adminEk", "add COUNSELOR at Ek", "403 SELF"],
  ["adminEk", "ADMIN", "adminEk", "roles at Ek", "403 SELF"],
  ["adminEk", "ADMIN", "adminEk", "remove from Ek", "403 SELF"],
  ["adminEk", "ADMIN", "adminEk", "email", "403 SELF"],
  ["adminEk", "ADMIN", "adminEk", "delete", "403 SELF"],
  ["adminEk", "ADMIN", "adminEk", "name", "allow"],
  ["mainadmin", "MAINADMIN", "mainadmin", "add COUNSELOR at Ek", "403 SELF"],
  ["owner", "OWNER", "owner", "add COUNSELOR at Ek", "403 SELF"],
  ["owner", "OWNER", "owner", "org roles", "403 SELF"],
  // A main admin covers the organization; an owner too; neither reaches another organization.
  ["mainadmin", "MAINADMIN", "both", "email", "allow"],
  ["mainadmin", "MAINADMIN", "both", "roles at Björk", "allow"],
  ["mainadmin", "MAINADMIN", "teacherBjork", "add MAINADMIN", "allow"],
  ["mainadmin", "MAINADMIN", "teacherEk", "org roles", "allow"],
  ["mainadmin", "MAINADMIN", "owner", "name", "403 RANK"],
  ["mainadmin", "MAINADMIN", "otherOrg", "name", "404"],
  ["mainadmin", "MAINADMIN", "otherOrg", "add COUNSELOR at Ek", "404"],
  ["owner", "OWNER", "both", "delete", "allow"],
  ["owner", "OWNER", "mainadmin", "email", "allow"],
  // Rank: nobody grants above themselves or changes someone who outranks them where the change has effect.
  ["adminEk", "ADMIN", "mainadmin", "name", "404"],
  ["adminEk", "ADMIN", "mainadminMember", "name", "403 OUTSIDE_SCOPE"],
  ["adminEk", "ADMIN", "mainadminMember", "remove from Ek", "403 RANK"],
  ["headEk", "HEAD", "teacherEk", "roles at Ek", "403 ROLE"],
  ["headEk", "HEAD", "new", "add COUNSELOR at Ek", "403 ROLE"],
  ["adminEk", "ADMIN", "headEk", "roles at Ek", "allow"],
  ["superadmin", "SUPERADMIN", "both", "email", "allow"],
];

const describeDecision = (decision: ReturnType<typeof decideUserChange>) =>
  decision.outcome === "allow"
    ? "allow"
    : decision.outcome === "not-found"
      ? "404"
      : `403 ${decision.reason}`;

describe("decideUserChange: who may change whom", () => {
  it.each(TABLE)("%s as %s, target %s, %s: %s", (actorKey, role, targetKey, changeKey, expected) => {
    const target: UserTarget | null = targetKey === "new" ? null : PEOPLE[targetKey];
    expect(describeDecision(decideUserChange(actorOf(actorKey, role), target, CHANGES[changeKey]!))).toBe(
      expected,
    );
  });

  it("an admin never grants above their rank, even at their own school", () => {
    const admin = actorOf("adminEk", "ADMIN");
    expect(
      describeDecision(
        decideUserChange(admin, null, { kind: "addToSchool", schoolId: EK, role: "SUPERADMIN" }),
      ),
    ).toBe("403 OUTSIDE_SCOPE");
    const mainadmin = actorOf("mainadmin", "MAINADMIN");
    expect(
      describeDecision(
        decideUserChange(mainadmin, null, { kind: "addToSchool", schoolId: EK, role: "OWNER" }),
      ),
    ).toBe("403 RANK");
    expect(
      describeDecision(
        decideUserChange(mainadmin, PEOPLE.teacherEk, { kind: "setOrganizationRoles", roles: ["OWNER"] }),
      ),
    ).toBe("403 RANK");
  });
});
