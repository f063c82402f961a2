import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { apiAs, e2eState, expectAccessible, signIn, test } from "./support";

/**
 * One detail page of each kind (ticket, action program, mapping, investigation, violation report) as its reader
 * meets it: at 1440 and 360 px, in Swedish and English, it opens with its "next step" (status, who it waits on,
 * the due date, the one action), never scrolls sideways, writes every date one way, and passes axe. The
 * screenshots are kept in test-results/detail-pages/ for review.
 */

const SHOTS = join(import.meta.dirname, "../../test-results/detail-pages");
const WIDTHS = [1440, 360] as const;
const LANGUAGES = ["sv", "en"] as const;

/** A date the page must not show: an ISO day, or (in Swedish) a capitalised month name. */
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const SWEDISH_CAPITAL_MONTH =
  /\b(Januari|Februari|Mars|April|Maj|Juni|Juli|Augusti|September|Oktober|November|December)\b/;

interface Kind {
  name: string;
  email: string;
  /** The page of the reader's first item of this kind, read from the API as the reader. */
  path: () => Promise<string>;
  /** The next-step header's test id. */
  header: string;
}

const ek = () => e2eState().schools.ekskolan;
const firstId = async (email: string, path: string) => {
  const answer = await apiAs<{ items: { id: string }[] }>(email, "GET", path);
  expect(answer.status, path).toBe(200);
  expect(answer.body.items.length, `${path} has an item for ${email}`).toBeGreaterThan(0);
  return answer.body.items[0]!.id;
};

const KINDS: Kind[] = [
  {
    name: "ticket",
    email: "counselor@demo.test",
    path: async () =>
      `/student-work/tickets?id=${await firstId("counselor@demo.test", `/tickets/school/${ek()}`)}`,
    header: "ticket-header",
  },
  {
    name: "action-program",
    email: "counselor@demo.test",
    path: async () =>
      `/actions/action-program?id=${await firstId("counselor@demo.test", `/action-program/${ek()}`)}`,
    header: "program-next-step",
  },
  {
    name: "mapping",
    email: "counselor@demo.test",
    path: async () => `/actions/mapping?id=${await firstId("counselor@demo.test", `/mappings/${ek()}`)}`,
    header: "next-step",
  },
  {
    name: "investigation",
    email: "counselor@demo.test",
    path: async () =>
      `/actions/investigation?id=${await firstId("counselor@demo.test", `/investigations/school/${ek()}`)}`,
    header: "investigation-next-step",
  },
  {
    name: "violation",
    email: "head@demo.test",
    path: async () =>
      `/documentation/violations?id=${await firstId("head@demo.test", `/violations/${ek()}`)}`,
    header: "violation-next-step",
  },
];

async function open(browser: Browser, email: string, path: string, width: number, language: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
  const page = await context.newPage();
  await signIn(page, email, { path, school: ek() });
  return page;
}

/** The page's own text (the main region), and whether the document is wider than the window. */
async function measure(page: Page) {
  return page.evaluate(() => ({
    text: document.querySelector("main")?.innerText ?? "",
    overflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
}

test.describe("detail pages", () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const kind of KINDS) {
    test(`a ${kind.name} opens with its next step, fits 1440 and 360 px and writes dates one way (sv, en)`, async ({
      browser,
    }) => {
      const path = await kind.path();
      for (const language of LANGUAGES) {
        for (const width of WIDTHS) {
          const page = await open(browser, kind.email, path, width, language);
          await expect(page.getByTestId(kind.header)).toBeVisible();
          // Settled: the page's reads have answered (no spinner left) before it is measured.
          await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
          const { text, overflow } = await measure(page);
          expect(overflow, `${kind.name} ${language} ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
          expect(text.match(ISO_DAY)?.[0] ?? null, `${kind.name} ${language} ${width} px`).toBeNull();
          if (language === "sv")
            expect(text.match(SWEDISH_CAPITAL_MONTH)?.[0] ?? null, `${kind.name} ${width} px`).toBeNull();
          await page.screenshot({
            path: join(SHOTS, `${kind.name}-${language}-${width}.png`),
            fullPage: true,
          });
          if (width === 360) await expectAccessible(page, `${kind.name} at 360 px (${language})`);
          await page.context().close();
        }
      }
    });
  }
});
