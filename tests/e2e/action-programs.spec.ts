import { expect, type Browser, type Page } from "@playwright/test";
import { apiAs, e2eState, expectAccessible, signIn, waitForMailLink, test } from "./support";

/**
 * Action programs end to end: a counselor drafts a program for a pupil (the actions table included), the head
 * decides it, a follow-up is added, and an evaluation with "no new program" archives it, which stays readable in
 * the archived list. axe on the editor and the view. Sharing: the head decides, shares with a guardian, the link
 * arrives in the outbox and opens without an account (sv on a desktop, en at 360 px); staff then see the appeal
 * deadline and register an appeal.
 */

async function pupil(index: number): Promise<{ id: string; name: string }> {
  const { body } = await apiAs<{ items: { id: string; name: string }[] }>(
    "counselor@demo.test",
    "GET",
    `/student/school/${e2eState().schools.ekskolan}?limit=20`,
  );
  return body.items[index]!;
}

async function openAs(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, { path, school: e2eState().schools.ekskolan });
  return page;
}

test.describe("action programs", () => {
  test("drafted by a counselor, decided by the head, followed up, and archived by an evaluation with no new program", async ({
    browser,
  }) => {
    const student = await pupil(12);
    const counselor = await openAs(
      browser,
      "counselor@demo.test",
      `/actions/action-program?new=1&studentId=${student.id}`,
    );
    const editor = counselor.getByTestId("action-program-editor");
    await expect(editor).toBeVisible();
    await expectAccessible(counselor, "the action program editor");
    const needs = `Stöd i läsförståelse ${Date.now()}`;
    await editor.getByTestId("program-special-needs").fill(needs);
    await editor.getByTestId("program-action-0").fill("Inlästa läromedel");
    await editor.getByLabel("Tidsperiod").first().fill("Hela terminen");
    await editor.getByTestId("program-follow-up-date").fill("2027-02-01");
    await editor.getByTestId("program-evaluation-date").fill("2027-04-01");
    await editor.getByRole("button", { name: "Spara" }).click();
    await expect(counselor).toHaveURL(/\/actions\/action-program\?id=/);
    const url = new URL(counselor.url());
    await expect(counselor.getByRole("heading", { level: 1 })).toHaveText(
      `Åtgärdsprogram för ${student.name}`,
    );
    // A counselor drafts but does not decide.
    await expect(counselor.getByTestId("program-publish")).toHaveCount(0);

    const head = await openAs(browser, "head@demo.test", `${url.pathname}${url.search}`);
    await expect(head.getByText(needs)).toBeVisible();
    await head.getByTestId("program-publish").click();
    await head.getByRole("alertdialog").getByRole("button", { name: "Besluta" }).click();
    await expect(head.getByText("Beslutat", { exact: true }).first()).toBeVisible();
    await expect(head.getByTestId("program-details")).toContainText("Henrik Rektor");
    await expect(head.getByTestId("program-edit")).toHaveCount(0);

    await head.getByTestId("add-follow-up").click();
    const followUp = head.getByTestId("follow-up-dialog");
    await followUp.getByTestId("follow-up-summary").fill("Inläsningen fungerar bra");
    await followUp.getByRole("button", { name: "Spara" }).click();
    await expect(head.getByTestId("program-follow-ups")).toContainText("Inläsningen fungerar bra");
    await expectAccessible(head, "a decided action program with a follow-up");

    await head.getByTestId("add-evaluation").click();
    const evaluation = head.getByTestId("evaluation-dialog");
    await evaluation.getByLabel("Framgångsfaktorer").fill("Tydlig struktur");
    await evaluation.getByTestId("evaluation-head-decision").selectOption("NO_NEW_PROGRAM");
    await evaluation.getByRole("button", { name: "Spara" }).click();
    await expect(head.getByTestId("program-evaluations")).toContainText("Inget nytt åtgärdsprogram");
    await expect(head.getByText("Arkiverat", { exact: true }).first()).toBeVisible();
    await expect(head.getByTestId("add-follow-up")).toHaveCount(0);

    // Archived, and still readable from the archived list.
    await head.goto("/actions/action-program?status=archived");
    await head.getByRole("link", { name: student.name }).first().click();
    await expect(head.getByText(needs)).toBeVisible();
  });

  test("a draft without its evaluation date names it before the decision; the head fills it in and decides", async ({
    browser,
  }) => {
    const student = await pupil(13);
    const drafted = await apiAs<{ id: string }>("counselor@demo.test", "POST", "/action-program", {
      studentId: student.id,
      access: "STANDARD",
      specialNeeds: `Stöd i läsning ${Date.now()}`,
      actions: [{ action: "Inläst läromedel", timespan: "", followUp: "", responsible: "" }],
      followUpDate: "2027-02-01",
    });
    expect(drafted.status).toBe(201);
    const head = await openAs(browser, "head@demo.test", `/actions/action-program?id=${drafted.body.id}`);
    const missing = head.getByTestId("program-decision-missing");
    await expect(missing).toContainText("Utvärderingsdatum saknas");
    await expect(head.getByTestId("program-publish")).toHaveCount(0);
    await expectAccessible(head, "a draft that lacks what its decision needs");
    await head.getByTestId("program-fill-missing").click();
    const editor = head.getByTestId("action-program-editor");
    await expect(editor.getByText("Fyll i detta innan åtgärdsprogrammet beslutas")).toBeVisible();
    await expectAccessible(head, "the editor with what the decision needs at its field");
    await editor.getByTestId("program-evaluation-date").fill("2027-04-01");
    await editor.getByRole("button", { name: "Spara" }).click();
    await expect(missing).toHaveCount(0);
    await head.getByTestId("program-publish").click();
    await head.getByRole("alertdialog").getByRole("button", { name: "Besluta" }).click();
    await expect(head.getByTestId("program-decided")).toContainText("Beslutat av");
  });

  test("a teacher reads the list and a program at 360 px in English, axe clean", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await context.addCookies([{ name: "i18n_redirected", value: "en", url: e2eState().baseURL }]);
    const page = await context.newPage();
    await signIn(page, "teacher@demo.test", {
      path: "/actions/action-program",
      school: e2eState().schools.ekskolan,
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Action programs");
    // The demo: the teacher's own draft and the decided program of a pupil they mentor.
    const rows = page.getByTestId("action-program-row");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, "the action program list at 360 px in English");
    await rows.filter({ hasText: "Decided" }).first().getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Action program for /);
    await expect(page.getByTestId("program-actions")).toBeVisible();
    // A mentor reads; nothing to change.
    await expect(page.getByTestId("program-edit")).toHaveCount(0);
    await expect(page.getByTestId("add-follow-up")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, "an action program at 360 px in English");
    await context.close();
  });

  test("the head decides and shares with a guardian; the mailed link opens without an account in sv and en, and staff see the appeal deadline", async ({
    browser,
  }) => {
    const student = await pupil(14);
    const needs = `Stöd i matematik ${Date.now()}`;
    const drafted = await apiAs<{ id: string }>("counselor@demo.test", "POST", "/action-program", {
      studentId: student.id,
      access: "STANDARD",
      specialNeeds: needs,
      actions: [
        { action: "Extra genomgångar", timespan: "v. 2–12", followUp: "Varje månad", responsible: "Lärare" },
      ],
      followUpDate: "2027-02-01",
      evaluationDate: "2027-04-01",
    });
    expect(drafted.status).toBe(201);
    const head = await openAs(browser, "head@demo.test", `/actions/action-program?id=${drafted.body.id}`);
    await head.getByTestId("program-publish").click();
    await head.getByRole("alertdialog").getByRole("button", { name: "Besluta" }).click();
    await expect(head.getByTestId("share-program")).toBeVisible();

    const guardian = `vardnadshavare.${Date.now()}@example.se`;
    const pupilEmail = `elev.${Date.now()}@example.se`;
    const before = new Date().toISOString();
    await head.getByTestId("share-program").click();
    const dialog = head.getByTestId("share-dialog");
    await dialog.getByTestId("share-email-0").fill("inte en adress");
    await dialog.getByRole("button", { name: "Skicka länkar" }).click();
    await expect(dialog.getByText("Ange en giltig e-postadress")).toBeVisible();
    await dialog.getByTestId("share-email-0").fill(guardian);
    // The pupil (under 16: the box stays unticked) gets a link too, but may not appeal.
    await dialog.getByRole("button", { name: "Lägg till mottagare" }).click();
    await dialog.getByTestId("share-email-1").fill(pupilEmail);
    await dialog.getByTestId("share-kind-1").selectOption("STUDENT");
    await expect(dialog.getByRole("checkbox", { name: "Eleven har fyllt 16 år" })).not.toBeChecked();
    await expectAccessible(head, "the share dialog");
    await dialog.getByRole("button", { name: "Skicka länkar" }).click();
    await expect(head.getByTestId("program-sharing")).toContainText(guardian);
    await expect(head.getByRole("row").filter({ hasText: pupilEmail })).toContainText("Nej");
    await expect(head.getByTestId("appeal-clock")).toContainText(
      "Ingen som får överklaga har öppnat beslutet ännu",
    );

    const link = await waitForMailLink(guardian, "/actions/action-program/", before);
    expect(link).not.toContain(student.id);

    // Opened on a computer without an account, in Swedish.
    const desktop = await browser.newContext();
    const opened = await desktop.newPage();
    await opened.goto(link);
    await expect(opened.getByRole("heading", { level: 1 })).toHaveText("Åtgärdsprogram");
    await expect(opened.getByText(needs)).toBeVisible();
    await expect(opened.getByText("Extra genomgångar")).toBeVisible();
    await expect(opened.getByRole("heading", { name: "Så överklagar du beslutet" })).toBeVisible();
    await expect(opened.getByText(student.name)).toHaveCount(0);
    await expectAccessible(opened, "the shared action program");
    await desktop.close();

    // On a phone, in English.
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await phone.addCookies([{ name: "i18n_redirected", value: "en", url: e2eState().baseURL }]);
    const small = await phone.newPage();
    await small.goto(link);
    await expect(small.getByRole("heading", { level: 1 })).toHaveText("Action program");
    await expect(small.getByRole("heading", { name: "How to appeal the decision" })).toBeVisible();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(small, "the shared action program at 360 px in English");
    await phone.close();

    // The first opening was the receipt: staff see the appeal deadline and who received it.
    await head.reload();
    await expect(head.getByTestId("appeal-deadline")).toContainText("Överklagas senast");
    await expect(head.getByTestId("appeal-clock")).toContainText(`vårdnadshavare (${guardian})`);
    await expectAccessible(head, "a shared action program with its appeal deadline");

    // An appeal arrives today: registered, it shows the last day to forward it to Överklagandenämnden.
    await head.getByTestId("register-appeal").click();
    const appeal = head.getByTestId("appeal-dialog");
    await expect(appeal.getByLabel("Datum då överklagandet kom in")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await appeal.getByRole("button", { name: "Registrera överklagande" }).click();
    await expect(head.getByTestId("appeal-forward-by")).toContainText(
      "Skicka till Överklagandenämnden senast",
    );
    await expect(head.getByTestId("register-appeal")).toHaveCount(0);
  });
});
