import type { Hono } from "hono";

/** What the stack needs of a domain: its name (function and folder) and its router. */
export interface DomainDefinition {
  name: string;
  router: Pick<Hono, "routes">;
}

export interface ApiRoute {
  domain: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
  /** API Gateway route path, e.g. /api/classes/{id}/teacher */
  path: string;
  /** The router's own path it came from, e.g. /classes/:id/teacher */
  routerPath: string;
}

const METHODS = new Set<ApiRoute["method"]>(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);

/**
 * Turns one Hono path into API Gateway HTTP API paths: `:id` and `:id{[0-9]+}` become `{id}`, an optional last
 * parameter `:id?` gives two routes (with and without it), and a trailing `*` becomes a greedy `{proxy+}`.
 * Anything API Gateway cannot express fails the synth instead of silently dropping a route.
 */
export function toApiGatewayPaths(base: string, honoPath: string): string[] {
  const segments = honoPath.split("/").filter((segment) => segment !== "");
  let variants: string[][] = [[]];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "*") {
      if (!last) throw new Error(`Route ${honoPath}: a wildcard is only supported at the end`);
      variants = variants.map((v) => [...v, "{proxy+}"]);
      return;
    }
    const param = /^:([A-Za-z_][A-Za-z0-9_]*)(\{.*\})?(\?)?$/.exec(segment);
    if (param) {
      const [, name, , optional] = param;
      if (optional && !last) throw new Error(`Route ${honoPath}: only the last parameter may be optional`);
      variants = optional
        ? [...variants, ...variants.map((v) => [...v, `{${name}}`])]
        : variants.map((v) => [...v, `{${name}}`]);
      return;
    }
    if (/[:*{}?]/.test(segment))
      throw new Error(`Route ${honoPath}: segment "${segment}" has no API Gateway form`);
    variants = variants.map((v) => [...v, segment]);
  });
  return variants.map((v) => `${base}/${v.join("/")}`.replace(/\/$/, "") || "/");
}

/**
 * Every route the routers declare, in API Gateway form, each with the domain that serves it. Hono lists a route
 * once per handler (route-level middleware such as requireActor adds an entry), so duplicates within a domain are
 * merged; `ALL` entries are middleware and skipped. Two domains claiming the same route fail the synth.
 */
export function deriveApiRoutes(domains: readonly DomainDefinition[], base = "/api"): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const domain of domains) {
    for (const route of domain.router.routes) {
      const method = route.method.toUpperCase();
      if (method === "ALL") continue;
      if (!METHODS.has(method as ApiRoute["method"]))
        throw new Error(`Domain ${domain.name}: method ${route.method} on ${route.path} is not supported`);
      for (const path of toApiGatewayPaths(base, route.path)) {
        // API Gateway treats /a/{id} and /a/{key} as the same route, so they are compared by shape.
        const key = `${method} ${path.replace(/\{[^}+]+\}/g, "{}")}`;
        const existing = byKey.get(key);
        if (existing && (existing.domain !== domain.name || existing.path !== path))
          throw new Error(
            `Route ${method} ${path} (${domain.name}) collides with ${existing.method} ${existing.path} (${existing.domain})`,
          );
        byKey.set(key, {
          domain: domain.name,
          method: method as ApiRoute["method"],
          path,
          routerPath: route.path,
        });
      }
    }
  }
  return [...byKey.values()];
}
