import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createApp, type AppEnv } from "../core/app.js";
import type { Deps } from "../deps.js";
import { DOMAINS } from "../domains.js";

/** The same security headers CloudFront's response headers policy sends in the cloud. */
export const WEB_SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy":
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};

/**
 * The embedded server: every domain router under /api, and the built web app (web/dist) with an SPA fallback to
 * index.html, compressed like CloudFront does, from one origin.
 */
export function createLocalServerApp(deps: Deps, webDist = resolve("web/dist")): Hono<AppEnv> {
  const app = createApp(
    deps,
    DOMAINS.map((domain) => domain.router),
  );
  const indexFile = join(webDist, "index.html");
  if (existsSync(indexFile)) {
    const web = new Hono();
    // CloudFront compresses the site's files (web-site.ts: compress); the local preview does the same, so what a
    // browser downloads here (and what Lighthouse measures) matches the cloud.
    web.use("*", compress());
    web.use("*", async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(WEB_SECURITY_HEADERS)) c.header(name, value);
    });
    web.use(
      "/assets/*",
      serveStatic({
        root: webDist,
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    web.use("*", serveStatic({ root: webDist }));
    web.get("*", (c) => c.html(readFileSync(indexFile, "utf8")));
    return app.route("/", web as unknown as Hono<AppEnv>);
  }
  return app;
}
