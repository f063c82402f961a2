import { randomUUID } from "node:crypto";
import type { Role } from "../../shared/src/constants.js";
import type { Language } from "../../shared/src/errors.js";
import { actorOfRoleModel, allRoles, roleModelOfStored } from "../../shared/src/policy/actor.js";
import { getUser } from "../../functions/src/core/identity.js";
import { AppError } from "../../functions/src/core/errors.js";
import type { RequestContext } from "../../functions/src/core/request-context.js";
import type { TestApp } from "./test-app.js";

/**
 * The request context of a demo user acting in a role (their first by default), built the way requireActor builds
 * the actor but without HTTP or a session: for calling a domain's services directly. Each context has its own
 * request id, so the audit events of one call can be told apart.
 */
export async function contextFor(
  t: TestApp,
  email: string,
  options: { role?: Role; language?: Language } = {},
): Promise<RequestContext> {
  const user = await getUser(t.deps.db, t.seeded.userIds[email]!);
  if (!user) throw new Error(`no demo user ${email}`);
  const model = roleModelOfStored(user);
  const role = options.role ?? allRoles(model)[0]!;
  return {
    actor: actorOfRoleModel({ userId: user.id, organizationId: user.organizationId, ...model }, role),
    auth: { sessionId: "", user },
    language: options.language ?? "sv",
    requestId: `test-${randomUUID()}`,
    deps: t.deps,
  };
}

/** The error code a service call was refused with, or "ok" when it went through (anything else is rethrown). */
export async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

/** The error code a service call was refused with, or null when it went through (anything else is rethrown). */
export const refusalOf = (call: Promise<unknown>): Promise<string | null> =>
  outcomeOf(call).then((outcome) => (outcome === "ok" ? null : outcome));
