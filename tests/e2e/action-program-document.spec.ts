import { extractText, getDocumentProxy } from "unpdf";
import { readFileSync } from "node:fs";
import { expect, type Browser } from "@playwright/test";
import { apiAs, e2eState, expectAccessible, signIn, test } from "./support";

/**
 * The action program read as a document, its decision PDF and follow-up discipline: the demo's fourth pupil has a
 * decided program past its follow-up date with none done (flagged in the list and on the view) and a planned
 * follow-up the counselor has not written; both wait on the counselor's overview. At 1440 and 360 px, axe clean.
 * SCREENSHOTS=1 writes the view's screenshots to test-results/screenshots/.
 */

async function lateProgramId(): Promise<string> {
  const programs = await apiAs<{ items: { id: string; status: string; followUpDate: string | null }[] }>(
    "counselor@demo.test",
    "GET",
    `/action-program/${e2eState().schools.ekskolan}?status=ongoing&limit=100`,
  );
  const today = new Date().toISOString().slice(0, 10);
  // The demo's late program: decided, its follow-up date passed (the other decided one is still ahead).
  return programs.body.items.find(
    (program) =>
      program.status === "published" && program.followUpDate !== null && program.followUpDate < today,
  )!.id;
}

async function open(browser: Browser, width: number, language: "sv" | "en" = "sv") {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    acceptDownloads: true,
    locale: language === "sv" ? "sv-SE" : "en-GB",
  });
  if (language === "en")
    await context.addCookies([{ name: "i18n_redirected", value: "en", url: e2eState().baseURL }]);
  const page = await context.newPage();
  return { context, page };
}

test.describe("an action program as a document", () => {
  for (const width of [1440, 360]) {
    test(`the counselor sees what is late, reads the program and downloads the decision at ${width} px`, async ({
      browser,
    }) => {
      const id = await lateProgramId();
      const { context, page } = await open(browser, width);
      await signIn(page, "counselor@demo.test", { path: "/", school: e2eState().schools.ekskolan });
      const card = page.getByTestId("overdue-follow-ups");
      await expect(card).toBeVisible();
      await expect(card).toContainText("Ingen uppföljning gjord");
      await expect(card).toContainText("Planerad uppföljning");
      if (process.env.SCREENSHOTS) {
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screenshots/overview-overdue-follow-ups-${width}.png` });
      }

      await page.goto(`/actions/action-program?id=${id}`);
      await expect(page.getByTestId("program-missing-follow-up")).toBeVisible();
      await expect(page.getByTestId("program-decided")).toContainText("Beslutat av Henrik Rektor");
      const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
      expect(headings).toEqual([
        "Nästa steg",
        "Översikt",
        "Behov av särskilt stöd",
        "Åtgärder",
        "Uppföljningar",
        "Utvärderingar",
        "Delaktighet och information",
        "Beslut",
        "Delning och överklagande",
        "Historik",
      ]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `an action program as a document at ${width} px`);
      if (process.env.SCREENSHOTS) {
        await page.screenshot({ path: `test-results/screenshots/action-program-document-${width}.png` });
        // The shell scrolls its main area: the lower sections in a second picture.
        await page.getByTestId("program-follow-ups").scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `test-results/screenshots/action-program-document-${width}-follow-ups.png`,
        });
        await page.getByTestId("program-decision").scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `test-results/screenshots/action-program-document-${width}-decision.png`,
        });
      }

      const download = page.waitForEvent("download");
      await page.getByTestId("program-pdf").click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^atgardsprogram-beslut-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.pdf$/);
      const bytes = new Uint8Array(readFileSync(await file.path()));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      const flat = text.replace(/\s+/g, " ");
      expect(flat).toContain("Beslutsfattare: Henrik Rektor");
      expect(flat).toContain("Överklagandenämnden för skolväsendet");
      expect(flat).toContain("inom tre veckor");

      await page.goto("/actions/action-program");
      await expect(page.getByTestId("program-flag-follow-up").first()).toBeVisible();
      await context.close();
    });
  }

  test("in English: the view and the document", async ({ browser }) => {
    const id = await lateProgramId();
    const { context, page } = await open(browser, 1440, "en");
    await signIn(page, "counselor@demo.test", {
      path: `/actions/action-program?id=${id}`,
      school: e2eState().schools.ekskolan,
    });
    await expect(page.getByRole("heading", { level: 2, name: "Needs for special support" })).toBeVisible();
    await expect(page.getByTestId("program-missing-follow-up")).toContainText(
      "has passed with no follow-up done",
    );
    await expectAccessible(page, "an action program as a document in English");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download decision (PDF)" }).first().click();
    const bytes = new Uint8Array(readFileSync(await (await download).path()));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("within three weeks of the day you received the decision");
    await context.close();
  });
});
