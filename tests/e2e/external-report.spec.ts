import { expect, type Browser } from "@playwright/test";
import { apiAs, e2eState, expectAccessible, signIn, test } from "./support";

/**
 * A violation report from the external page (issue 14): a pupil reports with the school code (no account) and gets
 * a receipt, the head sees it on /documentation/violations and replies, and the pupil reads the reply with the
 * receipt. In Swedish at desktop width and in English at 360 px.
 */
async function ekskolanCode(): Promise<string> {
  const { body } = await apiAs<{ code: string }>(
    "head@demo.test",
    "GET",
    `/schools/${e2eState().schools.ekskolan}`,
  );
  return body.code;
}

const TEXTS = {
  sv: {
    start: "För elever och vårdnadshavare",
    schoolCode: "Skolkod",
    continue: "Fortsätt",
    section: "Anmäl kränkande behandling",
    victim: "Vem blev utsatt?",
    details: "Vad hände?",
    when: "När hände det?",
    location: "Var hände det?",
    witness: "Var det någon som såg det?",
    send: "Skicka anmälan",
    receipt: /^Kvittokod/,
    open: "Visa svar",
    required: "Det här fältet är obligatoriskt",
  },
  en: {
    start: "For students and guardians",
    schoolCode: "School code",
    continue: "Continue",
    section: "Report violating treatment",
    victim: "Who was affected?",
    details: "What happened?",
    when: "When did it happen?",
    location: "Where did it happen?",
    witness: "Did anyone see it?",
    send: "Send the report",
    receipt: /^Receipt code/,
    open: "Show replies",
    required: "This field is required",
  },
} as const;

async function headReplies(browser: Browser, victim: string, reply: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: "sv-SE" });
  const head = await context.newPage();
  await signIn(head, "head@demo.test", { path: "/documentation/violations" });
  await expect(head.getByRole("heading", { level: 1, name: "Kränkningsanmälningar" })).toBeVisible();
  const card = head.getByTestId("violation-card").filter({ hasText: victim });
  await card.getByRole("button", { name: "Visa anmälan" }).click();
  const detail = head.getByTestId("violation-detail");
  const external = detail.getByTestId("violation-external");
  await expect(external).toContainText("Elev");
  await external.getByLabel("Svara anmälaren").fill(reply);
  await external.getByRole("button", { name: "Skicka svar" }).click();
  await expect(external.getByTestId("external-entry-STAFF")).toHaveText(reply);
  await expectAccessible(head, "a report sent from the external page, with the reply");
  await context.close();
}

for (const { width, language } of [
  { width: 1280, language: "sv" },
  { width: 360, language: "en" },
] as const) {
  test(`a pupil reports with the school code, the head replies, the pupil reads it with the receipt (${language}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    const text = TEXTS[language];
    await page.setViewportSize({ width, height: 800 });
    const code = await ekskolanCode();
    const victim = `Jag i 8A (${language}, ${width}, ${Date.now()})`;
    const reply = `Tack för att du berättade, vi hör av oss i morgon (${width}).`;

    await page.goto("/external");
    if (language === "en") await page.getByLabel("Välj språk").selectOption("en");
    await expect(page.getByRole("heading", { level: 1, name: text.start })).toBeVisible();
    await page.getByLabel(text.schoolCode).fill(code);
    await page.getByRole("button", { name: text.continue }).click();
    await page.getByRole("link", { name: text.section }).click();
    await expect(page.getByRole("heading", { level: 1, name: text.section })).toBeVisible();
    // Nothing is sent until the required fields are filled.
    await page.getByRole("button", { name: text.send }).click();
    await expect(page.getByText(text.required).first()).toBeVisible();
    await page.getByLabel(text.victim).fill(victim);
    await page.getByLabel(text.details).fill("Några skriver elaka saker om mig i klasschatten varje kväll.");
    await page.getByLabel(text.when).fill("2026-11-18");
    await page.getByLabel(text.location).fill("Klasschatten");
    await page.getByLabel(text.witness).fill("Alla i chatten");
    await expectAccessible(page, "the report form");
    await page.getByRole("button", { name: text.send }).click();
    const receipt = (await page.getByTestId("receipt-code").textContent())!.trim();
    expect(receipt).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){12}$/);
    await expectAccessible(page, "the report's receipt shown once");

    await headReplies(browser, victim, reply, width);

    await page.reload();
    await expect(page.getByTestId("receipt-code")).toHaveCount(0);
    await page.getByRole("textbox", { name: text.receipt }).fill(receipt);
    await page.getByRole("button", { name: text.open }).click();
    await expect(page.getByTestId("entry-STAFF")).toHaveText(reply);
    await expectAccessible(page, "the report's follow-up");
  });
}
