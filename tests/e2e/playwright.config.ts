import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "../../functions/src/local/ports";
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from "../helpers/chromium";

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "elevhalsa-e2e-"));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

/** Debian's chromium where present (CI and our machines); Playwright's own browser elsewhere. */
const launchOptions = existsSync(SYSTEM_CHROMIUM)
  ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS }
  : {};

/**
 * The browser journeys of the web app against a real local API (fresh data directory, demo data, outbox) serving
 * the built web (`npm run build:web` first; `npm run test:e2e` does both).
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../test-results/e2e",
  globalSetup: "./global-setup.ts",
  fullyParallel: true,
  workers: 2,
  // One retry: a journey that passes only on its second try is reported as "flaky" in the list (and in the closing
  // note), so a timing slip on a loaded two-core machine shows without hiding a failure that repeats.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL,
    locale: "sv-SE",
    viewport: { width: 1280, height: 800 },
    launchOptions,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
});
