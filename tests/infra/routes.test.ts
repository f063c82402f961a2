import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp, type AppEnv } from "../../functions/src/core/app.js";
import { createLogger } from "../../functions/src/core/logger.js";
import type { Deps } from "../../functions/src/deps.js";
import { DOMAINS } from "../../functions/src/domains.js";
import { apiPrefixesOf, routerEndpoints } from "../../infra/lib/routes.js";
import { samplePaths, selectRoutes, type TemplateRoute } from "./api-gateway-routing.js";

const handler = () => new Response("ok");

describe("apiPrefixesOf", () => {
  it("gives each first path segment a domain serves, bare and/or with paths below it; middleware is skipped", () => {
    const router = new Hono()
      .use("/things/*", async (_c, next) => next())
      .get("/things/:id", async (_c, next) => next(), handler)
      .post("/things", handler)
      .get("/lists/school/:schoolId", handler)
      .get("/alerts/:category?", handler)
      .post("/ping", handler);
    expect(router.routes.some((r) => r.method === "ALL")).toBe(true);
    expect(apiPrefixesOf([{ name: "things", router }])).toEqual([
      { domain: "things", segment: "things", path: "/api/things", bare: true, nested: true },
      { domain: "things", segment: "lists", path: "/api/lists", bare: false, nested: true },
      { domain: "things", segment: "alerts", path: "/api/alerts", bare: true, nested: true },
      { domain: "things", segment: "ping", path: "/api/ping", bare: true, nested: false },
    ]);
  });

  it("counts a segment's route-level middleware, which answers its paths locally (401), but not middleware on *", () => {
    const router = new Hono()
      .use("*", async (_c, next) => next())
      .use("/audit/*", async (_c, next) => next())
      .get("/audit/school/:schoolId", handler)
      .use("/decision/*", async (_c, next) => next())
      .post("/decision", handler);
    expect(apiPrefixesOf([{ name: "audit", router }])).toEqual([
      { domain: "audit", segment: "audit", path: "/api/audit", bare: true, nested: true },
      { domain: "audit", segment: "decision", path: "/api/decision", bare: true, nested: true },
    ]);
  });

  it("fails when two domains claim the same segment, however different their paths", () => {
    const a = new Hono().get("/x/:id", handler);
    const b = new Hono().post("/x/other/thing", handler);
    expect(() =>
      apiPrefixesOf([
        { name: "a", router: a },
        { name: "b", router: b },
      ]),
    ).toThrow(/\/api\/x is served by two domains, a and b/);
    // Middleware on another domain's segment would answer that domain's paths locally: also a collision.
    const guard = new Hono().use("/x/*", async (_c, next) => next()).get("/y", handler);
    expect(() =>
      apiPrefixesOf([
        { name: "a", router: a },
        { name: "guard", router: guard },
      ]),
    ).toThrow(/served by two domains, a and guard/);
  });

  it("fails on a route without a fixed first segment, which would claim every path", () => {
    for (const path of ["/", "/:id", "/*"])
      expect(() => apiPrefixesOf([{ name: "a", router: new Hono().get(path, handler) }]), path).toThrow(
        /does not start with a fixed path segment/,
      );
  });

  it("gives every product domain its own segments (tickets serves several), none shared", () => {
    const prefixes = apiPrefixesOf(DOMAINS);
    for (const domain of DOMAINS)
      expect(
        prefixes.some((p) => p.domain === domain.name),
        `${domain.name} serves a segment`,
      ).toBe(true);
    expect(
      prefixes
        .filter((p) => p.domain === "tickets")
        .map((p) => p.segment)
        .sort(),
    ).toEqual(["decision", "feedback", "messages", "reaction", "step", "tickets"]);
    expect(new Set(prefixes.map((p) => p.segment)).size).toBe(prefixes.length);
    // Every endpoint lives under a segment of its own domain.
    for (const endpoint of routerEndpoints(DOMAINS)) {
      const segment = endpoint.path.split("/")[1];
      expect(prefixes.find((p) => p.segment === segment)?.domain, `${endpoint.method} ${endpoint.path}`).toBe(
        endpoint.domain,
      );
    }
  });
});

