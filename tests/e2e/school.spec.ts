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
    // It asks first: cancelling keeps the teacher.
    const confirm = page.getByRole("alertdialog", { name: "Ta bort mig som lärare" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Avbryt" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId("class-teachers")).toContainText("Tove Lärare");
    await page.getByRole("button", { name: "Ta bort mig som lärare" }).click();
    await confirm.getByRole("button", { name: "Ta bort" }).click();
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
    // No hit: a guiding empty state that names the search and offers to clear it.
    await page.getByLabel("Sök elev").fill("xyzzy");
    await expect(page.getByText('Inga elever matchar "xyzzy".', { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Rensa sökningen" }).click();
    await expect(page.getByLabel("Sök elev")).toHaveValue("");
    await expect(rows.first()).toBeVisible();
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

  test("classes, staff and schools are listed in Swedish order", async ({ page }) => {
    const inSwedishOrder = (names: string[]) =>
      [...names].sort(new Intl.Collator("sv", { numeric: true }).compare);
    await signIn(page, "head@demo.test", { path: "/class" });
    const classLinks = page.getByRole("link").filter({ hasText: /^\d+[A-Z]$/ });
    await expect(classLinks.first()).toBeVisible();
    const classes = await classLinks.allTextContents();
    expect(classes.length).toBeGreaterThan(3);
    expect(classes).toEqual(inSwedishOrder(classes));

    await signIn(page, "superadmin@demo.test", { path: "/admin/schools" });
    const schoolLinks = page
      .getByRole("table")
      .getByRole("link")
      .filter({ hasNotText: /^Hantera/ });
    // Read the names once the list has loaded (at least two schools), not while it is still on its way.
    await expect(schoolLinks.nth(1)).toBeVisible();
    const schools = await schoolLinks.allTextContents();
    expect(schools.length).toBeGreaterThan(1);
    expect(schools).toEqual(inSwedishOrder(schools));
  });
});
