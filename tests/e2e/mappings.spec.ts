import { expect, type Browser, type Page } from "@playwright/test";
import { e2eState, expectAccessible, signIn, test } from "./support";

/**
 * Mappings end to end: a counselor asks a teacher and the head to map a pupil; both answer through the page (the
 * teacher in English, the head in Swedish at phone width); the counselor sees each answer set and the combined
 * points in the 'all' tab. Then axe on the list, the new-mapping
 * dialog and the detail view, in Swedish and at phone width, and the list and dialog in English.
 */

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

const ANSWER_TEXTS = {
  sv: { save: "Spara svar", saved: "Dina svar har sparats" },
  en: { save: "Save answers", saved: "Your answers have been saved" },
};

async function answer(page: Page, choices: Record<string, string>, language: "sv" | "en" = "sv") {
  const form = page.getByTestId("mapping-answer-form");
  await expect(form).toBeVisible();
  for (const [key, label] of Object.entries(choices)) {
    await form.getByTestId(`answer-${key}`).selectOption({ label });
  }
  await form.getByRole("button", { name: ANSWER_TEXTS[language].save }).click();
  await expect(page.getByText(ANSWER_TEXTS[language].saved)).toBeVisible();
}

test.describe("mappings", () => {
  test("a counselor asks two staff; both answer; the combined points show in the 'all' tab", async ({
    browser,
  }) => {
    const counselor = await openAs(browser, "counselor@demo.test", "/actions/mapping");
    await expectAccessible(counselor, "mappings list");
    await counselor.getByTestId("new-mapping").click();
    const dialog = counselor.getByTestId("create-mapping");
    // The searchable pupil picker: opened by a click, the seventh pupil chosen.
    await dialog.getByTestId("mapping-student").click();
    await counselor.getByRole("option").nth(6).click();
    await dialog.getByText("Tove Lärare").click();
    await dialog.getByText("Henrik Rektor").click();
    await expectAccessible(counselor, "new mapping dialog");
    await dialog.getByRole("button", { name: "Skapa kartläggning" }).click();
    await expect(counselor.getByText("Kartläggningen har skapats")).toBeVisible();
    await expect(counselor.getByTestId("mapping-view")).toBeVisible();
    const id = new URL(counselor.url()).searchParams.get("id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(counselor.getByText(/Väntar på svar från: Tove Lärare, Henrik Rektor/)).toBeVisible();

    // The teacher answers in English: the chart's English labels carry the same points.
    const teacher = await openAs(browser, "teacher@demo.test", `/actions/mapping?id=${id}`, 1280, "en");
    await answer(teacher, { presence: "Rarely", reading: "Always" }, "en");
    // The teacher sees their own points only: 0.25 + 1 of 2.
    await expect(teacher.getByTestId("mapping-total")).toHaveText("1.25 / 2");
    await expect(teacher.getByRole("tab", { name: /^(Alla|All)$/ })).toHaveCount(0);

    const head = await openAs(browser, "head@demo.test", `/actions/mapping?id=${id}`, 360);
    await answer(head, { presence: "Mycket sällan", visionAndHearing: "Vet ej" });
    await expectAccessible(head, "mapping detail at 360 px");

    await counselor.reload();
    await expect(counselor.getByRole("tab", { name: "Alla" })).toHaveAttribute("aria-selected", "true");
    // Combined: 0.25 + 1 + 0 + 0.5 of 4.
    await expect(counselor.getByTestId("mapping-total")).toHaveText("1.75 / 4");
    await counselor.getByRole("tab", { name: "Henrik Rektor" }).click();
    await expect(counselor.getByTestId("mapping-total")).toHaveText("0.5 / 2");
    // Närvaro is low (0.25 of 2): its next step is suggested.
    await expect(counselor.getByTestId("mapping-suggestions")).toContainText("Utred frånvaron");
    await expectAccessible(counselor, "mapping detail");
  });

  test("in English: the list and the new-mapping dialog, axe clean", async ({ browser }) => {
    const page = await openAs(browser, "counselor@demo.test", "/actions/mapping", 1280, "en");
    await expect(page.getByRole("heading", { name: "Mappings", level: 1 })).toBeVisible();
    await expectAccessible(page, "mappings (en)");
    await page.getByTestId("new-mapping").click();
    await expect(page.getByTestId("create-mapping")).toBeVisible();
    await expectAccessible(page, "new mapping dialog (en)");
  });
});
