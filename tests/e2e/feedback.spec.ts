import { expect, test } from "@playwright/test";
import { signIn } from "./support";

/** The bug report (POST /api/bug-reports) and the accessibility feedback (POST /api/accessibility-feedback). */
test.describe("feedback forms", () => {
  test("a signed-in user reports a bug from the user menu", async ({ page }) => {
    await signIn(page, "teacher@demo.test", { path: "/school" });
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Rapportera fel" }).click();
    await expect(page.getByLabel("Sida där felet uppstod")).toHaveValue("/school");
    await page.getByLabel(/^Vad hände\?/).fill("Klasslistan laddas inte.");
    await page.getByRole("button", { name: "Skicka rapport" }).click();
    await expect(page.getByRole("status")).toHaveText("Tack! Din rapport har skickats.");
  });

  test("anyone sends accessibility feedback from the statement page", async ({ page }) => {
    await page.goto("/tillganglighetsredogorelse");
    await page.getByLabel(/^Vad vill du berätta\?/).fill("Kontrasten på knapparna är för låg för mig.");
    await page.getByRole("button", { name: "Skicka" }).click();
    await expect(page.getByRole("status")).toHaveText("Tack! Vi har tagit emot dina synpunkter.");
  });
});
