import { Hono } from "hono";
import { lambdaEntryOf } from "../../infra/lib/bundling.js";
import type { DomainDefinition } from "../../infra/lib/routes.js";

/** Every generated domain's function is built from this entry (bundling is skipped where the fixture is used). */
const ANY_REAL_ENTRY = lambdaEntryOf("health");

/**
 * A test-only stand-in for the product as the spec will have it: `count` domains of `routesPerDomain` endpoints
 * each, shaped like the spec's calls (a school list, CRUD by id, a sub-resource), behind route-level middleware as
 * the real routers have it. Every third domain also serves a second segment (as tickets serves /step, /feedback
 * ...), so the stack sees about 1.3 segments per domain, as the spec's section 7 does.
 */
export function generatedDomains(count: number, routesPerDomain = 8): DomainDefinition[] {
  const handler = () => new Response("ok");
  return Array.from({ length: count }, (_, index) => {
    const name = `generated${String(index + 1).padStart(2, "0")}`;
    const segment = `${name}-items`;
    const second = index % 3 === 2 ? `${name}-events` : undefined;
    const shapes: [string, string][] = [
      ["get", `/${segment}/school/:schoolId`],
      ["post", `/${segment}`],
      ["get", `/${segment}/:id`],
      ["patch", `/${segment}/:id`],
      ["delete", `/${segment}/:id`],
      ["post", second ? `/${second}` : `/${segment}/:id/feedback`],
      ["patch", second ? `/${second}/:id` : `/${segment}/categories`],
      ["post", `/${segment}/links`],
    ];
    const router = new Hono().use(`/${segment}/*`, async (_c, next) => next());
    for (let i = 0; i < routesPerDomain; i++) {
      const [method, path] = shapes[i % shapes.length]!;
      // Beyond the eight shapes, further endpoints go one level deeper so every path stays distinct.
      const extra = Math.floor(i / shapes.length);
      router.on(method.toUpperCase(), extra === 0 ? path : `${path}/more${extra}`, handler);
    }
    return { name, router, entry: ANY_REAL_ENTRY };
  });
}
