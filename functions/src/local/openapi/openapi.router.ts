import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { WEB_SECURITY_HEADERS } from "#shared/security-headers";
import { createRouter } from "../../core/app.js";
import type { DomainManifest } from "../../core/domain.js";
import { buildOpenApi, type OpenApiDocument } from "./document.js";

/** Swagger UI's files, served from the installed package: the page loads nothing from elsewhere. */
const SWAGGER_UI_FILES = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

// An external script, not an inline one: the site's Content-Security-Policy (script-src 'self') applies here too.
// Relative URLs, so the reference works under whatever base the API is served from.
const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({ url: "openapi.json", dom_id: "#docs", deepLinking: true, validatorUrl: null });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Elevhälsa API reference</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body>
</html>
`;

const require = createRequire(import.meta.url);
const fileCache = new Map<string, string>();
function swaggerUiFile(name: keyof typeof SWAGGER_UI_FILES): string {
  let text = fileCache.get(name);
  if (text === undefined) {
    text = readFileSync(require.resolve(`swagger-ui-dist/${name}`), "utf8");
    fileCache.set(name, text);
  }
  return text;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve("package.json"), "utf8")) as { version?: string };
  return pkg.version ?? "0.0.0";
}

/**
 * The local server's API reference (never deployed): `GET /api/openapi.json`, the OpenAPI 3.1 document of every
 * mounted router, and `GET /api/docs`, an interactive reference (Swagger UI) under the site's security headers.
 */
export function createOpenApiRouter(domains: readonly DomainManifest[]) {
  let document: Promise<OpenApiDocument> | undefined;
  return createRouter()
    .get("/openapi.json", async (c) => {
      document ??= buildOpenApi(domains, { version: packageVersion() }).then((built) => built.document);
      return c.json(await document);
    })
    .use("/docs/*", async (c, next) => {
      await next();
      for (const [name, value] of Object.entries(WEB_SECURITY_HEADERS)) c.header(name, value);
    })
    .get("/docs", (c) => c.html(PAGE))
    .get("/docs/init.js", (c) =>
      c.body(INIT_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
    )
    .get("/docs/:file{swagger-ui\\.css|swagger-ui-bundle\\.js}", (c) => {
      const name = c.req.param("file") as keyof typeof SWAGGER_UI_FILES;
      return c.body(swaggerUiFile(name), 200, { "Content-Type": SWAGGER_UI_FILES[name] });
    });
}
