import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors.js";

/**
 * The header CloudFront adds to every request it sends to the API (infra/lib/web-site.ts), with a secret value
 * kept in Secrets Manager. CloudFront replaces a viewer's own header of that name, so only requests that came
 * through the site (WAF, rate rules, the viewer's address in X-Forwarded-For) carry the right value.
 */
export const ORIGIN_VERIFY_HEADER = "x-origin-verify";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Refuses (403) a request that did not come through CloudFront: someone calling the execute-api address directly
 * could otherwise skip the WAF and write their own X-Forwarded-For, which the per-client rate limits trust. The
 * values are compared as hashes in constant time. Cloud only; the local server has no CloudFront in front.
 */
export function originGuard(secret: string): MiddlewareHandler {
  const expected = digest(secret);
  return async (c, next) => {
    const given = c.req.header(ORIGIN_VERIFY_HEADER);
    if (given === undefined || !timingSafeEqual(digest(given), expected)) throw new AppError("FORBIDDEN");
    await next();
  };
}
