import { expect, type Browser, type Page } from "@playwright/test";
import { e2eState, expectAccessible, signIn, test } from "./support";

/**
 * Violation reports (issue 14): a teacher reports with the sidebar's megaphone modal, the head marks the report seen
 * by the principal and begins an investigation, the owner sees the 6:10 chain's times without the story. Once in
 * Swedish at desktop width, once in English with the head at phone width.
 */
const TEXTS = {
  sv: {
    page1: "Sida 1 av 3: Typ, vem och vad",
    type: /^Typ/,
    next: "Nästa",
    required: "Det här fältet är obligatoriskt",
    victim: /^Vem har blivit utsatt\?/,
    incident: /^Vad har hänt\?/,
    when: /^När hände det\?/,
    where: /^Var hände det\?/,
    witness: /^Vittnen/,
    contactedSchool: /^Har skolan kontaktats\?/,
    access: /^Vem ska kunna läsa anmälan\?/,
    classes: "Klasser",
    send: "Skicka",
    created: "En ny kränkningsanmälan har skapats",
    title: "Kränkningsanmälningar",
    stateNew: "Ny",
    open: "Visa anmälan",
    markSeen: "Markera som sedd av rektor",
    seen: "Sedd av rektor",
    begin: "Påbörja utredning",
    begun: "Utredningen har påbörjats",
    investigating: "Utredning påbörjad",
    ownerNotice: /Som huvudman ser du/,
  },
  en: {
    page1: "Page 1 of 3: Type, who and what",
    type: /^Type/,
    next: "Next",
    required: "This field is required",
    victim: /^Who was subjected to it\?/,
    incident: /^What happened\?/,
    when: /^When did it happen\?/,
    where: /^Where did it happen\?/,
    witness: /^Witnesses/,
    contactedSchool: /^Has the school been contacted\?/,
    access: /^Who should be able to read the report\?/,
    classes: "Classes",
    send: "Send",
    created: "A new violation report has been created",
    title: "Violation reports",
    stateNew: "New",
    open: "Show report",
    markSeen: "Mark as seen by the principal",
    seen: "Seen by the principal",
    begin: "Begin investigation",
    begun: "The investigation has begun",
    investigating: "Investigation begun",
    ownerNotice: /As the owner you see/,
  },
} as const;

async function pageIn(browser: Browser, language: "sv" | "en", width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
  return context.newPage();
}

for (const [language, headWidth] of [
  ["sv", 1280],
  ["en", 360],
] as const) {
  test(`a teacher reports, the head marks it seen and begins an investigation, the owner sees the chain (${language}, head at ${headWidth} px)`, async ({
    browser,
  }) => {
    const text = TEXTS[language];
    const victim = `Elev i 7A (${language} ${Date.now()})`;

    const teacher = await pageIn(browser, language, 1280);
    await signIn(teacher, "teacher@demo.test");
    await teacher.getByTestId("open-violation-report").click();
    const dialog = teacher.getByTestId("create-violation-dialog");
    await expect(dialog.getByText(text.page1)).toBeVisible();
    await expect(dialog.getByLabel(text.type)).toHaveValue("HARASSMENT");
    // Required fields hold the page.
    await dialog.getByRole("button", { name: text.next }).click();
    await expect(dialog.getByText(text.required).first()).toBeVisible();
    await dialog.getByLabel(text.victim).fill(victim);
    await dialog.getByLabel(text.incident).fill("Eleven blev knuffad och hånad i korridoren.");
    await expectAccessible(teacher, `violation modal, page 1 (${language})`);
    await dialog.getByRole("button", { name: text.next }).click();
    await dialog.getByLabel(text.when).fill("2026-11-20T09:15");
    await dialog.getByLabel(text.where).fill("Korridoren");
    await dialog.getByLabel(text.witness).fill("Två elever");
    await dialog.getByRole("button", { name: text.next }).click();
    await expect(dialog.getByLabel(text.contactedSchool)).toHaveValue("IDK");
    await expect(dialog.getByLabel(text.access)).toHaveValue("COUNSELOR");
    await dialog.getByLabel(text.access).selectOption("MENTOR");
    await expect(dialog.getByRole("group", { name: text.classes })).toBeVisible();
    await dialog.getByLabel(text.access).selectOption("COUNSELOR");
    await expect(dialog.getByRole("group", { name: text.classes })).toHaveCount(0);
    await expectAccessible(teacher, `violation modal, page 3 (${language})`);
    await dialog.getByRole("button", { name: text.send }).click();
    await expect(teacher.getByText(text.created)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await teacher.close();

    const head = await pageIn(browser, language, headWidth);
    await signIn(head, "head@demo.test", { path: "/documentation/violations" });
    await expect(head.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
    const card = head.getByTestId("violation-card").filter({ hasText: victim });
    await expect(card.getByTestId("violation-state")).toHaveText(text.stateNew);
    await expectAccessible(head, `violations list (${language}, ${headWidth} px)`);
    await card.getByRole("button", { name: text.open }).click();
    const detail = head.getByTestId("violation-detail");
    await detail.getByRole("button", { name: text.markSeen }).click();
    await expect(detail.getByTestId("violation-state")).toHaveText(text.seen);
    await expect(detail.locator('[data-step="seenByPrincipalAt"]')).toHaveAttribute("data-done", "true");
    await detail.getByRole("button", { name: text.begin }).click();
    await expect(head.getByText(text.begun)).toBeVisible();
    await expect(detail.getByTestId("investigation")).toHaveCount(1);
    // One investigation per report: the begin is gone once it has begun.
    await expect(detail.getByRole("button", { name: text.begin })).toHaveCount(0);
    await expect(detail.getByTestId("violation-state")).toHaveText(text.investigating);
    await expectAccessible(head, `violation detail (${language}, ${headWidth} px)`);
    await head.close();

    const owner = await pageIn(browser, language, 1280);
    await signIn(owner, "owner@demo.test", { path: "/documentation/violations" });
    await owner.getByTestId("violations-school").selectOption(e2eState().schools.ekskolan);
    await expect(owner.getByText(text.ownerNotice)).toBeVisible();
    const ownerCard = owner.getByTestId("violation-card").first();
    await expect(ownerCard.getByTestId("violation-timeline")).toBeVisible();
    await expect(owner.getByText(victim)).toHaveCount(0);
    await expectAccessible(owner, `owner's violations (${language})`);
    await owner.close();
  });
}
