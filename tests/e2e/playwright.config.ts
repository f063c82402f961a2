import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/** A free port for this run's API server (the config is read by the runner and by every worker: decide once). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "elevhalsa-e2e-"));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

/** Debian's chromium where present (CI and our machines); Playwright's own browser elsewhere. */
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const launchOptions = existsSync(SYSTEM_CHROMIUM)
  ? {
      executablePath: SYSTEM_CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    }
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
  retries: 0,
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
