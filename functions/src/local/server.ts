import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { API_BASE, createApp, type AppEnv } from "../core/app.js";
import { WEB_SECURITY_HEADERS } from "#shared/security-headers";
import type { Deps } from "../deps.js";
import { DOMAINS } from "../domains.js";
import { createOpenApiRouter } from "./openapi/openapi.router.js";
import { isExternalPagePath } from "#shared/external-pages";

/**
 * Whether a path belongs to the API. CloudFront sends exactly the paths matching `/api/*` to API Gateway, whose
 * catch-all answers an unknown one with the product's 404 body; `/api` itself, `/apix` and the rest are the site's.
 */
function isApiPath(path: string): boolean {
  return path.startsWith(`${API_BASE}/`);
}

/**
 * The embedded server: every domain router under /api with the API reference, and the built web app (web/dist) with an SPA fallback to
 * index.html, compressed like CloudFront does, from one origin. The two are kept apart as CloudFront keeps them:
 * an unknown API path gets the API's own 404 (ROUTE_NOT_FOUND), never index.html with a 200, and the site's files
 * get the site's headers, not the API's.
 */
export function createLocalServerApp(deps: Deps, webDist = resolve("web/dist")): Hono<AppEnv> {
  // The API reference (/api/openapi.json, /api/docs) is the local server's only: no Lambda serves it.
  const api = createApp(deps, [...DOMAINS.map((domain) => domain.router), createOpenApiRouter(DOMAINS)]);
  const indexFile = join(webDist, "index.html");
  if (!existsSync(indexFile)) return api;

  const web = new Hono();
  // CloudFront compresses the site's files (web-site.ts: compress); the local preview does the same, so what a
  // browser downloads here (and what Lighthouse measures) matches the cloud.
  web.use("*", compress());
  web.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(WEB_SECURITY_HEADERS)) c.header(name, value);
    // As the site bucket's objects (web-site.ts): hashed assets for a year, everything else revalidated. Set here
    // rather than in serveStatic's onFound, whose header does not reach the response it has already built.
    if (!c.res.headers.has("Cache-Control")) {
      const hashedAsset = c.req.path.startsWith("/assets/") && c.res.status === 200;
      c.header("Cache-Control", hashedAsset ? "public, max-age=31536000, immutable" : "no-cache");
    }
  });
  web.use("*", serveStatic({ root: webDist }));
  // As CloudFront's viewer-request function (infra/lib/web-site-policies.ts): a path whose last segment has no file
  // extension is a page of the single-page app; a missing file stays a 404.
  // The external page's addresses get its own slim entry (external.html), as CloudFront's function does.
  const externalFile = join(webDist, "external.html");
  web.get("*", (c) => {
    if (c.req.path.slice(c.req.path.lastIndexOf("/") + 1).includes(".")) return c.notFound();
    c.header("Cache-Control", "no-cache");
    const page = isExternalPagePath(c.req.path) && existsSync(externalFile) ? externalFile : indexFile;
    return c.html(readFileSync(page, "utf8"));
  });

  const server = new Hono<AppEnv>();
  server.all("*", (c) => (isApiPath(c.req.path) ? api : web).fetch(c.req.raw, c.env));
  return server;
}
