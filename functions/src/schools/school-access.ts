import type { Context } from "hono";
import { schoolScope, type Scope } from "#shared/policy/foundation.policy";
import type { AppEnv } from "../core/app.js";
import type { Db } from "../db/db.js";
import type { SchoolItem } from "../users/users.repo.js";

export async function getSchool(db: Db, id: string): Promise<SchoolItem | null> {
  const { data } = await db.school.get({ id }).go({ consistent: true });
  return data;
}

/**
 * The actor's scope for a school named in a path or body. A member needs no read (a user's schools are always in
 * their own organization); OWNER, MAINADMIN and SUPERADMIN need the school's organization, so it is read once.
 */
export async function schoolScopeFor(c: Context<AppEnv>, schoolId: string): Promise<Scope> {
  const actor = c.get("actor");
  if (actor.schoolIds.includes(schoolId)) return "member";
  if (actor.role !== "OWNER" && actor.role !== "MAINADMIN" && actor.role !== "SUPERADMIN") return "none";
  const school = await getSchool(c.get("deps").db, schoolId);
  return school ? schoolScope(actor, { schoolId: school.id, organizationId: school.organizationId }) : "none";
}
