import { expect, test, type Page } from "@playwright/test";
import { e2eState, expectAccessible, signIn } from "./support";
import { apiAs, createTicket, firstPupil } from "./tickets-api";

/**
 * The feedback page (documentation/feedback): entries with the five smileys. Each test writes its own entry on a
 * ticket only counselor@demo.test sees (access SELF), so no other journey's data changes.
 */
async function ownEntry(page: Page, text: string): Promise<string> {
  // The counselor works at two schools: the page shows the active one, Ekskolan here.
  await page.addInitScript(
    (schoolId) => localStorage.setItem("elevhalsa.school", schoolId),
    e2eState().schools.ekskolan,
  );
  const ticketId = await createTicket(page.request, { title: "Återkopplingstest", access: "SELF" });
  await apiAs(page.request, "counselor@demo.test", "COUNSELOR", "/feedback", {
    method: "POST",
    body: { ticketId, text },
  });
  return ticketId;
}

test("a smiley is chosen, changed, counted and shown pressed", async ({ page }) => {
  const text = `Eleven läser mer självständigt (${Date.now()}).`;
  const ticketId = await ownEntry(page, text);
  await signIn(page, "counselor@demo.test", { path: "/documentation/feedback" });
  await expect(page.getByRole("heading", { level: 1, name: "Återkoppling" })).toBeVisible();

  const entry = page.getByTestId("feedback-entry").filter({ hasText: text });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("link", { name: "Visa ärendet" })).toHaveAttribute(
    "href",
    `/student-work/tickets?id=${ticketId}`,
  );
  const progressing = entry.getByRole("button", { name: /^Arbetet går framåt, \d+$/ });
  const reached = entry.getByRole("button", { name: /^Eleven har nått målet, \d+$/ });
  await expect(progressing).toHaveAccessibleName("Arbetet går framåt, 0");
  await expect(progressing).toHaveAttribute("aria-pressed", "false");

  await progressing.click();
  await expect(progressing).toHaveAttribute("aria-pressed", "true");
  await expect(progressing).toHaveAccessibleName("Arbetet går framåt, 1");

  await reached.click();
  await expect(reached).toHaveAttribute("aria-pressed", "true");
  await expect(reached).toHaveAccessibleName("Eleven har nått målet, 1");
  await expect(progressing).toHaveAttribute("aria-pressed", "false");
  await expect(progressing).toHaveAccessibleName("Arbetet går framåt, 0");

  // Stored: after a reload the same.
  await page.reload();
  await expect(reached).toHaveAttribute("aria-pressed", "true");
  await expect(reached).toHaveAccessibleName("Eleven har nått målet, 1");

  // The pupil filter keeps the entry (it is that pupil's).
  const pupil = await firstPupil(page.request, "counselor@demo.test", "COUNSELOR");
  const filter = page.getByRole("search").getByRole("combobox", { name: "Elev", exact: true });
  await filter.fill(pupil.name);
  await page.getByRole("option", { name: pupil.name }).first().click();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("link", { name: pupil.name })).toHaveAttribute("href", `/student/${pupil.id}`);
});

test("one's own reaction is withdrawn with 'Ta bort min reaktion', and stays withdrawn", async ({ page }) => {
  const text = `Närvaron har ökat (${Date.now()}).`;
  await ownEntry(page, text);
  await signIn(page, "counselor@demo.test", { path: "/documentation/feedback" });
  const entry = page.getByTestId("feedback-entry").filter({ hasText: text });
  const progressing = entry.getByRole("button", { name: /^Arbetet går framåt, \d+$/ });
  const withdraw = entry.getByRole("button", { name: "Ta bort min reaktion" });
  await expect(withdraw).toHaveCount(0);
  await progressing.click();
  await expect(progressing).toHaveAccessibleName("Arbetet går framåt, 1");

  await withdraw.click();
  await expect(progressing).toHaveAttribute("aria-pressed", "false");
  await expect(progressing).toHaveAccessibleName("Arbetet går framåt, 0");
  await expect(withdraw).toHaveCount(0);
  await page.reload();
  await expect(progressing).toHaveAccessibleName("Arbetet går framåt, 0");
});

test("feedback on an archived ticket tells its smileys and offers none", async ({ page }) => {
  const text = `Avslutat stöd i svenska (${Date.now()}).`;
  const ticketId = await ownEntry(page, text);
  const ticket = await apiAs<{ version: number }>(
    page.request,
    "counselor@demo.test",
    "COUNSELOR",
    `/tickets/${ticketId}`,
  );
  await apiAs(page.request, "counselor@demo.test", "COUNSELOR", "/step", {
    method: "POST",
    body: { ticketId, status: "ARCHIVE", version: ticket.version },
  });
  await signIn(page, "counselor@demo.test", { path: "/documentation/feedback" });
  const entry = page.getByTestId("feedback-entry").filter({ hasText: text });
  await expect(entry.getByText("Ärendet är arkiverat. Reaktionerna kan inte längre ändras.")).toBeVisible();
  await expect(entry.getByRole("button")).toHaveCount(0);
  await expect(entry.getByRole("link", { name: "Visa ärendet" })).toBeVisible();
});

test("a reaction changed elsewhere meanwhile shows the conflict and reloads", async ({ page }) => {
  const text = `Tydliga framsteg i matematik (${Date.now()}).`;
  await ownEntry(page, text);
  await signIn(page, "counselor@demo.test", { path: "/documentation/feedback" });
  const entry = page.getByTestId("feedback-entry").filter({ hasText: text });
  await entry.getByRole("button", { name: /^Vill ha stöd, / }).click();
  await expect(entry.getByRole("button", { name: /^Vill ha stöd, / })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The same person changes it in another tab: this page's version is now stale.
  const list = await apiAs<{
    items: { id: string; text: string; reactions: { id: string; version: number }[] }[];
  }>(page.request, "counselor@demo.test", "COUNSELOR", `/feedback/${e2eState().schools.ekskolan}?limit=20`);
  const reaction = list.items.find((item) => item.text === text)!.reactions[0]!;
  await apiAs(page.request, "counselor@demo.test", "COUNSELOR", `/reaction/${reaction.id}`, {
    method: "PATCH",
    body: { smiley: "COMPLETED", version: reaction.version },
  });

  await entry.getByRole("button", { name: /^Eleven är nära måluppfyllelse, / }).click();
  await expect(
    // The server's own reason is shown, not the generic 409 text.
    page
      .getByRole("alert")
      .or(page.getByRole("status"))
      .filter({ hasText: "Ärendet har ändrats sedan du läste det" }),
  ).toBeVisible();
  await expect(entry.getByRole("button", { name: /^Eleven har slutfört, / })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

for (const language of ["sv", "en"] as const) {
  for (const width of [1280, 360]) {
    test(`the feedback page is accessible (${language}, ${width} px)`, async ({ page }) => {
      await page
        .context()
        .addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
      await page.setViewportSize({ width, height: 800 });
      const text = `Bra närvaro hela månaden (${language} ${width}).`;
      await ownEntry(page, text);
      await signIn(page, "counselor@demo.test", { path: "/documentation/feedback" });
      const entry = page.getByTestId("feedback-entry").filter({ hasText: text });
      await expect(entry).toBeVisible();
      await entry.locator("[data-smiley=CLOSETOGOAL]").click();
      await expect(entry.locator("[data-smiley=CLOSETOGOAL]")).toHaveAttribute("aria-pressed", "true");
      await expectAccessible(page, `feedback page (${language}, ${width} px)`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/e2e/feedback-${language}-${width}.png`, fullPage: false });
    });
  }
}
