import { expect, type Browser, type Page } from "@playwright/test";
import { e2eState, expectAccessible, signIn, test } from "./support";

/**
 * Skollagen 3 kap. as the staff live it, in Swedish: a teacher records an F-warning, makes an extra adaptation from
 * it (the form opens prefilled with the pupil and course), gives feedback on it; the counselor sees the adaptation
 * and the feedback; the pupil page's support chain tells it in time order and a chain link opens the adaptation
 * with its feedback. Then axe on both pages, the dialogs and the pupil page, on a phone 360 px wide, in Swedish and
 * in English.
 */

/** The texts the phone-width check reads, per language. */
const TEXTS = {
  sv: { adaptations: "Extra anpassningar", warnings: "F och F-varningar", due: "Uppföljning saknas" },
  en: { adaptations: "Extra adaptations", warnings: "F and F-warnings", due: "Follow-up missing" },
} as const;

async function openAs(
  browser: Browser,
  email: string,
  path: string,
  width = 1280,
  language: "sv" | "en" = "sv",
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
  const page = await context.newPage();
  await signIn(page, email, { path, school: e2eState().schools.ekskolan });
  return page;
}

test.describe("F-warnings and extra adaptations", () => {
  test("a teacher's F-warning becomes an adaptation with feedback; the counselor sees it", async ({
    browser,
  }) => {
    const course = `Matematik 1b ${Date.now()}`;
    const teacher = await openAs(browser, "teacher@demo.test", "/actions/f-and-f-warnings");
    await expect(teacher.getByRole("heading", { name: "F och F-varningar", level: 1 })).toBeVisible();

    // The F-warning: the pupil by keyboard (the first one offered), the course and the reason.
    await teacher.getByTestId("new-fwarning").click();
    const warningDialog = teacher.getByTestId("fwarning-dialog");
    await warningDialog.getByTestId("fwarning-student").click();
    await warningDialog.getByTestId("fwarning-student").press("ArrowDown");
    await warningDialog.getByTestId("fwarning-student").press("Enter");
    await warningDialog.getByLabel("Kurs eller ämne").fill(course);
    await warningDialog.getByLabel("Orsak").fill("Saknar två inlämningar och ett prov.");
    await warningDialog.getByRole("button", { name: "Skapa" }).click();
    await expect(teacher.getByText("F-varningen har registrerats")).toBeVisible();
    const warningRow = teacher.getByRole("row").filter({ hasText: course });
    await expect(warningRow).toContainText("F-varning");

    // Make an adaptation from it: the form opens with the pupil and the course already there.
    await warningRow.getByTestId("make-adaptation").click();
    await expect(teacher).toHaveURL(/\/actions\/adaptations\?new=1/);
    const dialog = teacher.getByTestId("adaptation-dialog");
    await expect(dialog.getByTestId("adaptation-subjects")).toHaveValue(course);
    await expect(dialog.getByTestId("adaptation-student")).not.toHaveValue("");
    await dialog.getByText("Förlängd tid vid prov och uppgifter").click();
    const description = `Förlängd skrivtid och skriftlig veckoplanering ${Date.now()}`;
    await dialog.getByLabel("Beskrivning").fill(description);
    await dialog.getByRole("button", { name: "Skapa" }).click();
    await expect(teacher.getByText("Nya extra anpassningar har lagts till")).toBeVisible();
    const row = teacher.getByRole("row").filter({ hasText: description });
    await expect(row).toContainText("Från F-varning");
    await expect(row).toContainText("Förlängd tid vid prov och uppgifter");

    // Feedback from the teacher.
    await row.getByTestId("open-feedback").click();
    const feedback = teacher.getByTestId("feedback-dialog");
    await expect(feedback.getByText("Ingen återkoppling ännu")).toBeVisible();
    await feedback.getByLabel("Ny återkoppling").fill("Eleven kommer igång snabbare med planeringen.");
    await feedback.getByRole("button", { name: "Spara" }).click();
    await expect(teacher.getByText("Återkopplingen har sparats")).toBeVisible();
    await expect(row.getByTestId("open-feedback")).toHaveText("Återkoppling (1)");

    // The counselor sees the adaptation and the teacher's feedback, and may edit it.
    const counselor = await openAs(browser, "counselor@demo.test", "/actions/adaptations");
    const seen = counselor.getByRole("row").filter({ hasText: description });
    await expect(seen).toContainText(course);
    // Editing is in the row's menu (the table fits 1440 px); the menu is closed again before the feedback.
    await seen.getByRole("button", { name: "Fler åtgärder" }).click();
    await expect(counselor.getByTestId("edit-adaptation")).toBeVisible();
    await counselor.keyboard.press("Escape");
    await seen.getByTestId("open-feedback").click();
    await expect(counselor.getByTestId("feedback-entries")).toContainText(
      "Eleven kommer igång snabbare med planeringen.",
    );
    await counselor.keyboard.press("Escape");

    // The pupil's page tells the chain in time order: the warning, the adaptation, the feedback.
    await seen.getByRole("link").first().click();
    const chain = counselor.getByTestId("student-support-chain");
    await expect(chain).toContainText(`F-varning i ${course}`);
    const entries = chain.getByRole("listitem");
    const texts = await entries.allTextContents();
    const warningAt = texts.findIndex((text) => text.includes(`F-varning i ${course}`));
    const adaptationAt = texts.findIndex((text) => text.includes(description));
    // The feedback's own entry: the innermost item holding its text (the adaptation's entry holds it too).
    const feedbackAt = texts.findLastIndex((text) => text.includes("Eleven kommer igång snabbare"));
    expect(warningAt).toBeGreaterThanOrEqual(0);
    expect(adaptationAt).toBeGreaterThan(warningAt);
    expect(feedbackAt).toBeGreaterThan(adaptationAt);
    // It stands under its adaptation: an item of the list inside the adaptation's entry.
    await expect(
      entries.nth(adaptationAt).getByRole("listitem").filter({ hasText: "Eleven kommer igång snabbare" }),
    ).toHaveCount(1);

    // A chain entry opens the adaptation itself, its feedback shown (as a notification's link does).
    await entries.nth(adaptationAt).getByRole("link").first().click();
    await expect(counselor).toHaveURL(/\/actions\/adaptations\?id=/);
    await expect(counselor.getByTestId("feedback-entries")).toContainText(
      "Eleven kommer igång snabbare med planeringen.",
    );
  });

  for (const language of ["sv", "en"] as const) {
    test(`both pages, their forms and the pupil page's chain at 360 px (${language}): no sideways scrolling, axe clean`, async ({
      browser,
    }) => {
      const text = TEXTS[language];
      const page = await openAs(browser, "counselor@demo.test", "/actions/adaptations", 360, language);
      await expect(page.getByRole("heading", { name: text.adaptations, level: 1 })).toBeVisible();
      await expect(page.getByText(text.due).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page, `adaptations at 360 px (${language})`);
      await page.getByTestId("new-adaptation").click();
      await expect(page.getByTestId("adaptation-dialog")).toBeVisible();
      await expectAccessible(page, `new adaptation dialog at 360 px (${language})`);
      await page.keyboard.press("Escape");

      await page.goto("/actions/f-and-f-warnings");
      await expect(page.getByRole("heading", { name: text.warnings, level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page, `F-warnings at 360 px (${language})`);
      await page.getByTestId("new-fwarning").click();
      await expect(page.getByTestId("fwarning-dialog")).toBeVisible();
      await expectAccessible(page, `new F-warning dialog at 360 px (${language})`);
      await page.keyboard.press("Escape");

      // The pupil page's chain, reached from a row's pupil link (the demo's chains are on Ekskolan's pupils).
      await page.goto("/actions/adaptations");
      await page.getByText(text.due).first().waitFor();
      await page.locator('a[href^="/student/"]').first().click();
      const chain = page.getByTestId("student-support-chain");
      await expect(chain).toBeVisible();
      await expect(chain.getByRole("listitem").first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectAccessible(page, `pupil page with its chain at 360 px (${language})`);
    });
  }
});
