import type { Template } from "aws-cdk-lib/assertions";

/** One route of the synthesized HTTP API and the function its integration invokes (a template fragment). */
export interface TemplateRoute {
  routeKey: string;
  method: string;
  path: string;
  /** The integration's IntegrationUri as JSON: it names the function's logical id. */
  target: string;
}

type Resource = { Type: string; Properties: Record<string, unknown> };

/**
 * Every AWS::ApiGatewayV2::Route of a template's main API (the one whose stage keeps an access log; the anonymous
 * senders' API is tested on its own) with its integration's target.
 */
export function templateRoutes(template: Template): TemplateRoute[] {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const loggedApis = new Set(
    Object.values(resources)
      .filter((r) => r.Type === "AWS::ApiGatewayV2::Stage" && r.Properties.AccessLogSettings)
      .map((r) => JSON.stringify(r.Properties.ApiId)),
  );
  return Object.values(resources)
    .filter(
      (r) => r.Type === "AWS::ApiGatewayV2::Route" && loggedApis.has(JSON.stringify(r.Properties.ApiId)),
    )
    .map((route) => {
      const routeKey = route.Properties.RouteKey as string;
      const integrationId = /"Ref":"([^"]+)"/.exec(JSON.stringify(route.Properties.Target))![1]!;
      const [method, path] = routeKey.split(" ") as [string, string];
      return {
        routeKey,
        method,
        path,
        target: JSON.stringify(resources[integrationId]!.Properties.IntegrationUri),
      };
    });
}

/** How specific a route's match of a path is, or undefined when it does not match. Higher wins. */
function specificity(routePath: string, requestPath: string): number[] | undefined {
  const route = routePath.split("/").filter(Boolean);
  const request = requestPath.split("/").filter(Boolean);
  let literals = 0;
  let variables = 0;
  for (const [index, segment] of route.entries()) {
    if (/^\{[^}]+\+\}$/.test(segment)) {
      if (index !== route.length - 1 || request.length <= index) return undefined;
      // A greedy variable ranks below any match without one; among greedy matches the longer literal prefix wins.
      return [0, literals, -variables];
    }
    const part = request[index];
    if (part === undefined) return undefined;
    if (/^\{[^}]+\}$/.test(segment)) variables++;
    else if (segment === part) literals++;
    else return undefined;
  }
  if (request.length !== route.length) return undefined;
  return [variables === 0 ? 2 : 1, literals, -variables];
}

const compare = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/**
 * The routes API Gateway (HTTP API) would pick for a request, by its documented order: a full match before a
 * match with path variables before a greedy {proxy+} match, the longer literal prefix first, and a route for the
 * method before ANY. More than one result means the choice is ambiguous; none means no route takes the request.
 */
export function selectRoutes(
  routes: readonly TemplateRoute[],
  method: string,
  path: string,
): TemplateRoute[] {
  let best: { rank: number[]; routes: TemplateRoute[] } | undefined;
  for (const route of routes) {
    if (route.method !== method && route.method !== "ANY") continue;
    const match = specificity(route.path, path);
    if (!match) continue;
    const rank = [...match, route.method === method ? 1 : 0];
    const order = best ? compare(rank, best.rank) : 1;
    if (order > 0) best = { rank, routes: [route] };
    else if (order === 0) best!.routes.push(route);
  }
  return best?.routes ?? [];
}

/**
 * Concrete request paths for a router path: `:id` (with or without a pattern) becomes a sample value, an optional
 * last parameter gives the path with and without it, and a trailing `*` becomes two segments.
 */
export function samplePaths(routerPath: string): string[] {
  let variants: string[][] = [[]];
  for (const segment of routerPath.split("/").filter(Boolean)) {
    if (segment === "*") variants = variants.map((v) => [...v, "any", "thing"]);
    else if (segment.startsWith(":") && segment.endsWith("?"))
      variants = [...variants, ...variants.map((v) => [...v, "x1"])];
    else if (segment.startsWith(":")) variants = variants.map((v) => [...v, "x1"]);
    else variants = variants.map((v) => [...v, segment]);
  }
  return variants.map((v) => `/${v.join("/")}`);
}
