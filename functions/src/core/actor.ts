import { createMiddleware } from "hono/factory";
import { ROLES, type Role } from "#shared/constants";
import { IdSchema } from "#shared/common.schema";
import { actorOfRoleModel, allRoles, roleModelOfStored } from "#shared/policy/actor";
import { ACTIVE_ROLE_HEADER, ACTIVE_SCHOOL_HEADER } from "./active-headers.js";
import type { AppEnv } from "./app.js";
import { AppError } from "./errors.js";
import { getUserAndSession } from "./identity.js";

export { ACTIVE_ROLE_HEADER, ACTIVE_SCHOOL_HEADER };

/**
 * Resolves the actor for every authenticated route: bearer token -> session -> user, in one DynamoDB call.
 * - no token, a bad or expired token, an ended session or a deleted user: 401
 * - X-Active-Role naming a role the user does not hold anywhere: 403 (absent: the user's first role); a role
 *   held at some schools acts only there (`actor.schoolIds`)
 * - X-Active-School naming a school the user is not a member of: 404 (org-level roles are checked per route)
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const { db, sessionTokens, clock } = c.get("deps");
  const token = /^Bearer ([A-Za-z0-9._-]{1,4096})$/.exec(c.req.header("authorization") ?? "")?.[1];
  if (!token) throw new AppError("UNAUTHENTICATED");
  const now = clock.now();
  const claims = await sessionTokens.verify(token, now);
  if (!claims) throw new AppError("UNAUTHENTICATED");

  const { user, session } = await getUserAndSession(db, claims.userId, claims.sessionId);
  if (!user || !session || session.expiresAt <= now.toISOString()) throw new AppError("UNAUTHENTICATED");

  const model = roleModelOfStored(user);
  const roles = allRoles(model);
  const requested = c.req.header(ACTIVE_ROLE_HEADER);
  let role: Role;
  if (requested === undefined || requested === "") {
    const first = roles[0];
    if (!first) throw new AppError("FORBIDDEN");
    role = first;
  } else if ((ROLES as readonly string[]).includes(requested) && roles.includes(requested as Role)) {
    role = requested as Role;
  } else {
    throw new AppError("FORBIDDEN");
  }

  // The schools where the active role is held: every school-scoped check looks only there.
  const actor = actorOfRoleModel({ userId: user.id, organizationId: user.organizationId, ...model }, role);

  const activeSchool = c.req.header(ACTIVE_SCHOOL_HEADER);
  if (activeSchool !== undefined && activeSchool !== "") {
    if (!IdSchema.safeParse(activeSchool).success) throw new AppError("NOT_FOUND");
    const orgWide = role === "OWNER" || role === "MAINADMIN" || role === "SUPERADMIN";
    if (!orgWide && !actor.schoolIds.includes(activeSchool)) throw new AppError("NOT_FOUND");
  }

  c.set("actor", actor);
  c.set("auth", { sessionId: claims.sessionId, user });
  await next();
});
