import { expect, test, type Page } from "@playwright/test";
import { E2E_USERS, e2eState, expectAccessible, signIn } from "./support";

/**
 * axe-core (WCAG 2.1 A and AA) on every page of the web shell, in Swedish and English, with its dialogs and menus
 * open and with validation errors shown: 0 violations (quality.md, DOS-lagen). Each check also finds no fieldset
 * without a legend and no svg that is neither aria-hidden nor a named image, which other WCAG engines flag.
 */
const LANGUAGES = ["sv", "en"] as const;

async function useLanguage(page: Page, language: "sv" | "en") {
  await page.context().addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
}

/** Button texts differ by language; the tests find them by either. */
const text = {
  save: /^(Spara|Save)$/,
  signIn: /^(Logga in|Sign in)$/,
  send: /^(Skicka|Send)$/,
  sendLink: /^(Skicka länk|Send link)$/,
  savePassword: /^(Spara lösenord|Save password)$/,
  sendReport: /^(Skicka rapport|Send report)$/,
  create: /^(Skapa|Create)$/,
};

for (const language of LANGUAGES) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test("sign-in pages, the statement page and the error page", async ({ page }) => {
      await page.goto("/login");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `login (${language})`);
      await page.getByRole("button", { name: text.signIn }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `login with validation errors (${language})`);
      await page.locator("input[type=email]").fill("nobody@demo.test");
      await page.locator("input[type=password]").fill("Wrong12345");
      await page.getByRole("button", { name: text.signIn }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectAccessible(page, `login with an error (${language})`);

      await page.goto("/forgot-password");
      await page.getByRole("button", { name: text.sendLink }).click();
      await expectAccessible(page, `forgot password with errors (${language})`);
      await page.locator("input[type=email]").fill("nobody@demo.test");
      await page.getByRole("button", { name: text.sendLink }).click();
      await expect(page.getByRole("status")).toBeVisible();
      await expectAccessible(page, `forgot password sent (${language})`);

      await page.goto("/reset-password?token=abcdefghijklmnopqrstuvwxyz");
      await page.getByRole("button", { name: text.savePassword }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `reset password with errors (${language})`);
      await page.goto("/reset-password");
      await expect(page.getByRole("alert")).toBeVisible();
      await expectAccessible(page, `reset password, invalid link (${language})`);

      await page.goto("/tillganglighetsredogorelse");
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `accessibility statement with errors (${language})`);

      await page.goto("/no-such-page");
      await expect(page.getByText("404")).toBeVisible();
      await expectAccessible(page, `404 page (${language})`);
    });

    test("the shell: overview, navbar dropdown, menus, settings, session warning", async ({ page }) => {
      await page.clock.install();
      await signIn(page, "counselor@demo.test");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page, `overview (${language})`);

      await page.getByTestId("nav-section-documentation").click();
      await expectAccessible(page, `navbar dropdown open (${language})`);
      await page.keyboard.press("Escape");

      await page.getByTestId("user-menu").click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectAccessible(page, `user menu open (${language})`);
      await page.keyboard.press("Escape");

      await page.getByTestId("language-menu").click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectAccessible(page, `language menu open (${language})`);
      await page.keyboard.press("Escape");

      await page.getByTestId("open-settings").click();
      const settings = page.getByTestId("settings-dialog");
      await expect(settings).toBeVisible();
      await expectAccessible(page, `settings dialog (${language})`);
      await settings.locator("input[type=email]").fill("inte-en-adress");
      await settings.locator("input[autocomplete=new-password]").fill("abc");
      await settings.getByRole("button", { name: text.save }).click();
      await expect(settings.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `settings dialog with errors (${language})`);
      await settings.locator("input[type=email]").fill("counselor@demo.test");
      await settings.getByRole("button", { name: text.save }).click();
      await expect(page.getByTestId("password-error")).toBeVisible();
      await expectAccessible(page, `password rule dialog (${language})`);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      // The form has unsaved edits: closing asks before discarding them.
      const unsaved = page.getByRole("alertdialog", {
        name: /^(Stänga utan att spara\?|Close without saving\?)$/,
      });
      await expect(unsaved).toBeVisible();
      await expectAccessible(page, `unsaved changes question (${language})`);
      await unsaved.getByRole("button", { name: /^(Stäng utan att spara|Close without saving)$/ }).click();
      await expect(settings).toBeHidden();

      await page.clock.fastForward("05:00");
      await expect(page.getByTestId("session-warning")).toBeVisible();
      await expectAccessible(page, `session warning (${language})`);
    });

    test("school, class, student and report-bug pages", async ({ page }) => {
      await signIn(page, "head@demo.test", { path: "/school" });
      await expect(page.getByTestId("school-staff")).toBeVisible();
      await expectAccessible(page, `school page (${language})`);

      await page.goto("/class");
      await expect(page.getByRole("link").filter({ hasText: /^7A$/ })).toBeVisible();
      await expectAccessible(page, `class list (${language})`);
      await page.getByRole("link").filter({ hasText: /^7A$/ }).click();
      await expect(page.getByTestId("class-mentors")).toBeVisible();
      await expect(page.getByRole("table")).toBeVisible();
      await expectAccessible(page, `class page (${language})`);

      await page.getByRole("table").getByRole("link").first().click();
      await expect(page.getByTestId("student-mentor")).toBeVisible();
      await expectAccessible(page, `student page (${language})`);

      await page.goto("/student");
      await expect(page.getByRole("table")).toBeVisible();
      // A search keeps the table short: a hundred more identical rows would only slow axe down.
      await page.getByRole("searchbox").fill("Alva");
      await expectAccessible(page, `student search (${language})`);

      await page.goto("/report-bug");
      await page.getByRole("button", { name: text.sendReport }).click();
      await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `report bug with errors (${language})`);
    });

    test("admin pages of a main admin, with their dialogs", async ({ page }) => {
      await signIn(page, "mainadmin@demo.test", { path: `/admin/admin?id=${e2eState().schools.ekskolan}` });
      await expect(page.getByTestId("users-table")).toBeVisible();
      await expectAccessible(page, `users (${language})`);
      await page.getByTestId("users-table").getByRole("button").first().click();
      await expect(page.getByTestId("user-dialog")).toBeVisible();
      await page.getByTestId("user-dialog").getByRole("textbox").first().fill("");
      await page.getByTestId("user-dialog").getByRole("button", { name: text.save }).click();
      await expect(page.getByTestId("user-dialog").locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `user dialog with errors (${language})`);
      await page.keyboard.press("Escape");

      await page.goto(`/admin/school?id=${e2eState().schools.ekskolan}`);
      await expect(page.getByTestId("school-settings")).toBeVisible();
      await expectAccessible(page, `manage school: settings (${language})`);
      const tabs = page.getByRole("tab");
      for (const [index, dialog, tableId] of [
        [1, "class-dialog", "classes-table"],
        [2, "student-dialog", "students-table"],
        [3, "team-dialog", "teams-table"],
      ] as const) {
        await tabs.nth(index).click();
        // The tab's own table: while one tab leaves and the next arrives, both tables can be in the page.
        await expect(page.getByTestId(tableId)).toBeVisible();
        await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
        await expect(page.locator('[data-testid$="-table"]')).toHaveCount(1);
        if (dialog === "student-dialog") await page.getByRole("tabpanel").getByRole("searchbox").fill("Alva");
        await expectAccessible(page, `manage school: tab ${index} (${language})`);
        await page.getByRole("tabpanel").getByRole("button").first().click();
        await expect(page.getByTestId(dialog)).toBeVisible();
        await expectAccessible(page, `manage school: ${dialog} (${language})`);
        await page.keyboard.press("Escape");
        await expect(page.getByTestId(dialog)).toBeHidden();
      }
      await tabs.nth(1).click();
      await page.getByTestId("classes-table").getByRole("row").nth(1).getByRole("button").last().click();
      await expect(page.getByTestId("confirm-dialog")).toBeVisible();
      await expectAccessible(page, `confirm dialog (${language})`);
      await page.keyboard.press("Escape");

      await page.goto("/admin/schools");
      await expect(page.getByTestId("schools-table")).toBeVisible();
      await expectAccessible(page, `schools (${language})`);
      await page.getByRole("button", { name: /^(Ny skola|New school)$/ }).click();
      await page.getByTestId("create-school").getByRole("button", { name: text.create }).click();
      await expect(page.getByTestId("create-school").locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page, `create school with errors (${language})`);
    });

    test("a super admin's organizations and schools", async ({ page }) => {
      await signIn(page, "superadmin@demo.test", { path: "/admin/organizations" });
      await expect(page.getByTestId("organizations-table")).toBeVisible();
      await page.getByTestId("organizations-table").getByRole("button").first().click();
      await expectAccessible(page, `organizations with schools shown (${language})`);
      await page.getByRole("button", { name: /^(Ny organisation|New organization)$/ }).click();
      await expect(page.getByTestId("create-organization")).toBeVisible();
      await expectAccessible(page, `create organization (${language})`);
      await page.keyboard.press("Escape");
      await page.goto("/admin/schools");
      await page.getByRole("button", { name: /^(Ny skola|New school)$/ }).click();
      await expect(page.getByTestId("create-school")).toBeVisible();
      await expectAccessible(page, `create school as super admin (${language})`);
    });

    test("a phone 360 px wide: sign-in, the shell and the mobile menu", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/login");
      await expectAccessible(page, `login at 360 px (${language})`);
      await signIn(page, E2E_USERS.settings.email);
      await expectAccessible(page, `overview at 360 px (${language})`);
      await page.getByTestId("open-mobile-menu").click();
      await expect(page.getByTestId("mobile-menu")).toBeVisible();
      await expectAccessible(page, `mobile menu (${language})`);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("mobile-menu")).toBeHidden();
      await expect(page.getByTestId("open-mobile-menu")).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
}
