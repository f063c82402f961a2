import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/helpers/test-app.js";
import type { AppEnv } from "../core/app.js";
import { WEB_SECURITY_HEADERS } from "#shared/security-headers";
import { createLocalServerApp } from "./server.js";

/** The local server with a built web app in front of it, as `npm start` serves it. */
const INDEX_HTML =
  '<!doctype html><title>Elevhälsa</title><script type="module" src="/assets/app-1.js"></script>';
const EXTERNAL_HTML =
  '<!doctype html><title>Elevhälsa</title><script type="module" src="/assets/external-1.js"></script>';
let t: TestApp;
let webDist: string;
let server: Hono<AppEnv>;

beforeAll(async () => {
  t = await createTestApp();
  webDist = mkdtempSync(join(tmpdir(), "web-dist-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), INDEX_HTML);
  writeFileSync(join(webDist, "external.html"), EXTERNAL_HTML);
  writeFileSync(join(webDist, "assets", "app-1.js"), "document.title = 'x';");
  server = createLocalServerApp(t.deps, webDist);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

type ErrorBody = { error: { code: string; message: string; requestId: string } };

describe("unknown API paths with the web app mounted", () => {
  const UNKNOWN = [
    "/api/no-such-route",
    "/api/",
    "/api/no/such/route",
    // Looks like a file of the site: still the API's, never served from web/dist or answered with index.html.
    "/api/index.html",
    "/api/health/extra",
  ];
  const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

  it("answer 404 ROUTE_NOT_FOUND in the one error body with the API headers, for every method", async () => {
    for (const path of UNKNOWN) {
      for (const method of METHODS) {
        const res = await server.request(path, {
          method,
          ...(method === "GET" || method === "OPTIONS"
            ? {}
            : { body: "{}", headers: { "content-type": "application/json" } }),
        });
        const what = `${method} ${path}`;
        expect(res.status, what).toBe(404);
        expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
        expect(res.headers.get("cache-control"), what).toBe("no-store");
        expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
        const body = (await res.json()) as ErrorBody;
        expect(body, what).toEqual({
          error: {
            code: "ROUTE_NOT_FOUND",
            // Swedish unless the caller asks for English.
            message: "Sidan hittades inte",
            requestId: res.headers.get("x-request-id"),
          },
        });
      }
    }
  });

  it("answer in English when the caller asks for it", async () => {
    const res = await server.request("/api/no-such-route", { headers: { "accept-language": "en" } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.message).toBe("This page could not be found");
  });

  it("answer a HEAD with 404 too", async () => {
    expect((await server.request("/api/no-such-route", { method: "HEAD" })).status).toBe(404);
  });

  it("leave the known routes alone", async () => {
    const res = await server.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("the web app's paths", () => {
  // `/api` itself and `/apix` are not under /api/: CloudFront serves them from the site (its /api/* behaviour does
  // not match them), so the single-page app answers them and shows its own 404 page.
  it.each(["/", "/login", "/tickets/abc", "/api", "/apix", "/api-docs"])(
    "%s gets index.html with the site's security headers",
    async (path) => {
      const res = await server.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toBe(INDEX_HTML);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      for (const [name, value] of Object.entries(WEB_SECURITY_HEADERS))
        expect(res.headers.get(name), name).toBe(value);
    },
  );

  it.each(["/external", "/whistle", "/report", "/report/", "/external/x"])(
    "%s, the external page's, gets its own slim entry (external.html), never the staff app's",
    async (path) => {
      const res = await server.request(`${path}?code=ABCD2345`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(EXTERNAL_HTML);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    },
  );

  it.each(["/reports", "/externals", "/whistles", "/documentation/violations"])(
    "%s, not the external page's, gets the staff app",
    async (path) => {
      expect(await (await server.request(path)).text()).toBe(INDEX_HTML);
    },
  );

  it.each(["/assets/app-2.js", "/favicon.ico", "/assets/app-1.js/x.map"])(
    "%s, a file the site does not have, is a 404 rather than index.html",
    async (path) => {
      const res = await server.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("<!doctype html>");
    },
  );

  it("serves the site's files as they are, hashed assets cached for a year", async () => {
    const res = await server.request("/assets/app-1.js");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("document.title = 'x';");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
