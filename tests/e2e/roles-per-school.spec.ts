import { expect, type Browser } from "@playwright/test";
import {
  apiAs,
  DEMO_PASSWORD,
  e2eState,
  expectAccessible,
  signIn,
  signInWithForm,
  waitForMailLink,
  test,
} from "./support";

/**
 * Roles belong to a school membership: a person who teaches at Björkskolan and is student-health staff at
 * Ekskolan acts as each only at that school, and each school's admin sees and edits only their own school's roles.
 */

/** A teacher at Björkskolan (added by the main admin), with a password of their own when `withPassword`. */
async function bjorkTeacher(email: string, name: string, withPassword: boolean) {
  const { schools, baseURL } = e2eState();
  const since = new Date().toISOString();
  const created = await apiAs<{ id: string }>("mainadmin@demo.test", "POST", "/user", {
    name,
    email,
    role: "TEACHER",
    schoolId: schools.bjorkskolan,
  });
  expect(created.status).toBe(201);
  if (withPassword) {
    const link = await waitForMailLink(email, "/reset-password?token=", since);
    const token = new URL(link).searchParams.get("token");
    const reset = await fetch(`${baseURL}/api/auth/reset-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token, password: DEMO_PASSWORD }),
    });
    expect(reset.status).toBe(200);
  }
  return created.body.id;
}

async function pageIn(browser: Browser, language: "sv" | "en") {
  const context = await browser.newContext();
  await context.addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
  return context.newPage();
}

test.describe("roles per school", () => {
  test("Ekskolan's admin gives a Björkskolan teacher student-health roles at Ekskolan; each applies only there", async ({
    browser,
  }) => {
    const email = "e2e.tvaskolor@demo.test";
    await bjorkTeacher(email, "Tea Tvåskolor", true);

    const admin = await pageIn(browser, "sv");
    await signIn(admin, "admin@demo.test", { path: "/admin/admin" });
    await admin.getByRole("button", { name: "Lägg till användare" }).click();
    const create = admin.getByTestId("user-dialog");
    await create.getByLabel(/^Namn/).fill("Tea Tvåskolor");
    await create.getByLabel(/^E-postadress/).fill(email);
    await create.getByLabel(/^Roll/).selectOption("COUNSELOR");
    await create.getByRole("button", { name: "Lägg till användare" }).click();
    await expect(
      admin.getByText("Personen finns redan i organisationen och har fått rollen på skolan"),
    ).toBeVisible();
    const row = admin.getByTestId("users-table").getByRole("row", { name: /Tea Tvåskolor/ });
    await expect(row).toContainText("Elevhälsopersonal");
    await expect(row).not.toContainText("Lärare");
    await expect(row).toContainText("Arbetar även på en annan skola");

    await row.getByRole("button", { name: "Ändra" }).click();
    const edit = admin.getByTestId("user-dialog");
    await expect(edit.getByText(/arbetar även på en skola som du inte administrerar/)).toBeVisible();
    await expect(edit.getByLabel(/^E-postadress/)).toBeDisabled();
    const rolesHere = edit.getByRole("group", { name: "Roller på Ekskolan" });
    await expect(rolesHere.getByRole("checkbox", { name: "Elevhälsopersonal" })).toBeChecked();
    await rolesHere.getByText("Skolledare").click();
    await edit.getByRole("button", { name: "Spara" }).click();
    await expect(admin.getByText("Användaren har uppdaterats")).toBeVisible();
    await expect(row).toContainText("Elevhälsopersonal, Skolledare");
    await admin.context().close();

    // The person: a teacher at Björkskolan (their first school), student-health staff and head at Ekskolan.
    const person = await pageIn(browser, "sv");
    await signInWithForm(person, email);
    await expect(person.getByRole("heading", { name: "Översikt" })).toBeVisible();
    await person.getByTestId("user-menu").click();
    await expect(person.getByTestId("role-label")).toHaveText("Lärare");
    await expect(person.getByRole("menuitemradio", { name: "Elevhälsopersonal" })).toHaveCount(0);
    await person.getByRole("menuitemradio", { name: "Ekskolan" }).click();
    await expect(person).toHaveURL(`${e2eState().baseURL}/`);
    await person.getByTestId("user-menu").click();
    await expect(person.getByTestId("role-label")).toHaveText("Elevhälsopersonal");
    await expect(person.getByRole("menuitemradio", { name: "Skolledare" })).toBeVisible();
    await expect(person.getByRole("menuitemradio", { name: "Lärare" })).toHaveCount(0);

    // What the API says to the same session: the student-health role does not reach Björkskolan's tickets.
    const token = await person.evaluate(() => sessionStorage.getItem("elevhalsa.token"));
    const { baseURL, schools } = e2eState();
    const asCounselor = (schoolId: string) =>
      fetch(`${baseURL}/api/tickets/school/${schoolId}`, {
        headers: { Authorization: `Bearer ${token}`, "X-Active-Role": "COUNSELOR" },
      }).then((response) => response.status);
    expect(await asCounselor(schools.bjorkskolan)).toBe(404);
    expect(await asCounselor(schools.ekskolan)).toBe(200);
    await person.context().close();
  });

  test("in English, the users page shows the roles at the school and locks what another school's person needs", async ({
    browser,
  }) => {
    const email = "e2e.twoschools.en@demo.test";
    await bjorkTeacher(email, "Tim Twoschools", false);
    const granted = await apiAs("admin@demo.test", "POST", "/user", {
      name: "Tim Twoschools",
      email,
      role: "COUNSELOR",
      schoolId: e2eState().schools.ekskolan,
    });
    expect(granted.status).toBe(200);

    const page = await pageIn(browser, "en");
    await signIn(page, "admin@demo.test", { path: "/admin/admin" });
    const row = page.getByTestId("users-table").getByRole("row", { name: /Tim Twoschools/ });
    await expect(row).toContainText("Student health staff");
    await expect(row).not.toContainText("Teacher");
    await expect(row).toContainText("Also works at another school");
    await row.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByTestId("user-dialog");
    await expect(edit.getByRole("group", { name: "Roles at Ekskolan" })).toBeVisible();
    await expect(edit.getByLabel(/^Name/)).toBeDisabled();
    await expect(edit.getByText(/also works at a school you do not administer/)).toBeVisible();
    await expectAccessible(page, "edit user with roles per school (en)");

    // The main admin covers the organization: everything editable, and the organization's roles offered.
    await signIn(page, "mainadmin@demo.test", { path: `/admin/admin?id=${e2eState().schools.ekskolan}` });
    await page
      .getByTestId("users-table")
      .getByRole("row", { name: /Tim Twoschools/ })
      .getByRole("button", { name: "Edit" })
      .click();
    const full = page.getByTestId("user-dialog");
    await expect(full.getByLabel(/^Name/)).toBeEnabled();
    await expect(full.getByRole("group", { name: "Roles across the organization" })).toBeVisible();
    await page.context().close();
  });
});
