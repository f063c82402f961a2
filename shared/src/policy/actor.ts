import {
  ORGANIZATION_ROLES,
  ROLES,
  SCHOOL_ROLES,
  type OrganizationRole,
  type Role,
  type SchoolRole,
} from "../constants.js";

/**
 * Who is asking: resolved on the server for every authenticated request from the session, the user and the
 * X-Active-Role header. Permissions are judged on the active `role` only, and only at the schools where the actor
 * holds that role: `schoolIds` are exactly those schools (see `actorSchoolIds`), so a role granted at one school
 * never reaches another.
 */
export interface Actor {
  userId: string;
  organizationId: string;
  /** The active role (X-Active-Role, else the first role). */
  role: Role;
  /** Every role the user holds anywhere (the role switcher's choices). */
  roles: readonly Role[];
  /** The schools where the active role applies; a school not listed here is another school for this request. */
  schoolIds: readonly string[];
}

/** The tenancy of a school-scoped document. */
export interface SchoolRef {
  schoolId: string;
  organizationId: string;
}

/** One school membership and the roles held there (TEACHER, COUNSELOR, HEAD, ADMIN; possibly none). */
export interface Membership {
  schoolId: string;
  roles: readonly SchoolRole[];
}

/** A person's roles: per school membership, and at the organization (OWNER, MAINADMIN) or platform (SUPERADMIN). */
export interface RoleModel {
  memberships: readonly Membership[];
  orgRoles: readonly OrganizationRole[];
}

const inRoleOrder = <R extends Role>(roles: Iterable<R>): R[] => {
  const set = new Set<Role>(roles);
  return ROLES.filter((role) => set.has(role)) as R[];
};

/** Keeps only school roles, once each, in the product's role order. */
export const schoolRolesOnly = (roles: readonly Role[]): SchoolRole[] =>
  inRoleOrder(roles.filter((role): role is SchoolRole => (SCHOOL_ROLES as readonly Role[]).includes(role)));

/** Keeps only organization roles, once each, in the product's role order. */
export const organizationRolesOnly = (roles: readonly Role[]): OrganizationRole[] =>
  inRoleOrder(
    roles.filter((role): role is OrganizationRole => (ORGANIZATION_ROLES as readonly Role[]).includes(role)),
  );

/** Every role the person holds anywhere, in the product's role order (the first is the default active role). */
export function allRoles(model: RoleModel): Role[] {
  return inRoleOrder([...model.memberships.flatMap((membership) => membership.roles), ...model.orgRoles]);
}

/**
 * The roles a person can act in at one school: that membership's roles, plus their organization roles (a main
 * admin or owner who is a member of the school acts there as such). None when they are not a member.
 */
export function rolesAtSchool(model: RoleModel, schoolId: string): Role[] {
  const membership = model.memberships.find((candidate) => candidate.schoolId === schoolId);
  if (!membership) return [];
  return inRoleOrder<Role>([...membership.roles, ...model.orgRoles.filter((role) => role !== "SUPERADMIN")]);
}

/**
 * The schools where `role` applies: for an organization role every school the person is a member of, for a school
 * role only the memberships that hold it.
 */
export function actorSchoolIds(model: RoleModel, role: Role): string[] {
  if ((ORGANIZATION_ROLES as readonly Role[]).includes(role)) {
    if (!model.orgRoles.includes(role as OrganizationRole)) return [];
    return model.memberships.map((membership) => membership.schoolId);
  }
  return model.memberships
    .filter((membership) => (membership.roles as readonly Role[]).includes(role))
    .map((membership) => membership.schoolId);
}

/** The actor for a person acting in `role` (the caller has checked that the person holds it). */
export function actorOfRoleModel(
  person: { userId: string; organizationId: string } & RoleModel,
  role: Role,
): Actor {
  return {
    userId: person.userId,
    organizationId: person.organizationId,
    role,
    roles: allRoles(person),
    schoolIds: actorSchoolIds(person, role),
  };
}

/** A user's role fields as stored (users' items carry the role model and two lists derived from it). */
export interface StoredRoles {
  roles: readonly string[];
  schoolIds: readonly string[];
  memberships?: readonly { schoolId: string; roles: readonly string[] }[] | undefined;
  orgRoles?: readonly string[] | undefined;
}

/**
 * Reads the role model of a stored user. Items written before roles were held per membership carry one flat list
 * for all their schools; they read as holding each of those school roles at each of their schools (all that can be
 * known of them) until the next change writes the per-school form.
 */
export function roleModelOfStored(user: StoredRoles): RoleModel {
  if (user.memberships) {
    return {
      memberships: user.memberships.map((membership) => ({
        schoolId: membership.schoolId,
        roles: schoolRolesOnly(membership.roles as Role[]),
      })),
      orgRoles: organizationRolesOnly((user.orgRoles ?? []) as Role[]),
    };
  }
  const schoolRoles = schoolRolesOnly(user.roles as Role[]);
  return {
    memberships: user.schoolIds.map((schoolId) => ({ schoolId, roles: schoolRoles })),
    orgRoles: organizationRolesOnly(user.roles as Role[]),
  };
}
