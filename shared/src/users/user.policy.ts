import type { ReasonKey } from "../messages.js";
import type { OrganizationRole, Role, SchoolRole } from "../constants.js";
import { allRoles, rolesAtSchool, type Actor, type RoleModel } from "../policy/actor.js";
import { canManageUserWithRoles, grantableRoles, hasPermission } from "../policy/foundation.policy.js";

/**
 * Who may change whom: the one rule behind POST /user, PATCH /user/{id}, DELETE /user/{id} and removing staff from
 * a school (PATCH /schools/{id} usersToRemove).
 *
 * Roles belong to a school membership (TEACHER, COUNSELOR, HEAD, ADMIN) or to the organization (MAINADMIN, OWNER;
 * SUPERADMIN is the platform's). A change is allowed only to an actor whose scope covers every place where it has
 * effect:
 *
 * | change                                   | has effect at                              |
 * |------------------------------------------|--------------------------------------------|
 * | add to a school with a school role       | that school                                |
 * | set the roles held at one school         | that school                                |
 * | remove from one school                   | that school                                |
 * | add with, or set, an organization role   | the organization                           |
 * | name, sub-role                           | every school of the person (shown at each) |
 * | email (the sign-in, so the whole account)| every school of the person, and the        |
 * | delete the account                       | organization when they hold an org role    |
 *
 * Scope: a SUPERADMIN covers everything; an OWNER or MAINADMIN covers their organization and all its schools; an
 * ADMIN covers only the schools where they hold ADMIN. No other role manages users. So a school admin changes roles
 * only in their own school's memberships, and cannot change the email of, or delete, anyone who also works at a
 * school they do not administer (403 OUTSIDE_SCOPE, with the reason): that would reach into the other school.
 *
 * Always, as well:
 * - nobody changes their own roles, memberships or email or deletes themselves by these routes (403 SELF); one's
 *   own email and password change in one's own settings, with the current password;
 * - nobody grants a role that outranks their active role, nor changes a person who holds one where the change has
 *   effect (403 RANK; the ranks are ROLE_RANK in foundation.policy.ts);
 * - a person the actor cannot see (no shared school, not organization-wide) answers 404, as for a missing one.
 *   Adding an existing person of the organization to the actor's own school is allowed without seeing their other
 *   schools: the answer shows only what the actor's scope covers.
 */
export type UserChange =
  | { kind: "addToSchool"; schoolId: string; role: Role }
  | { kind: "setSchoolRoles"; schoolId: string; roles: readonly SchoolRole[] }
  | { kind: "setOrganizationRoles"; roles: readonly OrganizationRole[] }
  | { kind: "removeFromSchool"; schoolId: string }
  | { kind: "editProfile" }
  | { kind: "changeEmail" }
  | { kind: "delete" };

/** The person being changed: null when POST /user creates a new person. */
export type UserTarget = { id: string; organizationId: string } & RoleModel;

export const USER_REFUSALS = ["SELF", "OUTSIDE_SCOPE", "RANK", "ROLE"] as const;
export type UserRefusal = (typeof USER_REFUSALS)[number];

export type UserChangeDecision =
  { outcome: "allow" } | { outcome: "not-found" } | { outcome: "forbidden"; reason: UserRefusal };

/** The catalogue reason given with a 403 (ROLE uses the code's default 403 text). */
export const USER_REFUSAL_REASONS: Record<Exclude<UserRefusal, "ROLE">, ReasonKey> = {
  SELF: "userChangeSelf",
  OUTSIDE_SCOPE: "userChangeOutsideScope",
  RANK: "userChangeRank",
};

const ORG_WIDE: readonly Role[] = ["OWNER", "MAINADMIN"];

/** Does the actor's scope cover this school of their organization? */
export function coversSchool(actor: Actor, schoolId: string): boolean {
  if (actor.role === "SUPERADMIN") return true;
  if (ORG_WIDE.includes(actor.role)) return true;
  return actor.role === "ADMIN" && actor.schoolIds.includes(schoolId);
}

