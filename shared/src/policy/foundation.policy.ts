import type { Role } from "../constants.js";
import type { Actor, SchoolRef } from "./actor.js";

/**
 * Access policy for the foundation's documents: organizations, schools, users, classes, pupils and teams.
 *
 * Every decision has two steps, in this order:
 * 1. Visibility (tenancy): can the actor see that the document exists at all? If not the API answers 404, exactly
 *    as for a document that does not exist, so nothing leaks across schools or organizations.
 *    - member: the actor holds the active role at the document's school (same organization). Roles belong to a
 *      school membership (actor.ts): a role held at another school makes this school "none", so 404.
 *    - organization: the active role is OWNER or MAINADMIN and the document is in the actor's organization.
 *    - platform: the active role is SUPERADMIN (organizations and schools only; see the roles below).
 * 2. Permission: may the active role do this action? If not the API answers 403.
 *
 * Choices where the spec is silent (the safer one for pupils' data):
 * - SUPERADMIN runs organizations and schools but never reads pupils, classes' pupils or staff lists' details.
 * - OWNER manages schools and sees the school pages, but not pupil lists (the spec gives owners no pupil work).
 * - A TEACHER may add or remove only themselves as teacher or mentor of a class, and set only themselves as a
 *   pupil's mentor.
 * - A user with a higher-ranked role can only be managed by an actor whose role ranks at least as high. Who may
 *   change whom, and where (a school admin only within their own schools), is users/user.policy.ts.
 */
export const FOUNDATION_ACTIONS = {
  "organization.list": ["SUPERADMIN"],
  "organization.read": ["SUPERADMIN", "OWNER", "MAINADMIN"],
  "organization.create": ["SUPERADMIN"],
  /** The organization's own settings (the 6:10 chain's limits): its owner and main admins. */
  "organization.update": ["OWNER", "MAINADMIN"],
  /** The organization's name and its words for a school (singular and plural). */
  "organization.rename": ["SUPERADMIN"],
  /** Only an organization with no schools and no people. */
  "organization.delete": ["SUPERADMIN"],
  "school.list": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN", "OWNER", "SUPERADMIN"],
  "school.read": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN", "OWNER", "SUPERADMIN"],
  "school.create": ["SUPERADMIN", "OWNER", "MAINADMIN"],
  "school.delete": ["SUPERADMIN", "OWNER", "MAINADMIN"],
  "school.update": ["SUPERADMIN", "OWNER", "MAINADMIN", "ADMIN"],
  "school.setYears": ["SUPERADMIN", "OWNER", "MAINADMIN", "ADMIN"],
  "school.setSubscriptions": ["SUPERADMIN"],
  "school.removeUsers": ["SUPERADMIN", "OWNER", "MAINADMIN", "ADMIN"],
  "school.qrCode": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN", "OWNER"],
  "user.list": ["SUPERADMIN", "OWNER", "MAINADMIN", "ADMIN", "HEAD"],
  "user.create": ["SUPERADMIN", "OWNER", "MAINADMIN", "ADMIN"],
  "user.update": ["SUPERADMIN", "OWNER", "MAINADMIN", "ADMIN"],
  "user.delete": ["SUPERADMIN", "OWNER", "MAINADMIN", "ADMIN"],
  "staff.list": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN", "OWNER"],
  "class.list": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN", "OWNER"],
  "class.manage": ["ADMIN", "MAINADMIN"],
  "class.assignSelf": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN"],
  "class.assignOthers": ["ADMIN", "MAINADMIN", "HEAD"],
  "class.upgrade": ["ADMIN", "MAINADMIN"],
  "student.read": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN"],
  "student.manage": ["ADMIN", "MAINADMIN"],
  "student.setMentorSelf": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN"],
  "student.setMentorOthers": ["ADMIN", "MAINADMIN", "HEAD"],
  "team.list": ["TEACHER", "COUNSELOR", "HEAD", "ADMIN", "MAINADMIN"],
  "team.manage": ["ADMIN", "MAINADMIN", "HEAD"],
  /** The audit trail of a school or a pupil ("who looked at this pupil's data"): heads and admins (architecture.md). */
  "audit.read": ["HEAD", "ADMIN", "MAINADMIN"],
} as const satisfies Record<string, readonly Role[]>;

export type FoundationAction = keyof typeof FOUNDATION_ACTIONS;
export type Scope = "member" | "organization" | "platform" | "none";
export type Decision = "allow" | "forbidden" | "not-found";

/** How the actor relates to a school-scoped document (see the module comment). */
export function schoolScope(actor: Actor, ref: SchoolRef): Scope {
  if (ref.organizationId === actor.organizationId && actor.schoolIds.includes(ref.schoolId)) return "member";
  if (ref.organizationId === actor.organizationId && (actor.role === "OWNER" || actor.role === "MAINADMIN")) {
    return "organization";
  }
  if (actor.role === "SUPERADMIN") return "platform";
  return "none";
}

/** How the actor relates to an organization. */
export function organizationScope(actor: Actor, organizationId: string): Scope {
  if (organizationId === actor.organizationId) return "member";
  if (actor.role === "SUPERADMIN") return "platform";
  return "none";
}

/** How the actor relates to another user (via shared schools, the organization, or the platform). */
export function userScope(
  actor: Actor,
  target: { id: string; organizationId: string; schoolIds: readonly string[] },
): Scope {
  if (target.organizationId === actor.organizationId) {
    if (target.id === actor.userId || target.schoolIds.some((id) => actor.schoolIds.includes(id)))
      return "member";
    if (actor.role === "OWNER" || actor.role === "MAINADMIN") return "organization";
  }
  if (actor.role === "SUPERADMIN") return "platform";
  return "none";
}

/** May the active role perform the action at all (no document involved)? */
export function hasPermission(actor: Actor, action: FoundationAction): boolean {
  return (FOUNDATION_ACTIONS[action] as readonly Role[]).includes(actor.role);
}

/** Visibility first (404), then permission (403). */
export function decide(actor: Actor, action: FoundationAction, scope: Scope): Decision {
  if (scope === "none") return "not-found";
  return hasPermission(actor, action) ? "allow" : "forbidden";
}

/** Rank used for managing other users: nobody manages a user who outranks them, nor grants a higher role. */
export const ROLE_RANK: Record<Role, number> = {
  TEACHER: 1,
  COUNSELOR: 1,
  HEAD: 2,
  ADMIN: 3,
  MAINADMIN: 4,
  OWNER: 5,
  SUPERADMIN: 6,
};

/** The roles the actor's active role may grant to others. SUPERADMIN is never granted through the API. */
export function grantableRoles(actor: Actor): Role[] {
  if (!hasPermission(actor, "user.create")) return [];
  const rank = ROLE_RANK[actor.role];
  return (Object.keys(ROLE_RANK) as Role[]).filter(
    (role) => role !== "SUPERADMIN" && ROLE_RANK[role] <= rank,
  );
}

/** May the actor manage (edit, delete, remove from a school) a user who holds these roles? */
export function canManageUserWithRoles(actor: Actor, targetRoles: readonly Role[]): boolean {
  const rank = ROLE_RANK[actor.role];
  return targetRoles.every((role) => ROLE_RANK[role] <= rank);
}
