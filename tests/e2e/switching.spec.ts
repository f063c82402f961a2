import { expect, test } from "@playwright/test";
import { E2E_USERS, e2eState, signIn } from "./support";

test.describe("switching role and school", () => {
  test("switching role stores the choice and reloads to / with that role", async ({ page }) => {
    const user = E2E_USERS.roles;
    await signIn(page, user.email, { role: "TEACHER", path: "/school" });

    await page.getByTestId("user-menu").click();
    await expect(page.getByTestId("role-label")).toHaveText("Lärare");
    await page.getByRole("menuitemradio", { name: "Elevhälsopersonal" }).click();
    await expect(page).toHaveURL(`${e2eState().baseURL}/`);
    expect(await page.evaluate(() => localStorage.getItem("elevhalsa.role"))).toBe("COUNSELOR");
    await page.getByTestId("user-menu").click();
    await expect(page.getByTestId("role-label")).toHaveText("Elevhälsopersonal");
  });

  test("switching school stores the choice and reloads to / at the other school", async ({ page }) => {
    await signIn(page, "counselor@demo.test");
    const header = page.getByRole("banner");
    const first = (await header.getByText(/^(Ekskolan|Björkskolan)$/).textContent())!;
    const other = first === "Ekskolan" ? "Björkskolan" : "Ekskolan";
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitemradio", { name: other }).click();
    await expect(page).toHaveURL(`${e2eState().baseURL}/`);
    await expect(header.getByText(other, { exact: true })).toBeVisible();
    // Only Ekskolan has the EHTCHATTEN subscription.
    await expect(header.getByRole("link", { name: /EHT-chatten/ })).toHaveCount(other === "Ekskolan" ? 1 : 0);
    const stored = await page.evaluate(() => localStorage.getItem("elevhalsa.school"));
    const { schools } = e2eState();
    expect(stored).toBe(other === "Ekskolan" ? schools.ekskolan : schools.bjorkskolan);
  });

  test("an owner cannot switch school", async ({ page }) => {
    await signIn(page, "owner@demo.test");
    await page.getByTestId("user-menu").click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByText("Byt skola")).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Logga ut" })).toBeVisible();
  });
});
