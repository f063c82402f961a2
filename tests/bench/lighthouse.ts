import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { freePort } from "../../functions/src/local/ports.js";
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from "../helpers/chromium.js";
import { startProduct, type ProductServer } from "../helpers/product-server.js";

/**
 * Lighthouse on the built web served by the local product (quality.md, Performance: desktop preset, performance
 * category only). Measures the sign-in page and the staff overview signed in; each page RUNS times in a fresh
 * browser (cold cache), reporting the median of each figure.
 */
export const LIGHTHOUSE_TARGETS = { performance: 0.9, lcpMs: 1500, cls: 0.1 };
const RUNS = 3;
const USER = { email: "counselor@demo.test", password: "Elevhalsa2026" };
/** Where the web keeps the access token (web/src/shared/session/session-store.ts). */
const TOKEN_KEY = "elevhalsa.token";
const root = resolve(import.meta.dirname, "../..");

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

export interface LighthousePage extends LighthouseFigures {
  page: string;
  path: string;
  runs: LighthouseFigures[];
  /** The performance audits with the largest estimated savings in the median run (by LCP savings, then total). */
  opportunities: { id: string; title: string; savingsMs: number; savingsBytes: number }[];
  meetsTargets: boolean;
}

export interface LighthouseReport {
  chromium: string;
  lighthouse: string;
  runsPerPage: number;
  targets: typeof LIGHTHOUSE_TARGETS;
  pages: LighthousePage[];
}

/** Debian's chromium where present; Playwright's own browser elsewhere. */
async function chromiumPath(): Promise<string> {
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const { chromium } = await import("@playwright/test");
  const path = chromium.executablePath();
  if (!existsSync(path))
    throw new Error(`No Chromium: neither ${SYSTEM_CHROMIUM} nor Playwright's (${path})`);
  return path;
}

/** Starts the product as `npm start` does (built web included) on a free port and a temporary data directory. */
async function startOnFreePort(): Promise<ProductServer> {
  return startProduct({
    port: await freePort(),
    dataDir: mkdtempSync(join(tmpdir(), "elevhalsa-lighthouse-")),
  });
}

async function signIn(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(USER),
  });
  const answer = (await response.json()) as { token?: string };
  if (!response.ok || !answer.token) throw new Error(`Sign-in as ${USER.email} failed: ${response.status}`);
  return answer.token;
}

const CONFIG: Config = {
  ...desktopConfig,
  settings: { ...desktopConfig.settings, onlyCategories: ["performance"] },
};

function figures(lhr: Result): LighthouseFigures {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number")
      throw new Error(`Lighthouse gave no ${id} (${lhr.runtimeError?.message ?? ""})`);
    return value;
  };
  return {
    performance: lhr.categories.performance?.score ?? 0,
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    tbtMs: Math.round(numeric("total-blocking-time")),
    fcpMs: Math.round(numeric("first-contentful-paint")),
  };
}

function opportunities(lhr: Result): LighthousePage["opportunities"] {
  return Object.values(lhr.audits)
    .map((audit) => {
      const details = audit.details as
        { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const savingsMs = Math.round(audit.metricSavings?.LCP ?? details?.overallSavingsMs ?? 0);
      const savingsBytes = Math.round(details?.overallSavingsBytes ?? 0);
      return { id: audit.id, title: audit.title, savingsMs, savingsBytes, passed: (audit.score ?? 1) >= 0.9 };
    })
    .filter((row) => !row.passed && (row.savingsMs > 0 || row.savingsBytes > 0))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 5)
    .map(({ id, title, savingsMs, savingsBytes }) => ({ id, title, savingsMs, savingsBytes }));
}

/**
 * One cold page load measured by Lighthouse in a fresh browser. With a token, the tab first opens the API's health
 * address (same origin, no web assets: the cache stays cold), puts the token in sessionStorage as the sign-in page
 * would, and Lighthouse then loads the page without resetting storage.
 */
async function measureOnce(executablePath: string, url: string, token?: string): Promise<Result> {
  const browser: Browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    if (token) {
      await page.goto(new URL("/api/health", url).href);
      await page.evaluate((key, value) => sessionStorage.setItem(key, value), TOKEN_KEY, token);
    }
    const flags: Flags = { logLevel: "error", ...(token ? { disableStorageReset: true } : {}) };
    const result = await lighthouse(url, flags, CONFIG, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    if (token && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Expected to stay signed in on ${url}, ended on ${result.lhr.finalDisplayedUrl}`);
    }
    return result.lhr;
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measureLighthouse(): Promise<LighthouseReport> {
  if (!existsSync(join(root, "web/dist/index.html"))) {
    const { build } = await import("vite");
    await build({ configFile: join(root, "web/vite.config.ts"), logLevel: "warn" });
  }
  const executablePath = await chromiumPath();
  const product = await startOnFreePort();
  try {
    const token = await signIn(product.baseURL);
    const pages: LighthousePage[] = [];
    let version = "";
    for (const [name, path, pageToken] of [
      ["sign-in", "/login", undefined],
      ["staff overview (counselor)", "/", token],
    ] as const) {
      const lhrs: Result[] = [];
      for (let run = 0; run < RUNS; run++)
        lhrs.push(await measureOnce(executablePath, product.baseURL + path, pageToken));
      version = lhrs[0]!.lighthouseVersion;
      const runs = lhrs.map(figures);
      const result: LighthouseFigures = {
        performance: median(runs.map((run) => run.performance)),
        lcpMs: median(runs.map((run) => run.lcpMs)),
        cls: median(runs.map((run) => run.cls)),
        tbtMs: median(runs.map((run) => run.tbtMs)),
        fcpMs: median(runs.map((run) => run.fcpMs)),
      };
      // The run whose score is the median stands for the page's opportunities.
      const medianRun = lhrs[runs.findIndex((run) => run.performance === result.performance)]!;
      pages.push({
        page: name,
        path,
        ...result,
        runs,
        opportunities: opportunities(medianRun),
        meetsTargets:
          result.performance >= LIGHTHOUSE_TARGETS.performance &&
          result.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
          result.cls <= LIGHTHOUSE_TARGETS.cls,
      });
    }
    return {
      chromium: executablePath,
      lighthouse: version,
      runsPerPage: RUNS,
      targets: LIGHTHOUSE_TARGETS,
      pages,
    };
  } catch (error) {
    throw new Error(`${String(error)}\n--- server output ---\n${product.output()}`, { cause: error });
  } finally {
    await product.stop();
  }
}

/** Rows for console.table: the medians with the targets. */
export function lighthouseTable(report: LighthouseReport) {
  const { performance, lcpMs, cls } = report.targets;
  return report.pages.map((page) => ({
    page: `${page.page} ${page.path}`,
    performance: page.performance,
    [`>= ${performance}`]: page.performance >= performance ? "ok" : "NO",
    "LCP ms": page.lcpMs,
    [`<= ${lcpMs}`]: page.lcpMs <= lcpMs ? "ok" : "NO",
    CLS: page.cls,
    [`<= ${cls}`]: page.cls <= cls ? "ok" : "NO",
    "TBT ms": page.tbtMs,
    "FCP ms": page.fcpMs,
  }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const report = await measureLighthouse();
  console.table(lighthouseTable(report));
  for (const page of report.pages) {
    console.log(
      `${page.page}: ${page.opportunities.map((row) => `${row.id} (${row.savingsMs} ms)`).join(", ")}`,
    );
  }
}
