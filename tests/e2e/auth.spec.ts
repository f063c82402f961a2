import { expect, test } from "@playwright/test";
import { generate } from "otplib";
import {
  DEMO_PASSWORD,
  E2E_USERS,
  e2eState,
  expectAccessible,
  signIn,
  signInWithForm,
  waitForMailLink,
} from "./support";

test.describe("signing in and out", () => {
  test("wrong password and unknown email get the same answer", async ({ page }) => {
    await signInWithForm(page, "teacher@demo.test", "Fel1234567");
    await expect(page.getByRole("alert")).toHaveText("Fel e-postadress eller lösenord");
    await signInWithForm(page, "nobody@demo.test", "Fel1234567");
    await expect(page.getByRole("alert")).toHaveText("Fel e-postadress eller lösenord");
    await page.getByRole("combobox", { name: "Välj språk" }).selectOption("en");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong Email or Password");
  });

  test("locks the email after five failures with the spec's text", async ({ page }) => {
    const { email } = E2E_USERS.lockout;
    await page.goto("/login");
    await page.getByRole("combobox", { name: "Välj språk" }).selectOption("en");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill("Wrong12345");
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Wrong Email or Password");
    }
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("You have tried too many login attempts");
  });

  test("keyboard only: sign in, skip to the content, open the user menu and sign out", async ({ page }) => {
    const { email } = E2E_USERS.keyboard;
    await page.goto("/login");
    const emailField = page.getByLabel(/^E-postadress/);
    for (
      let step = 0;
      step < 10 && !(await emailField.evaluate((element) => element === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(emailField).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(/^Lösenord/)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Översikt" })).toBeVisible();

    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Hoppa till innehållet" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    await page.getByTestId("user-menu").focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Logga ut" })).toBeVisible();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("elevhalsa.token"))).toBeNull();
    // The session ended on the server too: going back does not get in.
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("inactivity: a warning after 5 minutes, signed out to /login after 10", async ({ page }) => {
    await page.clock.install();
    await signInWithForm(page, E2E_USERS.idle.email);
    await expect(page.getByRole("heading", { name: "Översikt" })).toBeVisible();
    await page.clock.fastForward("05:00");
    const warning = page.getByTestId("session-warning");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("Du har inte varit aktiv på 5 minuter");
    await page.clock.fastForward("05:00");
    // On /login with the reason, said politely: why the session ended.
    await expect(page).toHaveURL(/\/login\?reason=inactivity$/);
    await page.clock.fastForward("00:01");
    await expect(
      page.getByRole("status").filter({ hasText: "Du loggades ut efter 10 minuter utan aktivitet" }),
    ).toBeVisible();
    await expectAccessible(page, "signed out after inactivity");
  });

  test("forgot password: the mail's link sets a new password that signs in", async ({ page }) => {
    const { email } = E2E_USERS.reset;
    const since = new Date().toISOString();
    await page.goto("/login");
    await page.getByRole("link", { name: "Glömt lösenordet?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel(/^E-postadress/).fill(email);
    await page.getByRole("button", { name: "Skicka länk" }).click();
    await expect(page.getByRole("status")).toContainText("Om e-postadressen finns hos oss");

    const link = await waitForMailLink(email, "/reset-password?token=", since);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(/^Nytt lösenord/).fill("kort");
    await page.getByLabel(/^Upprepa lösenordet/).fill("kort");
    await page.getByRole("button", { name: "Spara lösenord" }).click();
    await expect(
      page.getByText("Lösenordet måste innehålla minst 1 versal, 1 gemen och 1 siffra"),
    ).toBeVisible();
    await page.getByLabel(/^Nytt lösenord/).fill("NyttLosen0rd");
    await page.getByLabel(/^Upprepa lösenordet/).fill("NyttLosen0rd");
    await page.getByRole("button", { name: "Spara lösenord" }).click();
    await expect(page.getByRole("status")).toContainText("Ditt lösenord har ändrats");

    // The link works once.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(/^Nytt lösenord/).fill("AnnatLosen1");
    await page.getByLabel(/^Upprepa lösenordet/).fill("AnnatLosen1");
    await page.getByRole("button", { name: "Spara lösenord" }).click();
    await expect(page.getByRole("alert")).toContainText("Länken är ogiltig eller har gått ut");

    await signInWithForm(page, email, "NyttLosen0rd");
    await expect(page.getByRole("heading", { name: "Översikt" })).toBeVisible();
  });

  test("two-factor: enrol with the QR key in settings, then sign in with a code", async ({
    page,
    browser,
  }) => {
    const { email } = E2E_USERS.twoStep;
    await signIn(page, email);
    await page.getByTestId("open-settings").click();
    const dialog = page.getByTestId("settings-dialog");
    await dialog.getByText("Tvåstegsverifiering: Nej").click();
    await dialog.getByTestId("start-enrolment").click();
    await expect(dialog.getByRole("img", { name: "QR-kod för tvåstegsverifiering" })).toBeVisible();
    const secret = (await dialog.getByTestId("enrolment-secret").textContent())!.trim();
    const now = Math.floor(Date.now() / 1000);
    // A wrong code is answered in place: the dialog stays open, nothing is lost, the session goes on.
    await dialog.getByLabel("Kod från appen").fill("000000");
    await dialog.getByRole("button", { name: "Bekräfta" }).click();
    await expect(dialog.getByText("Koden är ogiltig. Försök igen med en ny kod.")).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    await dialog.getByLabel("Kod från appen").fill(await generate({ secret, epoch: now }));
    await dialog.getByRole("button", { name: "Bekräfta" }).click();
    await expect(page.getByText("Tvåstegsverifiering är aktiverad")).toBeVisible();
    await expect(dialog.getByText("Tvåstegsverifiering är på.")).toBeVisible();

    const fresh = await browser.newPage();
    await signInWithForm(fresh, email);
    await expect(fresh.getByRole("heading", { name: "Tvåstegsverifiering" })).toBeVisible();
    await expect(fresh.getByLabel(/^Kod/)).toBeFocused();
    await fresh.getByLabel(/^Kod/).fill("000000");
    await fresh.getByRole("button", { name: "Verifiera" }).click();
    await expect(fresh.getByRole("alert")).toHaveText("Koden är ogiltig");
    // A code is single-use, so sign in with the next time step's code (the server allows one step of drift).
    await fresh.getByLabel(/^Kod/).fill(await generate({ secret, epoch: now + 30 }));
    await fresh.getByRole("button", { name: "Verifiera" }).click();
    await expect(fresh.getByRole("heading", { name: "Översikt" })).toBeVisible();
    await fresh.close();
  });
});

test.describe("the error page", () => {
  test("an unknown path shows 404 with the spec's texts and both buttons", async ({ page }) => {
    await page.goto("/det-har-finns-inte");
    await expect(page.getByText("404")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sidan hittades inte" })).toBeVisible();
    await expect(page.getByText("Sidan du letar efter finns tyvärr inte eller har flyttats.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ta mig hem" })).toBeVisible();
    await page.getByRole("combobox", { name: "Välj språk" }).selectOption("en");
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await page.getByRole("link", { name: "Take me home" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("Gå tillbaka goes back one step", async ({ page }) => {
    await signIn(page, "teacher@demo.test");
    await page.goto("/actions/lesson-plan");
    await expect(page.getByRole("heading", { name: "Sidan hittades inte" })).toBeVisible();
    await page.getByRole("button", { name: "Gå tillbaka" }).click();
    await expect(page).toHaveURL(`${e2eState().baseURL}/`);
  });

  test("a page whose data the user may not see shows the error page", async ({ page }) => {
    await signIn(page, "teacher@demo.test", { path: `/school/${e2eState().schools.bjorkskolan}` });
    await expect(page.getByRole("heading", { name: "Sidan hittades inte" })).toBeVisible();
  });
});
