import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { DOMAINS } from "../../functions/src/domains.js";
import { deriveApiRoutes, toApiGatewayPaths } from "../../infra/lib/routes.js";

describe("toApiGatewayPaths", () => {
  it("turns Hono parameters into API Gateway parameters under the base", () => {
    expect(toApiGatewayPaths("/api", "/classes/:id/teacher")).toEqual(["/api/classes/{id}/teacher"]);
    expect(toApiGatewayPaths("/api", "/health")).toEqual(["/api/health"]);
  });

  it("drops a parameter's pattern, which API Gateway cannot check", () => {
    expect(toApiGatewayPaths("/api", "/files/:id{[0-9a-z]+}")).toEqual(["/api/files/{id}"]);
  });

  it("gives an optional last parameter two routes", () => {
    expect(toApiGatewayPaths("/api", "/notifications/:category?")).toEqual([
      "/api/notifications",
      "/api/notifications/{category}",
    ]);
  });

  it("turns a trailing wildcard into a greedy parameter", () => {
    expect(toApiGatewayPaths("/api", "/downloads/*")).toEqual(["/api/downloads/{proxy+}"]);
  });

  it("refuses what API Gateway cannot express instead of dropping the route", () => {
    expect(() => toApiGatewayPaths("/api", "/a/*/b")).toThrow(/wildcard/);
    expect(() => toApiGatewayPaths("/api", "/a/:x?/b")).toThrow(/optional/);
    expect(() => toApiGatewayPaths("/api", "/a/file-:name")).toThrow(/no API Gateway form/);
  });
});

describe("deriveApiRoutes", () => {
  const handler = () => new Response("ok");

  it("skips middleware (ALL) and merges a route Hono lists once per handler", () => {
    const router = new Hono()
      .use("*", async (_c, next) => next())
      .get("/things/:id", async (_c, next) => next(), handler)
      .post("/things", handler);
    expect(router.routes.some((r) => r.method === "ALL")).toBe(true);
    const routes = deriveApiRoutes([{ name: "things", router }]);
    expect(routes.map((r) => `${r.method} ${r.path} ${r.domain}`).sort()).toEqual([
      "GET /api/things/{id} things",
      "POST /api/things things",
    ]);
  });

  it("fails when two domains claim the same route, or the same shape with other parameter names", () => {
    const a = new Hono().get("/x/:id", handler);
    const b = new Hono().get("/x/:id", handler);
    const c = new Hono().get("/x/:key", handler);
    expect(() =>
      deriveApiRoutes([
        { name: "a", router: a },
        { name: "b", router: b },
      ]),
    ).toThrow(/collides/);
    expect(() =>
      deriveApiRoutes([
        { name: "a", router: a },
        { name: "c", router: c },
      ]),
    ).toThrow(/collides/);
  });

  it("covers every route every domain router declares, each served by its own domain", () => {
    const routes = deriveApiRoutes(DOMAINS);
    const keys = new Set(routes.map((r) => `${r.domain} ${r.method} ${r.routerPath}`));
    for (const domain of DOMAINS) {
      const declared = domain.router.routes.filter((r) => r.method !== "ALL");
      expect(declared.length, `${domain.name} declares routes`).toBeGreaterThan(0);
      for (const route of declared) expect(keys).toContain(`${domain.name} ${route.method} ${route.path}`);
    }
    expect(routes).toContainEqual({
      domain: "health",
      method: "GET",
      path: "/api/health",
      routerPath: "/health",
    });
    expect(routes).toContainEqual(
      expect.objectContaining({ domain: "auth", method: "POST", path: "/api/auth/login" }),
    );
  });
});
