import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * The web's initial JS (quality.md: <= 250 kB gzip for the login page and for the staff shell). Reads Vite's
 * manifest and follows static imports from the entry, so a page counts everything the browser must fetch before it
 * renders: the entry, the page's lazy route chunks, their static imports, and the Swedish core texts (loaded at start).
 */
export const WEB_BUDGET_GZIP_BYTES = 250 * 1000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageBundle {
  page: string;
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

export interface WebBundleReport {
  distDir: string;
  pages: PageBundle[];
}

/** The route chunks each measured page needs before it can render (besides its entry and start-up texts). */
export const MEASURED_PAGES: Record<string, string[]> = {
  login: ["src/features/auth/pages/login-page.tsx"],
  "staff shell": ["src/app/layouts/default-layout.tsx", "src/features/overview/pages/overview-page.tsx"],
  /** The external page for pupils and guardians on their phones: its own entry and texts, never the staff shell. */
  external: ["src/features/external/pages/external-page.tsx"],
};
/** Pages with an entry of their own (Vite's manifest key) and the texts it loads at start; others use index.html. */
const PAGE_ENTRIES: Record<string, { entry: string; startup: string[] }> = {
  external: { entry: "external.html", startup: ["src/locales/sv/external-core.ts"] },
};
/** Pages with a budget of their own (issue 14: the external page loads fast on a phone). */
const PAGE_BUDGET_GZIP_BYTES: Record<string, number> = { external: 180 * 1000 };
const STARTUP_CHUNKS = ["src/locales/sv/core.ts"];

function collect(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Not in Vite's manifest: ${key}`);
  if (into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

/** Sizes of a finished build in `distDir` (default web/dist). */
export function measureBuiltWeb(distDir = resolve("web/dist")): WebBundleReport {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const main = manifest["index.html"]?.isEntry ? "index.html" : undefined;
  if (!main) throw new Error("Vite's manifest has no entry index.html");
  const pages = Object.entries(MEASURED_PAGES).map(([page, routeChunks]) => {
    const { entry, startup } = PAGE_ENTRIES[page] ?? { entry: main, startup: STARTUP_CHUNKS };
    const files = new Set<string>();
    for (const key of [entry, ...startup, ...routeChunks]) collect(manifest, key, files);
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const file of files) {
      const content = readFileSync(join(distDir, file));
      rawBytes += content.length;
      gzipBytes += gzipSync(content, { level: 9 }).length;
    }
    const budgetBytes = PAGE_BUDGET_GZIP_BYTES[page] ?? WEB_BUDGET_GZIP_BYTES;
    return {
      page,
      files: [...files].sort(),
      rawBytes,
      gzipBytes,
      budgetBytes,
      withinBudget: gzipBytes <= budgetBytes,
    };
  });
  return { distDir, pages };
}

/** Builds the web with Vite (production) and measures it. */
export async function measureWebBundle(options: { build?: boolean } = {}): Promise<WebBundleReport> {
  if (options.build !== false) {
    const { build } = await import("vite");
    await build({ configFile: resolve("web/vite.config.ts"), logLevel: "warn" });
  }
  return measureBuiltWeb();
}

export function formatWebBundle(report: WebBundleReport): string {
  return report.pages
    .map(
      (page) =>
        `web initial JS, ${page.page}: ${(page.gzipBytes / 1000).toFixed(1)} kB gzip ` +
        `(${(page.rawBytes / 1000).toFixed(1)} kB raw, ${page.files.length} files; budget ` +
        `${(page.budgetBytes / 1000).toFixed(0)} kB) ${page.withinBudget ? "ok" : "OVER BUDGET"}`,
    )
    .join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await measureWebBundle({ build: !process.argv.includes("--no-build") });
  console.log(formatWebBundle(report));
  if (report.pages.some((page) => !page.withinBudget)) process.exitCode = 1;
}
