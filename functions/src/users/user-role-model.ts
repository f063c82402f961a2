import { isSchoolRole, type OrganizationRole, type Role, type SchoolRole } from "#shared/constants";
import type { RoleModel } from "#shared/policy/actor";
import type { UserTarget } from "#shared/users/user.policy";
import { AppError } from "../core/errors.js";

/**
 * Changes of a person's role model (roles per school membership, and organization roles) as the users service
 * makes them; who may make which is the users policy's (shared/src/users/user.policy.ts).
 */

/** The role model after granting `role` at `schoolId` (a school role there, or an organization role). */
export function withGrant(model: RoleModel, schoolId: string, role: Role): RoleModel {
  const member = model.memberships.some((membership) => membership.schoolId === schoolId);
  const memberships = member ? [...model.memberships] : [...model.memberships, { schoolId, roles: [] }];
  if (!isSchoolRole(role)) {
    const orgRoles = model.orgRoles.includes(role as OrganizationRole)
      ? model.orgRoles
      : [...model.orgRoles, role as OrganizationRole];
    return { memberships, orgRoles };
  }
  return {
    orgRoles: model.orgRoles,
    memberships: memberships.map((membership) =>
      membership.schoolId === schoolId && !membership.roles.includes(role)
        ? { schoolId, roles: [...membership.roles, role] }
        : membership,
    ),
  };
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** Do two role models hold the same memberships, in the same order, with the same roles? */
export const sameRoleModel = (a: RoleModel, b: RoleModel) =>
  a.orgRoles.length === b.orgRoles.length &&
  a.memberships.length === b.memberships.length &&
  a.memberships.every((membership, index) => sameRoles(membership.roles, b.memberships[index]!.roles));

/**
 * The role model a PATCH /user/{id} body asks for: the roles at one school replaced (the person must already work
 * there: adding someone to a school is POST /user), the organization roles replaced.
 */
export function changedRoleModel(
  target: UserTarget,
  body: {
    schoolId?: string | undefined;
    roles?: SchoolRole[] | undefined;
    organizationRoles?: OrganizationRole[] | undefined;
  },
): RoleModel {
  let memberships = target.memberships;
  if (body.schoolId !== undefined && body.roles) {
    const schoolId = body.schoolId;
    // Not a member there: the membership to change does not exist.
    if (!memberships.some((membership) => membership.schoolId === schoolId)) throw new AppError("NOT_FOUND");
    const roles = [...new Set(body.roles)];
    memberships = memberships.map((membership) =>
      membership.schoolId === schoolId ? { schoolId, roles } : membership,
    );
  }
  const orgRoles = body.organizationRoles ? [...new Set(body.organizationRoles)] : target.orgRoles;
  return { memberships, orgRoles };
}
