import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signIn, signInWithForm, waitForMailLink } from "./support";

test.describe("admin pages", () => {
  test("an admin invites a user, who chooses a password from the mail and signs in", async ({
    page,
    browser,
  }) => {
    await signIn(page, "admin@demo.test", { path: "/admin/admin" });
    await expect(page.getByRole("heading", { name: /^Användare – Ekskolan$/ })).toBeVisible();
    await expect(page.getByTestId("users-table")).toContainText("Tove Lärare");
    await page.getByRole("button", { name: "Lägg till användare" }).click();
    const dialog = page.getByTestId("user-dialog");
    const email = "e2e.invited@demo.test";
    await dialog.getByLabel(/^Namn/).fill("Ingrid Inbjuden");
    await dialog.getByLabel(/^E-postadress/).fill(email);
    await dialog.getByLabel(/^Roll/).selectOption("COUNSELOR");
    await dialog.getByLabel("Yrkesroll").selectOption("SCHOOLPSYCHOLOGIST");
    const since = new Date().toISOString();
    await dialog.getByRole("button", { name: "Lägg till användare" }).click();
    await expect(page.getByText("Användaren har lagts till och en inbjudan har skickats")).toBeVisible();
    await expect(page.getByTestId("users-table")).toContainText("Ingrid Inbjuden");

    const link = await waitForMailLink(email, "/reset-password?token=", since);
    const invited = await browser.newPage();
    await invited.goto(new URL(link).pathname + new URL(link).search);
    await invited.getByLabel(/^Nytt lösenord/).fill(DEMO_PASSWORD);
    await invited.getByLabel(/^Upprepa lösenordet/).fill(DEMO_PASSWORD);
    await invited.getByRole("button", { name: "Spara lösenord" }).click();
    // Only once the password is saved: the form's own "Tillbaka till inloggningen" would leave before the save.
    await expect(invited.getByText("Ditt lösenord har ändrats.", { exact: false })).toBeVisible();
    await invited.getByRole("link", { name: "Till inloggningen", exact: true }).click();
    await signInWithForm(invited, email);
    await expect(invited.getByRole("heading", { name: "Översikt" })).toBeVisible();
    await invited.getByTestId("user-menu").click();
    await expect(invited.getByTestId("role-label")).toHaveText("Skolpsykolog");
    await invited.close();
  });

  test("a main admin creates, archives and deletes a class", async ({ page }) => {
    await signIn(page, "mainadmin@demo.test", { path: "/admin/school" });
    await expect(page.getByRole("heading", { name: /^Hantera / })).toBeVisible();
    await page.getByRole("tab", { name: "Klasser" }).click();
    await page.getByRole("button", { name: "Ny klass" }).click();
    await page
      .getByTestId("class-dialog")
      .getByLabel(/^Klassens namn/)
      .fill("E2E");
    await page.getByTestId("class-dialog").getByRole("button", { name: "Skapa" }).click();
    await expect(page.getByText("Klassen har skapats")).toBeVisible();
    const row = page.getByTestId("classes-table").getByRole("row", { name: /E2E/ });
    await row.getByRole("button", { name: "Arkivera" }).click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: "Arkivera" }).click();
    await expect(page.getByText("Klassen har arkiverats")).toBeVisible();
    await expect(row).toContainText("Arkiverad");
    await row.getByRole("button", { name: "Ta bort" }).click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: "Ta bort" }).click();
    await expect(page.getByText("Klassen har tagits bort")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("a super admin creates an organization and a school in it", async ({ page }) => {
    await signIn(page, "superadmin@demo.test", { path: "/admin/organizations" });
    await page.getByRole("button", { name: "Ny organisation" }).click();
    const orgDialog = page.getByTestId("create-organization");
    await orgDialog.getByLabel(/^Namn/).fill("E2E kommun");
    await orgDialog.getByRole("button", { name: "Skapa" }).click();
    await expect(page.getByText("Organisationen har skapats")).toBeVisible();
    await expect(page.getByTestId("organizations-table")).toContainText("E2E kommun");

    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Skolor" })
      .click();
    await page.getByRole("button", { name: "Ny skola" }).click();
    const schoolDialog = page.getByTestId("create-school");
    // Submitted empty, every required field says so at once: the name and the organization.
    await schoolDialog.getByRole("button", { name: "Skapa" }).click();
    await expect(schoolDialog.getByLabel(/^Namn/)).toHaveAttribute("aria-invalid", "true");
    await expect(schoolDialog.getByLabel(/^Organisation/)).toHaveAttribute("aria-invalid", "true");
    await expect(schoolDialog.getByText("Det här fältet är obligatoriskt")).toHaveCount(2);
    await schoolDialog.getByLabel(/^Namn/).fill("E2E-skolan");
    await schoolDialog.getByLabel(/^Organisation/).selectOption({ label: "E2E kommun" });
    await schoolDialog.getByLabel("Första årskurs").selectOption("7");
    await schoolDialog.getByLabel("Sista årskurs").selectOption("9");
    await schoolDialog.getByRole("button", { name: "Skapa" }).click();
    await expect(page.getByText("Skolan har skapats")).toBeVisible();
    const row = page.getByTestId("schools-table").getByRole("row", { name: /E2E-skolan/ });
    await expect(row).toContainText("Årskurs 7 – Årskurs 9");
    await row.getByRole("button", { name: "Ta bort" }).click();
    await page.getByTestId("confirm-dialog").getByRole("button", { name: "Ta bort" }).click();
    await expect(page.getByText("Skolan har tagits bort")).toBeVisible();
  });
});
