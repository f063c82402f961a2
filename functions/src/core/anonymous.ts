import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";

/**
 * Routes whose sender must stay anonymous (the external page's, and a whistle sent from a staff account) say so
 * themselves with `anonymousSender()` among their handlers; core names no domain's paths. Such a request writes no
 * log line at all, its errors included: its outcome is only counted (app.ts, logger.ts `countingOnly`), and the
 * signed-in idempotency record, which keeps the answer in clear, is never used (idempotency.ts): the route brings
 * the external domain's sealed one instead.
 */
const marked = new WeakSet<object>();

/** A pass-through handler that marks the route (or, with `use`, every path below it) as an anonymous sender's. */
export function anonymousSender(): MiddlewareHandler {
  const mark: MiddlewareHandler = async (_c, next) => next();
  marked.add(mark);
  return mark;
}

/** Does the request match a route marked with `anonymousSender()`? (Matching happens before any middleware runs.) */
export const isAnonymousRequest = (c: Context): boolean =>
  matchedRoutes(c).some((route) => marked.has(route.handler));

/** Is this handler an `anonymousSender()` mark? (The stack reads the routers' marks to keep such paths unlogged.) */
export const isAnonymousSenderMark = (handler: unknown): boolean =>
  typeof handler === "function" && marked.has(handler);
