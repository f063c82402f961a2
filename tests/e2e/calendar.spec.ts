import { expect, test } from "@playwright/test";
import { expectAccessible, signIn } from "./support";

/**
 * The sidebar's calendar (spec section 2): the head opens it, sees today's count, opens a day with the keyboard and
 * follows today's event to the action program. The demo has a follow-up the head planned for today on a decided
 * program (functions/src/actionprograms/action-program-calendar.demo.ts); other journeys may add events, so counts are read, not assumed.
 * At 1280 px, then the same calendar at 360 px. In Swedish, axe clean with the modal open.
 */
test("the head opens the calendar, sees today's count, moves between days and follows today's event to its program", async ({
  page,
}) => {
  await signIn(page, "head@demo.test", { path: "/" });
  const button = page.getByTestId("open-calendar");
  await expect(button).toHaveAccessibleName(/^Kalender, \d+ händelser? i dag$/);
  const name = (await button.getAttribute("aria-label"))!;
  const count = Number(/(\d+)/.exec(name)![1]);
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId("calendar-today-count")).toHaveText(String(count));

  await button.click();
  const dialog = page.getByTestId("calendar-dialog");
  await expect(dialog.getByRole("heading", { name: "Kalender" })).toBeVisible();
  const grid = dialog.getByRole("grid");
  await expect(grid.getByRole("columnheader")).toHaveText(["Sö", "Må", "Ti", "On", "To", "Fr", "Lö"]);
  const today = grid.locator('button[aria-current="date"]');
  await expect(today).toHaveAccessibleName(new RegExp(`\\(i dag\\), ${count} händelser?$`));
  const events = dialog.getByTestId("calendar-day").getByRole("link");
  await expect(events).toHaveCount(count);
  await expectAccessible(page, "the calendar modal with today's events");

  // The modal opens with the keyboard on today; the grid is one tab stop; the arrow keys move the day and Enter shows it.
  await expect(today).toBeFocused();
  const todayDate = (await today.getAttribute("data-date"))!;
  await page.keyboard.press("ArrowDown");
  await expect(grid.locator("button:focus")).not.toHaveAttribute("data-date", todayDate);
  await page.keyboard.press("ArrowUp");
  await expect(grid.locator("button:focus")).toHaveAttribute("data-date", todayDate);
  await page.keyboard.press("Enter");
  await expect(events).toHaveCount(count);

  const followUp = events.filter({ hasText: /^Uppföljning att göra/ }).first();
  const href = (await followUp.getAttribute("href"))!;
  expect(href).toMatch(/^\/actions\/action-program\?id=[0-9a-f-]{36}$/);
  await followUp.click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(href);
  await expect(page.getByTestId("program-document")).toBeVisible();

  // A phone: the calendar sits in the top bar and its modal fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId("open-calendar").click();
  await expect(dialog.getByRole("grid")).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await expectAccessible(page, "the calendar modal at 360 px");
  const month = dialog.getByTestId("calendar-month");
  const shown = (await month.textContent())!;
  await dialog.getByRole("button", { name: "Nästa månad" }).click();
  await expect(month).not.toHaveText(shown);
  await dialog.getByRole("button", { name: "Föregående månad" }).click();
  await expect(month).toHaveText(shown);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("open-calendar")).toBeFocused();
});
