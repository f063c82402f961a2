import type { Hono } from "hono";
import { isAnonymousSenderMark } from "../../functions/src/core/anonymous.js";
import type { DomainManifest } from "../../functions/src/core/domain.js";

/**
 * What the stack needs of a domain: its manifest's name (function and folder), router, capabilities and sizing
 * (functions/src/core/domain.ts); test fixtures may leave out everything but name and router.
 */
export interface DomainDefinition extends Partial<
  Pick<DomainManifest, "capabilities" | "noTable" | "memoryMb" | "timeoutSeconds">
> {
  name: string;
  router: Pick<Hono, "routes">;
  /** The file exporting the domain's Lambda `handler`; defaults to functions/src/<name>/lambda.ts. */
  entry?: string;
}

/** One HTTP method and path a domain's router serves, as the router declares it (e.g. GET /classes/:id). */
export interface RouterEndpoint {
  domain: string;
  method: string;
  /** The router's own path, e.g. /classes/:id/teacher */
  path: string;
}

/**
 * A first path segment a domain serves, and the API Gateway routes that send it to that domain's function:
 * `ANY <base>/<segment>` when the router serves the bare path, `ANY <base>/<segment>/{proxy+}` when it serves
 * anything below it. The router itself answers what it does not serve (the product's 404), exactly as the
 * embedded server does.
 */
export interface ApiPrefix {
  domain: string;
  /** The first path segment, e.g. tickets */
  segment: string;
  /** The API path of the segment, e.g. /api/tickets */
  path: string;
  /** The router serves the bare path (/tickets). */
  bare: boolean;
  /** The router serves paths below it (/tickets/{id} ...). */
  nested: boolean;
}

/** Characters API Gateway accepts in a literal path segment. */
const LITERAL_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Every method and path each router serves. Hono lists a route once per handler (route-level middleware such as
 * requireActor adds an entry), so duplicates are merged; `ALL` entries are middleware and skipped.
 */
export function routerEndpoints(domains: readonly DomainDefinition[]): RouterEndpoint[] {
  const seen = new Set<string>();
  const endpoints: RouterEndpoint[] = [];
  for (const domain of domains) {
    for (const route of domain.router.routes) {
      const method = route.method.toUpperCase();
      if (method === "ALL") continue;
      const key = `${domain.name} ${method} ${route.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      endpoints.push({ domain: domain.name, method, path: route.path });
    }
  }
  return endpoints;
}

/**
 * Route-level middleware of a router (`ALL` entries with a fixed first segment, such as the sign-in check on
 * /tickets/*): locally it answers (401) every path it matches, so the cloud must send those paths to the same
 * router. Middleware on every path (`*`) claims no segment.
 */
function segmentMiddleware(domains: readonly DomainDefinition[]): RouterEndpoint[] {
  return domains.flatMap((domain) =>
    domain.router.routes
      .filter((route) => route.method.toUpperCase() === "ALL")
      .filter((route) => LITERAL_SEGMENT.test(route.path.split("/").filter(Boolean)[0] ?? ""))
      .map((route) => ({ domain: domain.name, method: "ALL", path: route.path })),
  );
}

/**
 * The first path segments each domain serves, derived from the routers' own route lists (never copied), so a new
 * endpoint under a segment its domain already serves changes nothing in the stack. A segment's shapes (bare, paths
 * below it) are those its routes or its route-level middleware answer, so the cloud answers every path as the
 * local server does. Fails the synth, with the names, when two domains claim the same segment (API Gateway could
 * send a path to only one of them) or when a route has no literal first segment (it would claim every path).
 */
export function apiPrefixesOf(domains: readonly DomainDefinition[], base = "/api"): ApiPrefix[] {
  const bySegment = new Map<string, ApiPrefix>();
  for (const endpoint of [...routerEndpoints(domains), ...segmentMiddleware(domains)]) {
    const segments = endpoint.path.split("/").filter((segment) => segment !== "");
    const [first, ...rest] = segments;
    if (first === undefined || !LITERAL_SEGMENT.test(first))
      throw new Error(
        `Domain ${endpoint.domain}: ${endpoint.method} ${endpoint.path} does not start with a fixed path segment; ` +
          "every route of a domain must live under a segment of its own (e.g. /tickets/...)",
      );
    // An optional or wildcard second segment also serves the bare path (/notifications/:category?, /files/*).
    const servesBare = rest.length === 0 || (rest.length === 1 && /^\*$|\?$/.test(rest[0]!));
    const servesNested = rest.length > 0;
    const existing = bySegment.get(first);
    if (existing && existing.domain !== endpoint.domain)
      throw new Error(
        `${base}/${first} is served by two domains, ${existing.domain} and ${endpoint.domain}: API Gateway sends ` +
          "a path segment to one function only, so give one of them a segment of its own",
      );
    const prefix = existing ?? {
      domain: endpoint.domain,
      segment: first,
      path: `${base}/${first}`,
      bare: false,
      nested: false,
    };
    prefix.bare ||= servesBare;
    prefix.nested ||= servesNested;
    bySegment.set(first, prefix);
  }
  return [...bySegment.values()];
}

/** The paths of a domain whose sender must stay anonymous, as CloudFront path patterns (e.g. /api/external/*). */
export interface AnonymousPaths {
  domain: string;
  patterns: string[];
}

/**
 * The paths the routers mark with `anonymousSender()` (functions/src/core/anonymous.ts: the external page, a staff
 * whistle), read from the routers themselves, never copied: the stack sends them through an API stage that keeps
 * no access log. A mark on `/external/*` covers `/external` too; a parameter becomes a wildcard.
 */
export function anonymousPathsOf(domains: readonly DomainDefinition[], base = "/api"): AnonymousPaths[] {
  const found: AnonymousPaths[] = [];
  for (const domain of domains) {
    const patterns = new Set<string>();
    for (const route of domain.router.routes as { path: string; handler: unknown }[]) {
      if (!isAnonymousSenderMark(route.handler)) continue;
      const pattern = `${base}${route.path.replace(/:[^/]+/g, "*")}`;
      if (pattern.endsWith("/*")) patterns.add(pattern.slice(0, -2));
      patterns.add(pattern);
    }
    if (patterns.size > 0) found.push({ domain: domain.name, patterns: [...patterns] });
  }
  return found;
}
