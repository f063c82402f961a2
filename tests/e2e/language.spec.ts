import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test.describe("language", () => {
  test("Swedish by default; English from the switcher, kept 365 days in i18n_redirected without a URL prefix", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Logga in" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");

    await page.getByRole("combobox", { name: "Välj språk" }).selectOption("en");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveURL(/\/login$/);

    const cookie = (await context.cookies()).find((candidate) => candidate.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  test("the sidebar's switcher changes the whole shell and makes no call", async ({ page }) => {
    await signIn(page, "head@demo.test");
    await expect(page.getByRole("heading", { name: "Översikt" })).toBeVisible();
    // The overview's work queue reads on in pages; the switch itself is what must make no call.
    await page.waitForLoadState("networkidle");
    const calls: string[] = [];
    // A read that began before the switch may still be paging on (its next page carries a cursor); a call the
    // switch itself made would start a read.
    page.on("request", (request) => {
      const url = request.url();
      if (url.includes("/api/") && !new URL(url).searchParams.has("cursor")) calls.push(url);
    });
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
    await expect(page.getByTestId("nav-section-documentation")).toHaveText("Documentation");
    expect(calls).toEqual([]);
    await page.getByTestId("language-menu").click();
    await page.getByRole("menuitemradio", { name: "Svenska" }).click();
    await expect(page.getByRole("heading", { name: "Översikt" })).toBeVisible();
  });
});
