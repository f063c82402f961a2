import { DOMAINS } from "../../../functions/src/domains.js";

/** A route as the matrix names it: "<METHOD> /api<path>", the path with its parameters (`/api/team/:id`). */
export type RouteKey = `${"GET" | "POST" | "PUT" | "PATCH" | "DELETE"} /api/${string}`;

/** The routes a domain's routers declare (middleware entries, method ALL, are not routes). */
export function routesOf(domain: string): string[] {
  const entry = DOMAINS.find((candidate) => candidate.name === domain);
  if (!entry) throw new Error(`No domain named ${domain} in functions/src/domains.ts`);
  return [
    ...new Set(
      entry.router.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} /api${route.path}`),
    ),
  ];
}

export const domainNames = (): string[] => DOMAINS.map((entry) => entry.name);

export function splitRoute(route: string): { method: string; template: string } {
  const [method, template] = route.split(" ") as [string, string];
  return { method, template };
}
