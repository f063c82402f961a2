import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { findUnnamedGroupsAndImages } from "../../web/src/test/unnamed-groups-and-images";

export const DEMO_PASSWORD = "Elevhalsa2026";

/** Users the journeys create (invited by admin@demo.test at Ekskolan) so that changing them disturbs nobody. */
export const E2E_USERS = {
  roles: {
    email: "e2e.roles@demo.test",
    name: "Rut Rollbyte",
    roles: ["TEACHER", "COUNSELOR"],
    signedIn: true,
  },
  settings: {
    email: "e2e.settings@demo.test",
    name: "Sixten Inställning",
    roles: ["TEACHER"],
    signedIn: true,
  },
  verify: { email: "e2e.verify@demo.test", name: "Vera Verifiera", roles: ["COUNSELOR"], signedIn: true },
  twoStep: { email: "e2e.twostep@demo.test", name: "Tilda Tvåsteg", roles: ["TEACHER"], signedIn: true },
  reset: { email: "e2e.reset@demo.test", name: "Rasmus Återställ", roles: ["TEACHER"], signedIn: false },
  keyboard: { email: "e2e.keyboard@demo.test", name: "Klara Tangent", roles: ["TEACHER"], signedIn: false },
  idle: { email: "e2e.idle@demo.test", name: "Ivar Inaktiv", roles: ["TEACHER"], signedIn: false },
  lockout: { email: "e2e.lockout@demo.test", name: "Lova Spärr", roles: ["TEACHER"], signedIn: false },
  bell: { email: "e2e.bell@demo.test", name: "Bella Klocka", roles: ["COUNSELOR"], signedIn: true },
} as const;

export interface E2EState {
  baseURL: string;
  dataDir: string;
  /** One session per user, made once in the global setup. Journeys that sign out make their own. */
  tokens: Record<string, string>;
  schools: { ekskolan: string; bjorkskolan: string };
}

export const statePath = (dataDir: string) => join(dataDir, "e2e-state.json");

let cached: E2EState | undefined;
export function e2eState(): E2EState {
  cached ??= JSON.parse(readFileSync(statePath(process.env.E2E_DATA_DIR!), "utf8")) as E2EState;
  return cached;
}

interface StoredMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The newest mail to an address in the local outbox (JSON files under <DATA_DIR>/outbox), if any. */
export function newestMail(dataDir: string, to: string, after = ""): StoredMail | undefined {
  const directory = join(dataDir, "outbox");
  if (!existsSync(directory)) return undefined;
  return readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(directory, file), "utf8")) as StoredMail)
    .filter((mail) => mail.to === to && mail.sentAt > after)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .at(-1);
}

/** The first link in the newest mail to `to` that contains `marker`. */
export function readLinkFromOutbox(dataDir: string, to: string, marker: string, after = ""): string {
  const mail = newestMail(dataDir, to, after);
  const link = mail?.text.split(/\s+/).find((word) => word.includes(marker));
  if (!link) throw new Error(`No mail to ${to} with a link containing ${marker}`);
  return link;
}

/** Waits for a mail to `to` sent after `after` and returns its link containing `marker`. */
export async function waitForMailLink(to: string, marker: string, after: string): Promise<string> {
  const { dataDir } = e2eState();
  let link: string | undefined;
  await expect
    .poll(() => {
      try {
        link = readLinkFromOutbox(dataDir, to, marker, after);
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  return link!;
}

/**
 * The journeys' `test`: after each test, every browser context the test opened itself (`browser.newContext()`) is
 * closed. One left open keeps its page running, and ten minutes later the app's inactivity sign-out posts
 * /auth/logout with the shared demo session (signIn's token), so every later journey of that user finds itself
 * signed out.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const opened of browser.contexts()) {
        if (opened !== context && !before.has(opened)) await opened.close();
      }
    },
    { auto: true },
  ],
});

/** Opens the app signed in as `email` (the setup's session), optionally with a stored active role. */
export async function signIn(
  page: Page,
  email: string,
  options: { role?: string; path?: string; school?: string } = {},
) {
  const token = e2eState().tokens[email];
  if (!token) throw new Error(`No session for ${email}`);
  await page.goto("/tillganglighetsredogorelse");
  await page.evaluate(
    ([value, role, school]) => {
      sessionStorage.setItem("elevhalsa.token", value!);
      if (role) localStorage.setItem("elevhalsa.role", role);
      if (school) localStorage.setItem("elevhalsa.school", school);
    },
    [token, options.role ?? "", options.school ?? ""],
  );
  await page.goto(options.path ?? "/");
  await expect(page.getByRole("main")).toBeVisible();
}

/** Signs in through the form, as a person would. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel(/^E-postadress|^Email address/).fill(email);
  await page.getByLabel(/^Lösenord|^Password/).fill(password);
  await page.getByRole("button", { name: /^Logga in$|^Sign in$/ }).click();
}

/**
 * axe-core with the WCAG 2.1 A and AA tags: the page (with whatever dialog is open) must have 0 violations. Then
 * what other WCAG engines (HTML_CodeSniffer, IBM Equal Access) flag and axe does not: no fieldset without a
 * legend, no svg that is neither aria-hidden nor a named image.
 */
export async function expectAccessible(page: Page, state: string) {
  const started = Date.now();
  // Colours measured mid-transition (a button leaving its loading state, a dialog fading in) are not what a user
  // reads: let finite animations and transitions finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself; the default opens a helper page for every run, which is only needed
  // for cross-origin frames (the app has none) and doubles the time.
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(" ")}: ${node.html.slice(0, 160)}`),
  }));
  if (process.env.E2E_TIMING) console.log(`axe ${state}: ${Date.now() - started} ms`);
  expect(violations, `axe violations on ${state}`).toEqual([]);
  expect(
    await page.locator("body").evaluate(findUnnamedGroupsAndImages),
    `unnamed groups and images on ${state}`,
  ).toEqual([]);
}

/** The navbar's sections and, opening each, its links (by test id). */
export async function navbarOffer(page: Page): Promise<Record<string, string[]>> {
  const offer: Record<string, string[]> = {};
  const sections = page.locator('header [data-testid^="nav-section-"]');
  const ids = await sections.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("data-testid")!.replace("nav-section-", "")),
  );
  for (const id of ids) {
    const button = page.getByTestId(`nav-section-${id}`);
    await button.click();
    const list = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(list).toBeVisible();
    offer[id] = await list
      .locator('[data-testid^="nav-link-"]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute("data-testid")!.replace("nav-link-", "")),
      );
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
  }
  return offer;
}

/** A call to the API as one of the setup's users (for arranging data and for checking what the API refuses). */
export async function apiAs<T>(
  email: string,
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const { baseURL, tokens } = e2eState();
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${tokens[email]}`,
      Accept: "application/json",
      ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
