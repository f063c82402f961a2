import { expect, test } from "@playwright/test";
import { signIn } from "./support";

test.describe("school, class and student pages", () => {
  test("a teacher adds and removes themselves as mentor and teacher of a class", async ({ page }) => {
    await signIn(page, "teacher@demo.test", { path: "/school" });
    await expect(page.getByRole("heading", { name: "Ekskolan", level: 1 })).toBeVisible();
    // In the demo the first teacher mentors the A classes and teaches them all: 7B has no mentor.
    await page.getByTestId("school-classes").getByRole("link", { name: "7B" }).click();
    await expect(page.getByRole("heading", { name: "Klass 7B" })).toBeVisible();
    const mentors = page.getByTestId("class-mentors");
    await expect(mentors).toHaveText("Ingen");

    await page.getByRole("button", { name: "Lägg till mig som mentor" }).click();
    await expect(page.getByText("Du har lagts till som mentor")).toBeVisible();
    await expect(mentors).toHaveText("Tove Lärare");
    await page.getByRole("button", { name: "Ta bort mig som mentor" }).click();
    await expect(page.getByText("Du har tagits bort som mentor")).toBeVisible();
    await expect(mentors).toHaveText("Ingen");

    await page.getByRole("button", { name: "Ta bort mig som lärare" }).click();
    await expect(page.getByText("Du har tagits bort som lärare")).toBeVisible();
    await expect(page.getByTestId("class-teachers")).not.toContainText("Tove Lärare");
    await page.getByRole("button", { name: "Lägg till mig som lärare" }).click();
    await expect(page.getByText("Du har lagts till som lärare")).toBeVisible();
    await expect(page.getByTestId("class-teachers")).toContainText("Tove Lärare");
  });

  test("a class lists its pupils and a pupil's profile shows class and mentor", async ({ page }) => {
    await signIn(page, "counselor@demo.test", { path: "/class" });
    await page.getByRole("link").filter({ hasText: /^\dA$/ }).first().click();
    const firstPupil = page.getByRole("table").getByRole("link").first();
    const name = (await firstPupil.textContent())!;
    await firstPupil.click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId("student-mentor")).not.toBeEmpty();
  });

  test("finds a pupil by name", async ({ page }) => {
    await signIn(page, "head@demo.test", { path: "/student" });
    await page.getByLabel("Sök elev").fill("alva");
    const rows = page.getByRole("table").getByRole("link");
    await expect(rows.first()).toContainText(/Alva/);
  });

  for (const path of ["/student/does-not-exist", "/class/does-not-exist", "/school/does-not-exist"]) {
    test(`an unknown pupil, class or school (${path}) shows the 404 page inside the app`, async ({
      page,
    }) => {
      await signIn(page, "counselor@demo.test", { path });
      await expect(page.getByRole("heading", { name: "Sidan hittades inte" })).toBeVisible();
      await expect(page.getByText("404")).toBeVisible();
      await expect(page.getByText("Försök igen senare.")).toHaveCount(0);
      // Inside the app layout: the navbar and the sidebar stay.
      await expect(page.getByRole("banner").getByTestId("school-code")).toBeVisible();
    });
  }
});
