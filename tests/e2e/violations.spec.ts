import { expect, test } from "@playwright/test";
import { e2eState, expectAccessible, signIn } from "./support";

/**
 * Violation reports (issue 14): a teacher reports with the sidebar's megaphone modal, the head marks the report seen
 * by the principal and begins an investigation, the owner sees the 6:10 chain's times without the story.
 */
test("a teacher reports, the head marks it seen and begins an investigation, the owner sees the chain", async ({
  browser,
}) => {
  const victim = `Elev i 7A (${Date.now()})`;

  const teacher = await browser.newPage();
  await signIn(teacher, "teacher@demo.test");
  await teacher.getByTestId("open-violation-report").click();
  const dialog = teacher.getByTestId("create-violation-dialog");
  await expect(dialog.getByText("Sida 1 av 3: Typ, vem och vad")).toBeVisible();
  await expect(dialog.getByLabel(/^Typ/)).toHaveValue("HARASSMENT");
  // Required fields hold the page.
  await dialog.getByRole("button", { name: "Nästa" }).click();
  await expect(dialog.getByText("Detta fält är obligatoriskt").first()).toBeVisible();
  await dialog.getByLabel(/^Vem har blivit utsatt\?/).fill(victim);
  await dialog.getByLabel(/^Vad har hänt\?/).fill("Eleven blev knuffad och hånad i korridoren.");
  await expectAccessible(teacher, "violation modal, page 1");
  await dialog.getByRole("button", { name: "Nästa" }).click();
  await dialog.getByLabel(/^När hände det\?/).fill("2026-11-20T09:15");
  await dialog.getByLabel(/^Var hände det\?/).fill("Korridoren");
  await dialog.getByLabel(/^Vittnen/).fill("Två elever");
  await dialog.getByRole("button", { name: "Nästa" }).click();
  await expect(dialog.getByLabel(/^Har skolan kontaktats\?/)).toHaveValue("IDK");
  await expect(dialog.getByLabel(/^Vem ska kunna läsa anmälan\?/)).toHaveValue("COUNSELOR");
  await dialog.getByLabel(/^Vem ska kunna läsa anmälan\?/).selectOption("MENTOR");
  await expect(dialog.getByRole("group", { name: "Klasser" })).toBeVisible();
  await dialog.getByLabel(/^Vem ska kunna läsa anmälan\?/).selectOption("COUNSELOR");
  await expect(dialog.getByRole("group", { name: "Klasser" })).toHaveCount(0);
  await expectAccessible(teacher, "violation modal, page 3");
  await dialog.getByRole("button", { name: "Skicka" }).click();
  await expect(teacher.getByText("En ny kränkningsanmälan har skapats")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await teacher.close();

  const head = await browser.newPage();
  await signIn(head, "head@demo.test", { path: "/documentation/violations" });
  await expect(head.getByRole("heading", { level: 1, name: "Kränkningsanmälningar" })).toBeVisible();
  const card = head.getByTestId("violation-card").filter({ hasText: victim });
  await expect(card.getByTestId("violation-state")).toHaveText("Ny");
  await expectAccessible(head, "violations list");
  await card.getByRole("button", { name: "Visa anmälan" }).click();
  const detail = head.getByTestId("violation-detail");
  await detail.getByRole("button", { name: "Markera som sedd av rektor" }).click();
  await expect(detail.getByTestId("violation-state")).toHaveText("Sedd av rektor");
  await expect(detail.locator('[data-step="seenByPrincipalAt"]')).toHaveAttribute("data-done", "true");
  await detail.getByRole("button", { name: "Påbörja utredning" }).click();
  await expect(head.getByText("Utredningen har påbörjats")).toBeVisible();
  await expect(detail.getByTestId("investigation")).toHaveCount(1);
  await expect(detail.getByTestId("violation-state")).toHaveText("Utredning påbörjad");
  await expectAccessible(head, "violation detail");
  await head.setViewportSize({ width: 360, height: 800 });
  await expectAccessible(head, "violation detail at 360 px");
  await head.close();

  const owner = await browser.newPage();
  await signIn(owner, "owner@demo.test", { path: "/documentation/violations" });
  await owner.getByTestId("violations-school").selectOption(e2eState().schools.ekskolan);
  await expect(owner.getByText(/Som huvudman ser du/)).toBeVisible();
  const ownerCard = owner.getByTestId("violation-card").first();
  await expect(ownerCard.getByTestId("violation-timeline")).toBeVisible();
  await expect(owner.getByText(victim)).toHaveCount(0);
  await expectAccessible(owner, "owner's violations");
  await owner.close();
});
