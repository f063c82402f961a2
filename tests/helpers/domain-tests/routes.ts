import { findTargetHandler } from "hono/utils/handler";
import * as z from "zod";
import {
  REQUEST_SCHEMA,
  ROUTE_DESCRIPTION,
  type RequestSchema,
  type RouteDescription,
} from "../../../functions/src/core/openapi.js";
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

/** A route with what its handlers carry: its describeRoute() and the schemas its validate() calls record. */
interface RouteParts {
  route: string;
  description?: RouteDescription;
  requests: RequestSchema[];
}

function routePartsOf(domain: string): RouteParts[] {
  const entry = DOMAINS.find((candidate) => candidate.name === domain);
  if (!entry) throw new Error(`No domain named ${domain} in functions/src/domains.ts`);
  const byRoute = new Map<string, RouteParts>();
  for (const { method, path, handler } of entry.router.routes) {
    if (method === "ALL") continue;
    const route = `${method} /api${path}`;
    const parts = byRoute.get(route) ?? { route, requests: [] };
    byRoute.set(route, parts);
    const marks = findTargetHandler(handler) as unknown as Record<symbol, unknown>;
    const description = marks[ROUTE_DESCRIPTION] as RouteDescription | undefined;
    if (description) parts.description = description;
    const request = marks[REQUEST_SCHEMA] as RequestSchema | undefined;
    if (request) parts.requests.push(request);
  }
  return [...byRoute.values()];
}

/** A domain's routes that validate a JSON body: each declares the fields its body may set (mass assignment). */
export const bodyRoutesOf = (domain: string): string[] =>
  routePartsOf(domain)
    .filter(({ requests }) => requests.some((request) => request.target === "json"))
    .map(({ route }) => route);

/** A list: an array, or a page (an object whose `items` is an array, as PageSchema and the calendar's range). */
function isList(schema: z.ZodType | null | undefined): boolean {
  if (schema instanceof z.ZodArray) return true;
  return schema instanceof z.ZodObject && schema.shape.items instanceof z.ZodArray;
}

/** A domain's list routes: GETs answering a list or a page. Each has a call budget (a list page's calls grow first). */
export const listRoutesOf = (domain: string): string[] =>
  routePartsOf(domain)
    .filter(({ route, description }) => route.startsWith("GET ") && isList(description?.responses[200]))
    .map(({ route }) => route);

export const domainNames = (): string[] => DOMAINS.map((entry) => entry.name);

export function splitRoute(route: string): { method: string; template: string } {
  const [method, template] = route.split(" ") as [string, string];
  return { method, template };
}
