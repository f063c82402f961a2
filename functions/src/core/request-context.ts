import type { Context } from "hono";
import type { Language } from "#shared/errors";
import type { Actor } from "#shared/policy/actor";
import type { Deps } from "../deps.js";
import type { AppEnv, AuthContext } from "./app.js";

/**
 * What domain code knows of one authenticated request, as plain data: who acts (the actor that requireActor
 * resolved, with the session and the user item read for it), the language errors are told in, the request id that
 * audit events and log lines carry, and the process's dependencies. Only routers read Hono's context, once per
 * request through `contextOf`; everything below them (services, guards, notices) takes this, so a rule can be
 * called from a test or a job without HTTP.
 */
export interface RequestContext {
  actor: Actor;
  auth: AuthContext;
  language: Language;
  requestId: string;
  deps: Deps;
}

/** The request context of a route behind requireActor. */
export function contextOf(c: Context<AppEnv>): RequestContext {
  return {
    actor: c.get("actor"),
    auth: c.get("auth"),
    language: c.get("language"),
    requestId: c.get("requestId"),
    deps: c.get("deps"),
  };
}
