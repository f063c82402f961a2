import { expect, test, type Page } from "@playwright/test";
import { e2eState, signIn } from "./support";

/**
 * Screenshots for a person to look at (not compared by the test): the main pages at desktop and phone width in
 * both languages, under test-results/screenshots/. Run with SCREENSHOTS=1 npm run test:e2e -- screenshots.
 */
test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to take the review screenshots");

const WIDTHS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 360, height: 740 },
] as const;

async function shoot(page: Page, name: string, { page: isPage = true } = {}) {
  // An open dialog or menu hides the page from the accessibility tree, so only a page is checked for its heading.
  if (isPage) await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => 0))),
  );
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: false });
}

for (const language of ["sv", "en"] as const) {
  for (const size of WIDTHS) {
    test(`${language} ${size.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page
        .context()
        .addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
      const tag = `${language}-${size.name}`;

      await page.goto("/login");
      await shoot(page, `login-${tag}`);
      await page.goto("/no-such-page");
      await shoot(page, `404-${tag}`);
      await page.goto("/tillganglighetsredogorelse");
      await shoot(page, `accessibility-${tag}`);

      await signIn(page, "head@demo.test");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, `overview-${tag}`);
      if (size.name === "desktop") {
        await page.getByTestId("nav-section-documentation").click();
        await shoot(page, `navbar-dropdown-${tag}`, { page: false });
        await page.keyboard.press("Escape");
        await page.getByTestId("user-menu").click();
        await expect(page.getByRole("menu")).toBeVisible();
        await shoot(page, `user-menu-${tag}`, { page: false });
        await page.keyboard.press("Escape");
      } else {
        await page.getByTestId("open-mobile-menu").click();
        await expect(page.getByTestId("mobile-menu")).toBeVisible();
        await shoot(page, `mobile-menu-${tag}`, { page: false });
        await page.keyboard.press("Escape");
      }
      await page.getByTestId("open-settings").click();
      await expect(page.getByTestId("settings-dialog")).toBeVisible();
      await shoot(page, `settings-${tag}`, { page: false });
      await page.keyboard.press("Escape");

      await page.goto("/school");
      await expect(page.getByTestId("school-staff")).toBeVisible();
      await shoot(page, `school-${tag}`);
      await page.getByTestId("school-classes").getByRole("link").first().click();
      await expect(page.getByTestId("class-mentors")).toBeVisible();
      await shoot(page, `class-${tag}`);

      await page.goto("/student-work/tickets");
      await expect(page.getByTestId("ticket-table")).toBeVisible();
      await shoot(page, `tickets-${tag}`);
      await page.getByTestId("ticket-row").first().getByRole("link").click();
      await expect(page.getByTestId("step-history")).toBeVisible();
      await shoot(page, `ticket-${tag}`);
      await page.goto("/student-work/tickets");
      await page.getByTestId("new-ticket").click();
      await expect(page.getByTestId("create-ticket-dialog")).toBeVisible();
      await shoot(page, `ticket-create-${tag}`, { page: false });
      await page.keyboard.press("Escape");
      await page.goto("/documentation/feedback");
      await shoot(page, `feedback-${tag}`);
      await page.getByTestId("notifications-bell").click();
      await expect(page.getByTestId("notifications-menu")).toBeVisible();
      await shoot(page, `notifications-${tag}`, { page: false });
      await page.keyboard.press("Escape");

      await signIn(page, "teacher@demo.test", { path: "/student-work/tickets" });
      await expect(page.getByTestId("ticket-table")).toBeVisible();
      await shoot(page, `tickets-teacher-${tag}`);

      await signIn(page, "mainadmin@demo.test", { path: `/admin/school?id=${e2eState().schools.ekskolan}` });
      await expect(page.getByTestId("school-settings")).toBeVisible();
      await shoot(page, `admin-school-${tag}`);
      await page.goto(`/admin/admin?id=${e2eState().schools.ekskolan}`);
      await expect(page.getByTestId("users-table")).toBeVisible();
      await shoot(page, `admin-users-${tag}`);
      await page.goto("/admin/schools");
      await expect(page.getByTestId("schools-table")).toBeVisible();
      await shoot(page, `admin-schools-${tag}`);
    });
  }
}

/** The work pages of the two people who use them most, at the review widths: overview, tickets list, a ticket. */
const WORK_WIDTHS = [
  { name: "1440", width: 1440, height: 900 },
  { name: "360", width: 360, height: 740 },
] as const;

for (const language of ["sv", "en"] as const) {
  for (const size of WORK_WIDTHS) {
    for (const person of ["counselor", "teacher"] as const) {
      test(`${person} work pages, ${language} ${size.name}`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width: size.width, height: size.height });
        await page
          .context()
          .addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
        const tag = `${person}-${language}-${size.name}`;
        await signIn(page, `${person}@demo.test`);
        await expect(page.getByTestId("my-tickets")).toBeVisible();
        await expect(page.getByTestId("my-tickets").locator("[aria-busy=true]")).toHaveCount(0);
        await shoot(page, `work-overview-${tag}`);
        await page.goto("/student-work/tickets");
        await expect(page.getByTestId("ticket-table")).toBeVisible();
        await shoot(page, `work-tickets-${tag}`);
        await page.getByTestId("ticket-row").first().getByRole("link").first().click();
        await expect(page.getByTestId("step-history")).toBeVisible();
        await shoot(page, `work-ticket-${tag}`);
        await page.screenshot({
          fullPage: true,
        });
      });
    }
  }
}
