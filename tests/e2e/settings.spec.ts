import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, E2E_USERS, e2eState, signIn, waitForMailLink } from "./support";

test.describe("settings", () => {
  test("saves name, subjects and notification choices, and they are there the next time", async ({
    page,
  }) => {
    const { email } = E2E_USERS.settings;
    await signIn(page, email);
    await page.getByTestId("open-settings").click();
    const dialog = page.getByTestId("settings-dialog");
    await expect(dialog.getByRole("heading", { name: "Inställningar" })).toBeVisible();
    // A teacher: subjects, no role select; Ekskolan has TWOSTEPAUTH, so two-factor is offered.
    await expect(dialog.getByRole("group", { name: "Undervisningsämnen" })).toBeVisible();
    await expect(dialog.getByLabel("Roll", { exact: true })).toHaveCount(0);
    await expect(dialog.getByText("Tvåstegsverifiering: Nej")).toBeVisible();

    await dialog.getByLabel(/^Namn/).fill("Sixten Sparad");
    await dialog.getByRole("checkbox", { name: "Historia" }).check({ force: true });
    await dialog.getByRole("checkbox", { name: "Kartläggningar" }).check({ force: true });
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(page.getByText("Inställningarna har sparats")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByTestId("open-settings").click();
    await expect(dialog.getByLabel(/^Namn/)).toHaveValue("Sixten Sparad");
    await expect(dialog.getByRole("checkbox", { name: "Historia" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Kartläggningar" })).toBeChecked();
    await dialog.getByText("Notiser: Ja").click();
    await expect(dialog.getByRole("group", { name: "Dölj notiser om" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByTestId("open-settings").click();
    await expect(dialog.getByText("Notiser: Nej")).toBeVisible();
  });

  test("a password that breaks the rule is refused in an error dialog", async ({ page }) => {
    await signIn(page, E2E_USERS.settings.email);
    await page.getByTestId("open-settings").click();
    const dialog = page.getByTestId("settings-dialog");
    await dialog.getByLabel("Nytt lösenord").fill("abc");
    await dialog.getByRole("button", { name: "Spara" }).click();
    const alert = page.getByRole("alertdialog", { name: "Ogiltigt lösenord" });
    await expect(alert).toContainText("Lösenordet måste innehålla minst 1 versal, 1 gemen och 1 siffra");
    await alert.getByRole("button", { name: "Stäng" }).click();
    await expect(alert).toBeHidden();
    await expect(dialog).toBeVisible();
  });

  test("a new email must be verified: the button sends a link, the link verifies", async ({ page }) => {
    await signIn(page, E2E_USERS.verify.email);
    await page.getByTestId("open-settings").click();
    const dialog = page.getByTestId("settings-dialog");
    // A counselor chooses a role (sub-role) and has no subjects.
    await expect(dialog.getByLabel("Roll", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("group", { name: "Undervisningsämnen" })).toHaveCount(0);
    await dialog.getByLabel("Roll", { exact: true }).selectOption("SCHOOLNURSE");
    const newEmail = "e2e.verify.ny@demo.test";
    await dialog.getByLabel(/^E-postadress/).fill(newEmail);
    // A new email could hand the account to someone else: it needs the current password in the same request.
    await dialog.getByRole("button", { name: "Spara" }).click();
    const current = dialog.getByLabel(/^Nuvarande lösenord/);
    await expect(current).toBeFocused();
    await expect(dialog.getByText("Ange ditt nuvarande lösenord", { exact: true })).toBeVisible();
    await current.fill("FelLosen1");
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(dialog.getByText("Det nuvarande lösenordet är fel")).toBeVisible();
    await current.fill(DEMO_PASSWORD);
    await dialog.getByRole("button", { name: "Spara" }).click();
    await expect(dialog).toBeHidden();

    await page.getByTestId("open-settings").click();
    await expect(dialog.getByText("Din e-postadress är inte verifierad.")).toBeVisible();
    const since = new Date().toISOString();
    await dialog.getByRole("button", { name: "Verifiera e-postadressen" }).click();
    await expect(dialog.getByText(`Vi har skickat en verifieringslänk till ${newEmail}`)).toBeVisible();
    const link = await waitForMailLink(newEmail, "/emailverification/verify/", since);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, e2eState().baseURL));
    await expect(page.getByText("Din e-postadress är verifierad")).toBeVisible();
    await expect(page).toHaveURL(`${e2eState().baseURL}/`);
    await page.getByTestId("user-menu").click();
    await expect(page.getByTestId("role-label")).toHaveText("Skolsköterska");
  });
});
