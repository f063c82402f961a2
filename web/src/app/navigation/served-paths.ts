import { createContext } from "react";
import type { RouteObject } from "react-router";

/**
 * The paths the app's router serves (`servedPaths` of its route table), given at the root (main.tsx) so the menus
 * can leave out a link to a path nobody serves without importing the router that renders them. Nothing given: no
 * path is served and the menus link nowhere.
 */
export const ServedPathsContext = createContext<ReadonlySet<string>>(new Set());

/**
 * The paths a route table serves without a parameter: what a menu may link to. A route with a required parameter
 * is left out (a menu cannot link to it), an optional one counts from its parent path, and the catch-all (the 404
 * page) serves nothing.
 */
export function servedPaths(routes: readonly RouteObject[], parent = ""): Set<string> {
  const served = new Set<string>();
  for (const route of routes) {
    if (route.path === "*") continue;
    const segments = (route.path ?? "").split("/").filter(Boolean);
    if (segments.some((segment) => segment.startsWith(":") && !segment.endsWith("?"))) continue;
    const own = segments.filter((segment) => !segment.startsWith(":")).join("/");
    const path = own ? `${parent}/${own}` : parent;
    if (route.index || (route.path !== undefined && !route.children)) served.add(path || "/");
    if (route.children) for (const child of servedPaths(route.children, path)) served.add(child);
  }
  return served;
}
