import { expect, type Browser, type Page } from "@playwright/test";
import { e2eState, expectAccessible, signIn, test } from "./support";

/**
 * Pedagogical investigations end to end: a counselor starts a draft for a pupil, tries to publish "no action
 * program" without the reason the law asks for (the form says which field), gives it and publishes; the
 * investigation is then locked (no remove button) and shows on the pupil's page. A teacher sees their own listing.
 * axe on the list, the editor and the view, and the list at phone width.
 */

async function openAs(
  browser: Browser,
  email: string,
  path: string,
  width = 1280,
  language = "sv",
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
  const page = await context.newPage();
  await signIn(page, email, { path, school: e2eState().schools.ekskolan });
  return page;
}

test.describe("investigations", () => {
  test("a counselor starts a draft, is told the reason is required for 'no program', gives it and publishes", async ({
    browser,
  }) => {
    const page = await openAs(browser, "counselor@demo.test", "/actions/investigation");
    await expect(page.getByRole("heading", { level: 1, name: "Pedagogisk utredning" })).toBeVisible();
    await expect(page.getByTestId("investigation-row").first()).toBeVisible();
    await expectAccessible(page, "investigations list");

    await page.getByTestId("new-investigation").click();
    const editor = page.getByTestId("investigation-editor");
    // The searchable pupil picker: opened by a click, the first pupil chosen.
    const pupil = editor.getByTestId("investigation-student");
    await pupil.click();
    await pupil.press("ArrowDown");
    await pupil.press("Enter");
    const background = `Extra anpassningar i matematik har inte räckt (${Date.now()}).`;
    await editor.getByTestId("investigation-background").fill(background);
    await expectAccessible(page, "investigation editor");
    await editor.getByRole("button", { name: "Spara utkast" }).click();

    await expect(page.getByTestId("investigation-view")).toBeVisible();
    await expect(page.getByTestId("investigation-status")).toHaveText("Utkast");
    await expect(page.getByText(background)).toBeVisible();
    await expectAccessible(page, "investigation draft");

    await page.getByTestId("investigation-publish").click();
    const publish = page.getByTestId("investigation-editor");
    await publish.getByTestId("investigation-outcome").selectOption("NO_PROGRAM");
    await publish.getByRole("button", { name: "Publicera" }).click();
    await expect(
      publish.getByText("Beslutet att inte upprätta ett åtgärdsprogram måste motiveras"),
    ).toBeVisible();
    await expect(publish.getByTestId("investigation-no-program-reason")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expectAccessible(page, "publish with a missing reason");
    await publish
      .getByTestId("investigation-no-program-reason")
      .fill("Eleven når målen med de extra anpassningarna; de följs upp vid utvecklingssamtalet.");
    await publish.getByRole("button", { name: "Publicera" }).click();

    await expect(page.getByTestId("investigation-status")).toHaveText("Publicerad");
    await expect(page.getByTestId("investigation-outcome-value")).toHaveText(
      "Inget åtgärdsprogram upprättas",
    );
    await expect(page.getByRole("button", { name: "Ta bort" })).toHaveCount(0);
    await expectAccessible(page, "investigation published");

    // The pupil's page tells it in the support chain, linking back to it.
    const investigationUrl = page.url();
    await page.getByRole("main").getByRole("link").filter({ hasNotText: "Tillbaka" }).first().click();
    const chain = page.getByTestId("student-support-chain");
    await expect(chain).toBeVisible();
    await expect(chain.getByText("Publicerad").first()).toBeVisible();
    const id = new URL(investigationUrl).searchParams.get("id");
    await expect(chain.locator(`a[href="/actions/investigation?id=${id}"]`)).toBeVisible();
  });

  test("a teacher sees their own listing; the list works at phone width", async ({ browser }) => {
    const page = await openAs(browser, "teacher@demo.test", "/actions/investigation", 360);
    await expect(page.getByText("Här visas publicerade utredningar om elever du undervisar")).toBeVisible();
    await expect(page.getByTestId("new-investigation")).toHaveCount(0);
    await expect(page.getByTestId("investigation-row").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await expectAccessible(page, "teacher's investigations at 360 px");
  });

  test("in English: the list, a published investigation and the editor, axe clean", async ({ browser }) => {
    const page = await openAs(
      browser,
      "counselor@demo.test",
      "/actions/investigation?status=PUBLISHED",
      1280,
      "en",
    );
    await expect(page.getByRole("heading", { level: 1, name: "Pedagogical investigation" })).toBeVisible();
    await expect(page.getByTestId("investigation-row").first()).toBeVisible();
    await expectAccessible(page, "investigations list (en)");
    await page.getByTestId("investigation-row").first().getByRole("link").click();
    await expect(page.getByTestId("investigation-status")).toHaveText("Published");
    await expectAccessible(page, "published investigation (en)");
    await page.getByTestId("investigation-edit").click();
    await expect(page.getByTestId("investigation-editor")).toBeVisible();
    await expectAccessible(page, "investigation editor (en)");
  });

  test("a teacher asked into a draft adds a contribution under their own name", async ({ browser }) => {
    const page = await openAs(browser, "teacher@demo.test", "/actions/investigation?status=DRAFT");
    await page.getByTestId("investigation-row").first().getByRole("link").click();
    await expect(page.getByTestId("investigation-status")).toHaveText("Utkast");
    // No health information for a teacher, and no editing, publishing or removing.
    await expect(page.getByText("Elevhälsans underlag (medicinskt och psykologiskt)")).toHaveCount(0);
    await expect(page.getByTestId("investigation-edit")).toHaveCount(0);
    const text = `Fungerar bättre med bildstöd (${Date.now()})`;
    await page.getByTestId("investigation-contribution").fill(text);
    await page.getByRole("button", { name: "Lägg till bidrag" }).click();
    await expect(page.getByText("Ditt bidrag har sparats")).toBeVisible();
    const contributions = page.getByTestId("investigation-contributions");
    await expect(contributions.getByText(text)).toBeVisible();
    await expect(contributions.getByText(/^Tove Lärare, /).last()).toBeVisible();
    await expectAccessible(page, "a teacher's draft with the contribution form");
  });
});
