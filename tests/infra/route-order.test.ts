import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { DOMAINS } from "../../functions/src/domains.js";

/**
 * Hono answers a request with the first registered route whose path matches, so a route with a literal segment
 * (`/action-program/links`) registered after one with a parameter in the same place (`/action-program/:schoolId`)
 * is never reached: the earlier route answers for it. API Gateway prefers the literal route, so the cloud sends
 * the request to the right Lambda and the Lambda's router still answers with the wrong route. These tests refuse
 * such an order in every domain, whatever the domains' files look like.
 */

interface Endpoint {
  method: string;
  path: string;
}

const isParam = (segment: string) => segment.startsWith(":");

/** Can one request match both paths? (Same length; each segment equal or a parameter on either side.) */
function overlap(a: string[], b: string[]): boolean {
  return (
    a.length === b.length && a.every((segment, i) => segment === b[i] || isParam(segment) || isParam(b[i]!))
  );
}

/** Does `earlier` match every path `later` matches, so `later` is never reached? */
function covers(earlier: string[], later: string[]): boolean {
  return overlap(earlier, later) && earlier.every((segment, i) => isParam(segment) || segment === later[i]);
}

/** Each route another route registered before it hides, with the route that hides it. */
export function shadowedRoutes(endpoints: readonly Endpoint[]): string[] {
  const found: string[] = [];
  endpoints.forEach((later, j) => {
    const laterSegments = later.path.split("/");
    for (const earlier of endpoints.slice(0, j)) {
      if (earlier.method !== later.method || earlier.path === later.path) continue;
      if (covers(earlier.path.split("/"), laterSegments))
        found.push(`${later.method} ${later.path} is hidden by ${earlier.method} ${earlier.path}`);
    }
  });
  return found;
}

const endpointsOf = (router: Hono<never>) =>
  router.routes.filter((route) => route.method !== "ALL").map(({ method, path }) => ({ method, path }));

describe("shadowedRoutes", () => {
  const handler = () => new Response("ok");

  it("finds a literal route registered after a parameter route that matches it", () => {
    const router = new Hono().get("/things/:schoolId", handler).get("/things/links", handler);
    expect(shadowedRoutes(endpointsOf(router as never))).toEqual([
      "GET /things/links is hidden by GET /things/:schoolId",
    ]);
  });

  it("accepts the literal route first, other methods and paths of other lengths", () => {
    const router = new Hono()
      .get("/things/links", handler)
      .get("/things/:schoolId", handler)
      .post("/things/:id", handler)
      .get("/things/:schoolId/:id", handler)
      .get("/things/links/:id", handler);
    expect(shadowedRoutes(endpointsOf(router as never))).toEqual([
      "GET /things/links/:id is hidden by GET /things/:schoolId/:id",
    ]);
  });

  it("accepts two routes that only overlap partly (each has a literal where the other has a parameter)", () => {
    const router = new Hono().get("/things/:schoolId/open", handler).get("/things/links/:id", handler);
    expect(shadowedRoutes(endpointsOf(router as never))).toEqual([]);
  });
});

describe("the product's routers", () => {
  it.each(DOMAINS.map((domain) => [domain.name, domain] as const))(
    "%s: no route is hidden by one registered before it",
    (_name, domain) => {
      expect(shadowedRoutes(endpointsOf(domain.router as never))).toEqual([]);
    },
  );
});
