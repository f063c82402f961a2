import { Hono, type Context, type HonoRequest } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { ErrorBody, Language } from "#shared/errors";
import type { Deps } from "../deps.js";
import type { AppEnv } from "./app-env.js";
import { withCursorScope } from "./cursor-seal.js";
import { AppError } from "./errors.js";
import { isAnonymousRequest } from "./anonymous.js";
import { idempotency } from "./idempotency.js";
import { languageOf } from "./language.js";
import { originGuard } from "./origin-guard.js";

export type { AppEnv, AuthContext } from "./app-env.js";

/** Every domain router is a plain Hono app with full paths (mounted under /api). */
export const createRouter = () => new Hono<AppEnv>();

export const API_BASE = "/api";
/** Largest JSON body the API accepts; larger answers 413. */
export const MAX_BODY_BYTES = 100 * 1024;

function errorBody(error: AppError, language: Language, requestIdValue: string): ErrorBody {
  const issues = error.issuesIn(language);
  return {
    error: {
      code: error.code,
      message: error.messageIn(language),
      ...error.reasonIn(language),
      ...(issues ? { issues } : {}),
      requestId: requestIdValue,
    },
  };
}

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * An anonymous sender's request (the external page, a whistle from a staff account) must not be datable: a log
 * line's place among the others, or CloudWatch's stamp on it, would tell when it was sent. So nothing below it
 * writes a line: its deps carry the counting-only logger, which keeps totals by level and message (the request's
 * status among them) and writes nothing.
 */
const depsFor = (c: Context, deps: Deps): Deps =>
  isAnonymousRequest(c) ? { ...deps, logger: deps.logger.countingOnly() } : deps;

/**
 * Does the request carry a body? A write without one (DELETE, or POST /classes/{id}/teacher for oneself) needs no
 * content type. Content-Length answers when present; otherwise the body is read once (within the size limit, and
 * Hono keeps it for the handler) so a browser's bodiless DELETE and a chunked upload are both told apart.
 */
async function hasBody(req: HonoRequest): Promise<boolean> {
  const length = req.header("content-length");
  if (length !== undefined) return length !== "0";
  if (req.raw.body === null) return false;
  return (await req.arrayBuffer()).byteLength > 0;
}

/**
 * Builds the API: the common middleware, the one error handler, and the given routers under /api. The local
 * server mounts every router; a Lambda entry mounts its own router alone.
 */
export function createApp(
  deps: Deps,
  routers: readonly Hono<AppEnv>[],
  options: { originSecret?: string | undefined } = {},
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    const requestDeps = depsFor(c, deps);
    c.set("deps", requestDeps);
    c.set("language", languageOf(c.req.header("accept-language")));
    // Page cursors are sealed and bound to this list (method and path): one list's cursor opens in no other.
    await withCursorScope(deps.cursors, `${c.req.method} ${c.req.path}`, next);
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("X-Request-Id", c.get("requestId"));
    if (requestDeps !== deps) {
      requestDeps.logger.info({}, `request ${c.res.status}`);
      return;
    }
    // The route pattern, never the concrete path: a path may carry a one-time token.
    deps.logger.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        route: c.req.routePath,
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      },
      "request",
    );
  });

  // In the cloud, before anything reads the body or the session: only what came through CloudFront.
  if (options.originSecret) app.use(originGuard(options.originSecret));

  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE");
      },
    }),
  );
  app.use(async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    if (!(await hasBody(c.req))) return next();
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") throw new AppError("UNSUPPORTED_MEDIA_TYPE");
    return next();
  });

  app.use(idempotency());

  for (const router of routers) app.route(API_BASE, router);

  app.notFound((c) => {
    const error = new AppError("ROUTE_NOT_FOUND");
    return c.json(errorBody(error, c.get("language") ?? "sv", c.get("requestId") ?? ""), 404);
  });

  app.onError((err, c) => {
    const language = c.get("language") ?? "sv";
    let error: AppError;
    if (err instanceof AppError) {
      error = err;
    } else if (err instanceof HTTPException && err.status === 400) {
      // Hono's JSON parser: a body that is not JSON.
      error = new AppError("INVALID_JSON");
    } else if (err instanceof HTTPException && err.status === 413) {
      error = new AppError("PAYLOAD_TOO_LARGE");
    } else {
      // An anonymous sender's request only counts it (depsFor).
      (c.get("deps") ?? deps).logger.error(
        {
          requestId: c.get("requestId"),
          route: c.req.routePath,
          err: { name: err.name, message: err.message },
        },
        "unhandled error",
      );
      error = new AppError("INTERNAL");
    }
    const body = errorBody(error, language, c.get("requestId") ?? "");
    return c.json(body, error.status as 400);
  });

  return app;
}
