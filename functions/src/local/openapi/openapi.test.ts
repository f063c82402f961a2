import { compileErrors, validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { createApp } from "../../core/app.js";
import { createLogger } from "../../core/logger.js";
import type { Deps } from "../../deps.js";
import { DOMAINS } from "../../domains.js";
import { WEB_SECURITY_HEADERS } from "#shared/security-headers";
import { buildOpenApi } from "./document.js";
import { createOpenApiRouter } from "./openapi.router.js";

/** Every domain of functions/src/domains.ts is described: a new domain's undescribed route fails these tests. */
const described = DOMAINS;

describe("the OpenAPI document", () => {
  it("describes every route of the described domains: summary, success answer with its body, its inputs", async () => {
    const { routes } = await buildOpenApi(described);
    // Hono's own route list (method + path, middleware ALL entries aside), not a copy of it.
    const expected = new Set(
      described.flatMap((domain) =>
        domain.router.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`),
      ),
    );
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`))).toEqual(expected);
    const lacking = routes
      .filter((route) => route.problems.length > 0)
      .map((route) => `${route.domain}: ${route.method} ${route.path}: ${route.problems.join("; ")}`);
    expect(lacking).toEqual([]);
  });

  it("puts each described route in the document with its request and response schemas and its auth", async () => {
    const { document, routes } = await buildOpenApi(described);
    for (const route of routes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      const operation = document.paths[path]?.[route.method.toLowerCase() as "get"];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual([route.domain]);
      const successes = Object.keys(operation!.responses ?? {}).filter((status) => /^[23]/.test(status));
      expect(successes.length, `${route.method} ${path} success responses`).toBeGreaterThan(0);
      const errors = Object.entries(operation!.responses ?? {}).filter(([status]) => /^[45]/.test(status));
      for (const [, response] of errors)
        expect(response).toMatchObject({ $ref: expect.stringMatching(/^#\/components\/responses\//) });
      if (operation!.security?.length) expect(operation!.responses?.["401"]).toBeDefined();
    }
  });

  it("marks a body required unless the route also takes none (a teacher adding herself to a class)", async () => {
    const { document } = await buildOpenApi(described);
    const body = (path: string) =>
      (document.paths[path]?.post as { requestBody?: { required?: boolean } } | undefined)?.requestBody;
    expect(body("/classes")?.required).toBe(true);
    expect(body("/classes/{id}/teacher")).toMatchObject({ required: false });
  });

  it("marks as signed-in exactly the routes that answer 401 without a session", async () => {
    const { document } = await buildOpenApi(described);
    // The real logger, silent: an anonymous sender's request asks it for its counting-only form (core/app.ts).
    const logger = createLogger("silent");
    const app = createApp(
      { logger } as unknown as Deps,
      described.map((domain) => domain.router),
    );
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (typeof operation !== "object" || !("responses" in operation)) continue;
        const url = `/api${path.replace(/\{[^}]+\}/g, "0b0b0b0b-0b0b-4b0b-8b0b-0b0b0b0b0b0b")}`;
        const response = await app.request(url, { method: method.toUpperCase() });
        const signedIn = (operation.security?.length ?? 0) > 0;
        // A public route is never refused for the missing session (it may still refuse the empty input).
        if (signedIn) expect(response.status, `${method.toUpperCase()} ${path} without a session`).toBe(401);
        else expect(response.status, `${method.toUpperCase()} ${path} is public`).not.toBe(401);
      }
    }
  });

  it("is a valid OpenAPI 3.1 document for every mounted router", async () => {
    const { document } = await buildOpenApi(DOMAINS);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.servers).toEqual([{ url: "/api" }]);
    expect(document.tags?.map((tag) => tag.name)).toEqual(DOMAINS.map((d) => d.name));
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("is served at /api/openapi.json, with the reference at /api/docs under the site's security headers", async () => {
    const logger = createLogger("silent");
    const app = createApp({ logger } as unknown as Deps, [createOpenApiRouter(DOMAINS)]);
    const json = await app.request("/api/openapi.json");
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual((await buildOpenApi(DOMAINS)).document);
    const page = await app.request("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(WEB_SECURITY_HEADERS["Content-Security-Policy"]);
    const html = await page.text();
    // Only scripts of its own origin (script-src 'self'), and each of them answers.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      const src = /src="([^"]+)"/.exec(attributes)?.[1];
      expect(src, "no inline script").toBeDefined();
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const asset = await app.request(`/api/${src}`);
      expect(asset.status, src).toBe(200);
      expect(asset.headers.get("content-type")).toMatch(/javascript/);
    }
  });
});
