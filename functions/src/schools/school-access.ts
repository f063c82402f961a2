import { decide, schoolScope, type FoundationAction, type Scope } from "#shared/policy/foundation.policy";
import { guardLoad } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { getSchool, type SchoolItem } from "./schools.repo.js";

/**
 * The actor's scope for a school named in a path or body. A member needs no read (a user's schools are always in
 * their own organization); OWNER, MAINADMIN and SUPERADMIN need the school's organization, so it is read once.
 */
export async function schoolScopeFor(ctx: RequestContext, schoolId: string): Promise<Scope> {
  const { actor } = ctx;
  if (actor.schoolIds.includes(schoolId)) return "member";
  if (actor.role !== "OWNER" && actor.role !== "MAINADMIN" && actor.role !== "SUPERADMIN") return "none";
  const school = await getSchool(ctx.deps.db, schoolId);
  return school ? schoolScope(actor, { schoolId: school.id, organizationId: school.organizationId }) : "none";
}

/** The actor's scope for a document that belongs to a school (a class, a pupil, a team); none when missing. */
export function scopeOf(
  ctx: RequestContext,
  doc: { schoolId: string; organizationId: string } | null,
): Scope {
  return doc
    ? schoolScope(ctx.actor, { schoolId: doc.schoolId, organizationId: doc.organizationId })
    : "none";
}

/**
 * Reads the school named in a body or path and applies the policy for the action: 404 when the actor may not see
 * it (or it does not exist), 403 when the role may not do the action there.
 */
export function loadSchoolFor(
  ctx: RequestContext,
  schoolId: string,
  action: FoundationAction,
): Promise<SchoolItem> {
  return guardLoad(ctx, {
    load: () => getSchool(ctx.deps.db, schoolId),
    decide: (school) =>
      decide(ctx.actor, action, scopeOf(ctx, { schoolId: school.id, organizationId: school.organizationId })),
  });
}