describe("routerEndpoints", () => {
  it("lists each method and path once per domain, without middleware", () => {
    const router = new Hono()
      .use("*", async (_c, next) => next())
      .get("/things/:id", async (_c, next) => next(), handler)
      .post("/things", handler);
    expect(routerEndpoints([{ name: "things", router }])).toEqual([
      { domain: "things", method: "GET", path: "/things/:id" },
      { domain: "things", method: "POST", path: "/things" },
    ]);
  });
});

describe("the API Gateway route choice used by the template tests", () => {
  const route = (routeKey: string): TemplateRoute => {
    const [method, path] = routeKey.split(" ") as [string, string];
    return { routeKey, method, path, target: routeKey };
  };
  const routes = [
    "ANY /api/a",
    "ANY /api/a/{proxy+}",
    "ANY /api/{proxy+}",
    "GET /api/b/{id}",
    "GET /api/b/c",
  ].map(route);
  const pick = (method: string, path: string) => selectRoutes(routes, method, path).map((r) => r.routeKey);

  it("prefers a full match, then path variables, then the greedy match with the longest literal prefix", () => {
    expect(pick("GET", "/api/a")).toEqual(["ANY /api/a"]);
    expect(pick("DELETE", "/api/a/1/2")).toEqual(["ANY /api/a/{proxy+}"]);
    expect(pick("GET", "/api/b/c")).toEqual(["GET /api/b/c"]);
    expect(pick("GET", "/api/b/x")).toEqual(["GET /api/b/{id}"]);
    expect(pick("POST", "/api/b/x")).toEqual(["ANY /api/{proxy+}"]);
    expect(pick("GET", "/api/ab")).toEqual(["ANY /api/{proxy+}"]);
    expect(pick("GET", "/api")).toEqual([]);
  });

  it("makes concrete paths of router paths", () => {
    expect(samplePaths("/classes/:id/teacher")).toEqual(["/classes/x1/teacher"]);
    expect(samplePaths("/files/:id{[0-9a-z]+}")).toEqual(["/files/x1"]);
    expect(samplePaths("/notifications/:category?")).toEqual(["/notifications", "/notifications/x1"]);
    expect(samplePaths("/downloads/*")).toEqual(["/downloads/any/thing"]);
  });
});

describe("what a domain function answers for paths its router does not serve", () => {
  // Enough for the common middleware and the 404/401 paths: nothing here reaches the database.
  const deps = { logger: createLogger("silent") } as unknown as Deps;
  const embedded = createApp(
    deps,
    DOMAINS.map((d) => d.router),
  );
  const cloudApp = (domain: string) => createApp(deps, [DOMAINS.find((d) => d.name === domain)!.router]);
  const answer = async (app: Hono<AppEnv>, method: string, path: string) => {
    const response = await app.request(path, { method });
    const body = (await response.json()) as { error?: { code: string; message: string; requestId: string } };
    return { status: response.status, code: body.error?.code, hasMessage: Boolean(body.error?.message) };
  };

  it("answers every unknown path under a segment exactly as the embedded server does", async () => {
    for (const prefix of apiPrefixesOf(DOMAINS)) {
      for (const [method, path] of [
        ["PUT", prefix.path],
        ["GET", `${prefix.path}/no-such-route/1/2/3`],
        ["PUT", `${prefix.path}/x1`],
      ] as const) {
        // Where API Gateway sends it (infra/lib/domain-api.ts): the domain's function for the shapes its router
        // answers, otherwise the catch-all's health function.
        const routed = path === prefix.path ? prefix.bare : prefix.nested;
        const domain = routed ? prefix.domain : "health";
        const cloud = await answer(cloudApp(domain), method, path);
        expect(cloud, `${method} ${path} (${domain})`).toEqual(await answer(embedded, method, path));
        expect([401, 404], `${method} ${path}`).toContain(cloud.status);
        expect(cloud.hasMessage).toBe(true);
      }
    }
  });

  it("answers a path outside every segment with the product's 404 body from the fallback (health) function", async () => {
    for (const path of ["/api/no-such-segment", "/api/no-such-segment/x/y", "/api/Tickets"]) {
      const cloud = await answer(cloudApp("health"), "GET", path);
      expect(cloud).toEqual({ status: 404, code: "ROUTE_NOT_FOUND", hasMessage: true });
      expect(await answer(embedded, "GET", path)).toEqual(cloud);
    }
  });
});
