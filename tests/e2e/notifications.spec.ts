import { expect, test, type Page } from "@playwright/test";
import { NOTIFICATION_CATEGORIES } from "../../shared/src/constants";
import { E2E_USERS, e2eState, expectAccessible, signIn } from "./support";
import { apiAs, createTicket } from "./tickets-api";

/**
 * The sidebar's notifications bell (spec section 2) for a user of its own (e2e.bell), who is told about tickets
 * counselor@demo.test shares with them: the count, opening marks all seen, a click opens the ticket and removes the
 * notification, and a category can be cleared. The tests share that user, so they run one after another.
 */
test.describe.configure({ mode: "serial" });

const { email } = E2E_USERS.bell;

async function bellUserId(page: Page): Promise<string> {
  const me = await apiAs<{ id: string }>(page.request, email, "COUNSELOR", "/auth/me");
  return me.id;
}

/** A ticket shared with the bell's user (a TICKET_SHARED notification for them); its id. */
async function shareTicket(page: Page, title: string): Promise<string> {
  return createTicket(page.request, {
    title,
    access: "SELECTED",
    recipients: [{ id: await bellUserId(page) }],
  });
}

/**
 * The bell's user hears only of tickets and feedback: other journeys running at the same time report violations
 * and whistles at the same school, whose notices would otherwise reach every student-health member, this one too.
 */
async function hearOnlyTicketsAndFeedback(page: Page) {
  const me = await apiAs<{
    id: string;
    name: string;
    email: string;
    notificationSetting: string;
    twoStepAuth: boolean;
    teacherSubjects: string[];
    version: number;
  }>(page.request, email, "COUNSELOR", "/auth/me");
  await apiAs(page.request, email, "COUNSELOR", "/user", {
    method: "PATCH",
    body: {
      id: me.id,
      name: me.name,
      email: me.email,
      notificationSetting: me.notificationSetting,
      twoStepAuth: me.twoStepAuth,
      teacherSubjects: me.teacherSubjects,
      hiddenNotificationCategories: NOTIFICATION_CATEGORIES.filter(
        (category) => category !== "TICKET" && category !== "FEEDBACK",
      ),
      version: me.version,
    },
  });
}

/** Removes whatever the bell's user still has, so each test starts from nothing. */
async function clearAll(page: Page) {
  const { schools } = e2eState();
  await hearOnlyTicketsAndFeedback(page);
  for (const category of NOTIFICATION_CATEGORIES) {
    await apiAs(
      page.request,
      email,
      "COUNSELOR",
      `/notifications/category/${category}?schoolId=${schools.ekskolan}`,
      {
        method: "DELETE",
      },
    );
  }
}

test("the bell counts what is new, opening it marks it seen, a click opens the ticket, a category clears", async ({
  page,
}) => {
  await clearAll(page);
  const first = await shareTicket(page, "Bell test one");
  const second = await shareTicket(page, "Bell test two");
  await signIn(page, email);

  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAccessibleName("Notiser, 2 nya");
  await expect(page.getByTestId("notifications-count")).toHaveText("2");

  await bell.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const items = menu.getByTestId("notification-item");
  await expect(items).toHaveCount(2);
  // The newest first, in the user's language, marked as new (a word, not only a colour).
  await expect(items.first()).toContainText("Ny");
  await expect(items.first()).toContainText("Ett ärende har delats med dig");
  // Grouped by ticket, each group named by the title (the user may read both tickets in full).
  await expect(menu.getByTestId("notification-group")).toHaveCount(2);
  await expect(
    menu.getByRole("group", { name: "Bell test two" }).getByTestId("notification-item"),
  ).toHaveCount(1);
  await expect(menu.getByRole("group", { name: "Bell test one" })).toBeVisible();
  // Opening marked them seen: the count is gone at once and stays gone after a reload.
  await expect(page.getByTestId("notifications-count")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(bell).toHaveAccessibleName("Notiser");
  await page.reload();
  await expect(page.getByTestId("notifications-bell")).toHaveAccessibleName("Notiser");

  await page.getByTestId("notifications-bell").click();
  await expect(page.getByRole("menu").getByTestId("notification-item").first()).not.toContainText("Ny");
  await page.getByRole("menu").getByTestId("notification-item").first().click();
  await expect(page).toHaveURL(new RegExp(`/student-work/tickets\\?id=${second}$`));

  await signIn(page, email);
  await page.getByTestId("notifications-bell").click();
  await expect(page.getByRole("menu").getByTestId("notification-item")).toHaveCount(1);
  await page.getByRole("menuitem", { name: "Rensa ärenden" }).click();
  await expect(page.getByTestId("notifications-empty")).toHaveText("Inga notiser");
  const left = await apiAs<{ items: { itemId: string }[] }>(
    page.request,
    email,
    "COUNSELOR",
    `/notifications?schoolId=${e2eState().schools.ekskolan}`,
  );
  expect(left.items.map((item) => item.itemId)).not.toContain(first);
  expect(left.items).toEqual([]);
});

for (const language of ["sv", "en"] as const) {
  for (const width of [1280, 360]) {
    test(`the open dropdown is accessible (${language}, ${width} px)`, async ({ page }) => {
      await page
        .context()
        .addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
      await page.setViewportSize({ width, height: 800 });
      await clearAll(page);
      await shareTicket(page, `Bell a11y ${language} ${width}`);
      await signIn(page, email);
      const bell = page.getByTestId("notifications-bell");
      await expect(bell).toHaveAccessibleName(language === "sv" ? "Notiser, 1 ny" : "Notifications, 1 new");
      await expectAccessible(page, `bell with a count (${language}, ${width} px)`);
      await bell.click();
      await expect(page.getByRole("menu").getByTestId("notification-item")).toHaveCount(1);
      await expectAccessible(page, `notifications dropdown (${language}, ${width} px)`);
      await page.screenshot({ path: `test-results/e2e/bell-${language}-${width}.png` });
      await page
        .getByRole("menuitem", { name: language === "sv" ? "Rensa ärenden" : "Clear tickets" })
        .click();
      await expect(page.getByTestId("notifications-empty")).toBeVisible();
      await expectAccessible(page, `empty notifications dropdown (${language}, ${width} px)`);
    });
  }
}