/** Does the actor's scope cover the whole organization (its roles and every school)? */
export const coversOrganization = (actor: Actor): boolean =>
  actor.role === "SUPERADMIN" || ORG_WIDE.includes(actor.role);

/** Can the actor see the person at all (same school in this role, organization-wide, oneself, or the platform)? */
export function canSeeUser(actor: Actor, target: UserTarget): boolean {
  if (actor.role === "SUPERADMIN") return true;
  if (target.organizationId !== actor.organizationId) return false;
  if (target.id === actor.userId || ORG_WIDE.includes(actor.role)) return true;
  return target.memberships.some((membership) => actor.schoolIds.includes(membership.schoolId));
}

const forbidden = (reason: UserRefusal): UserChangeDecision => ({ outcome: "forbidden", reason });

/** Where the change has effect: one school, the organization, or everywhere the person works. */
function reachOf(change: UserChange): { schoolId: string } | "organization" | "everywhere" {
  switch (change.kind) {
    case "addToSchool":
      return (ORG_WIDE as readonly Role[]).includes(change.role) || change.role === "SUPERADMIN"
        ? "organization"
        : { schoolId: change.schoolId };
    case "setSchoolRoles":
    case "removeFromSchool":
      return { schoolId: change.schoolId };
    case "setOrganizationRoles":
      return "organization";
    case "editProfile":
    case "changeEmail":
    case "delete":
      return "everywhere";
  }
}

/** The roles the change grants (checked against what the actor may grant). */
function grantedBy(change: UserChange): readonly Role[] {
  switch (change.kind) {
    case "addToSchool":
      return [change.role];
    case "setSchoolRoles":
    case "setOrganizationRoles":
      return change.roles;
    default:
      return [];
  }
}

/** The rule (see the module comment): visibility (404), then role, self, scope and rank (403 with a reason). */
export function decideUserChange(
  actor: Actor,
  target: UserTarget | null,
  change: UserChange,
): UserChangeDecision {
  const adding = change.kind === "addToSchool";
  if (target) {
    const sameOrganization = target.organizationId === actor.organizationId || actor.role === "SUPERADMIN";
    if (!sameOrganization) return { outcome: "not-found" };
    if (!adding && !canSeeUser(actor, target)) return { outcome: "not-found" };
  }
  const action = adding ? "user.create" : change.kind === "delete" ? "user.delete" : "user.update";
  if (!hasPermission(actor, action)) return forbidden("ROLE");

  const self = target?.id === actor.userId;
  if (self && change.kind !== "editProfile") return forbidden("SELF");

  const reach = reachOf(change);
  if (reach === "organization") {
    if (!coversOrganization(actor)) return forbidden("OUTSIDE_SCOPE");
    if (adding && !coversSchool(actor, change.schoolId)) return forbidden("OUTSIDE_SCOPE");
  } else if (reach === "everywhere") {
    if (target) {
      const schoolsCovered = target.memberships.every((membership) =>
        coversSchool(actor, membership.schoolId),
      );
      const organizationCovered = target.orgRoles.length === 0 || coversOrganization(actor);
      if (!schoolsCovered || !organizationCovered) return forbidden("OUTSIDE_SCOPE");
    }
  } else if (!coversSchool(actor, reach.schoolId)) {
    return forbidden("OUTSIDE_SCOPE");
  }

  const grantable = grantableRoles(actor);
  if (grantedBy(change).some((role) => !grantable.includes(role))) return forbidden("RANK");
  if (target) {
    const affected =
      typeof reach === "object"
        ? [...rolesAtSchool(target, reach.schoolId), ...target.orgRoles]
        : reach === "organization"
          ? [...target.orgRoles, ...(adding ? rolesAtSchool(target, change.schoolId) : [])]
          : allRoles(target);
    if (!canManageUserWithRoles(actor, affected)) return forbidden("RANK");
  }
  return { outcome: "allow" };
}
