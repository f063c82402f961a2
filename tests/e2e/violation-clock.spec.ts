import { expect, type Browser, type Page } from "@playwright/test";
import { e2eState, expectAccessible, signIn, test } from "./support";

/**
 * The 6:10 clock (issue 14): a report waiting past its limit is flagged on the head's and the owner's overview and
 * in the list; the statistics for active measures never show a count below 5 (the demo's are all below: said once).
 * The demo has one late report.
 */
async function openAs(browser: Browser, email: string, width: number, language: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
  const page = await context.newPage();
  await signIn(page, email, { path: "/" });
  return page;
}

for (const width of [1280, 360]) {
  test(`the head sees the late report on the overview and in the list, and the statistics (${width} px)`, async ({
    browser,
  }) => {
    const page = await openAs(browser, "head@demo.test", width, "sv");
    const card = page.getByTestId("late-violations");
    await expect(card.getByRole("heading", { name: "Försenade kränkningsanmälningar" })).toBeVisible();
    await expect(card.getByText("Utredning ej påbörjad inom en vecka").first()).toBeVisible();
    await expectAccessible(page, `head's overview with the late card (${width} px)`);

    await card.getByRole("link", { name: "Alla kränkningsanmälningar" }).click();
    await expect(page.getByTestId("violation-late").first()).toBeVisible();
    await page.getByTestId("violations-view-statistics").click();
    // The demo's few reports leave every cell below 5 (said once, with no table of "färre än 5"); the other
    // journeys, run beside this one, may have added enough reports this month for a table.
    await expect(
      page.getByTestId("violation-statistics-too-few").or(page.getByTestId("violation-statistics-table")),
    ).toBeVisible();
    await expectAccessible(page, `head's statistics (${width} px)`);
    await page.context().close();
  });
}

test("in English: the owner's overview flags the late report, and the statistics say there are too few reports", async ({
  browser,
}) => {
  const page = await openAs(browser, "owner@demo.test", 1280, "en");
  const card = page.getByTestId("late-violations");
  await expect(card.getByRole("heading", { name: "Late violation reports" })).toBeVisible();
  await expect(card.getByText("Investigation not begun within a week").first()).toBeVisible();
  await expectAccessible(page, "owner's overview with the late card");
  await page.goto("/documentation/violations");
  await page.getByTestId("violations-view-statistics").click();
  await expect(
    page.getByTestId("violation-statistics-too-few").or(page.getByTestId("violation-statistics-table")),
  ).toBeVisible();
  await expectAccessible(page, "owner's statistics");
  await page.context().close();
});
