import { expect, type Browser, type Page } from "@playwright/test";
import { apiAs, e2eState, expectAccessible, signIn, test } from "./support";

/**
 * Tickets end to end: a counselor's ticket at the access level 'student health team' travels from REPORT to
 * ARCHIVE with a second staff member's comment announced through the bell; a teacher without access cannot reach
 * it by list, by URL or by API; two people moving the same ticket at once end in 409 and a clear message, not a lost
 * update. Then axe on every tickets page and dialog in both languages.
 */

interface Created {
  id: string;
  title: string;
}

async function firstPupil(): Promise<{ id: string; name: string }> {
  const { body } = await apiAs<{ items: { id: string; name: string }[] }>(
    "counselor@demo.test",
    "GET",
    `/student/school/${e2eState().schools.ekskolan}?limit=1`,
  );
  return body.items[0]!;
}

/** A ticket made through the API (arranging a scene; the journey below creates its own through the page). */
async function createTicket(email: string, access: string, title: string): Promise<Created> {
  const pupil = await firstPupil();
  const response = await apiAs<{ id: string }>(email, "POST", "/tickets", {
    studentId: pupil.id,
    title,
    description: "Beskrivning skapad av ett test.",
    access,
  });
  expect(response.status).toBe(201);
  return { id: response.body.id, title };
}

async function openAs(browser: Browser, email: string, path: string, language = "sv"): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "i18n_redirected", value: language, url: e2eState().baseURL }]);
  const page = await context.newPage();
  await signIn(page, email, { path, school: e2eState().schools.ekskolan });
  return page;
}

const ticketPath = (id: string) => `/student-work/tickets?id=${id}`;

test.describe("tickets", () => {
  test("a counselor's ticket goes from report to archive; a comment reaches them through the bell; a teacher without access sees nothing", async ({
    browser,
  }) => {
    const title = `Resa genom stegen ${Date.now()}`;
    const counselor = await openAs(browser, "counselor@demo.test", "/student-work/tickets");

    // Create: pupil, title, description, access 'Elevhälsoteamet'.
    await counselor.getByTestId("new-ticket").click();
    const dialog = counselor.getByTestId("create-ticket-dialog");
    // The pupil from the searchable list, by keyboard: the first one offered.
    await dialog.getByTestId("ticket-student").click();
    await dialog.getByTestId("ticket-student").press("ArrowDown");
    await dialog.getByTestId("ticket-student").press("Enter");
    await expect(dialog.getByTestId("ticket-student")).not.toHaveValue("");
    await dialog.getByLabel("Rubrik").fill(title);
    await dialog.getByLabel("Beskrivning").fill("Eleven har varit frånvarande mycket den senaste månaden.");
    await dialog.getByTestId("ticket-access").selectOption({ label: "Elevhälsoteamet" });
    await dialog.getByRole("button", { name: "Skapa" }).click();
    await expect(counselor.getByText("Ärendet har skapats")).toBeVisible();
    await expect(counselor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const id = new URL(counselor.url()).searchParams.get("id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(counselor.getByTestId("ticket-step")).toHaveText("Skickad");

    // Assign: the counselor takes it themselves.
    await expect(counselor.getByTestId("ticket-owner-name")).toHaveText("Ej tilldelad");
    await counselor.getByTestId("assign-owner").selectOption({ label: "Cecilia Kurator" });
    await counselor.getByRole("button", { name: "Spara ansvarig" }).click();
    await expect(counselor.getByTestId("ticket-owner-name")).toHaveText("Cecilia Kurator");

    // A second staff member (the head) comments.
    const head = await openAs(browser, "head@demo.test", ticketPath(id));
    await expect(head.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await head.getByTestId("comment-form").getByLabel("Kommentar").fill("Jag har pratat med mentorn.");
    await head.getByRole("button", { name: "Kommentera" }).click();
    await expect(head.getByTestId("step-comment")).toContainText("Jag har pratat med mentorn.");

    // The counselor sees the notification and opens it from the bell.
    await counselor.goto("/");
    const bell = counselor.getByTestId("notifications-bell");
    await expect(bell).toHaveAccessibleName(/\d+ ny/);
    await bell.click();
    // The bell groups notices by ticket, named by its title: other tests' comments are in other groups.
    const group = counselor.getByTestId("notification-group").filter({ hasText: title });
    const notice = group.getByRole("menuitem", { name: /Ny kommentar i ett ärende/ }).first();
    await expect(notice).toBeVisible();
    await notice.click();
    await expect(counselor).toHaveURL(new RegExp(`/student-work/tickets\\?id=${id}$`));
    await expect(counselor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(counselor.getByTestId("step-comment")).toContainText("Jag har pratat med mentorn.");

    // Through every step to archive.
    for (const [step, label] of [
      ["RECEIVED", "Mottagen"],
      ["EXAMINATION", "Granskning"],
      ["ACTIONSDECIDED", "Åtgärder beslutas"],
      ["ACTIONSTAKEN", "Åtgärder sätts in"],
      ["FEEDBACK", "Återkoppling"],
    ] as const) {
      await counselor.getByTestId(`move-to-${step}`).click();
      await expect(counselor.getByTestId("ticket-step")).toHaveText(label);
    }
    await counselor.getByTestId("archive-ticket").click();
    await counselor.getByRole("alertdialog").getByRole("button", { name: "Avsluta och arkivera" }).click();
    await expect(counselor.getByTestId("ticket-step")).toHaveText("Avslut och arkivering");
    // The new state is announced and its notice takes focus (the archive button is gone).
    await expect(counselor.getByRole("region", { name: "Ärendet är avslutat och arkiverat" })).toBeFocused();
    await expect(
      counselor.getByRole("status").filter({ hasText: "Ärendet är avslutat och arkiverat" }),
    ).toHaveCount(1);
    await expect(counselor.getByTestId("comment-form")).toHaveCount(0);
    await expect(counselor.getByTestId("step-history").getByRole("heading", { level: 3 })).toHaveText([
      "Skickad",
      "Mottagen",
      "Granskning",
      "Åtgärder beslutas",
      "Åtgärder sätts in",
      "Återkoppling",
      "Avslut och arkivering",
    ]);

    // The archived list has it; the teacher's lists do not.
    await counselor.goto("/student-work/tickets?status=archived");
    await expect(counselor.getByRole("link", { name: title })).toBeVisible();
    const teacher = await openAs(browser, "teacher@demo.test", "/student-work/tickets?status=archived");
    await expect(teacher.getByRole("heading", { name: "Ärenden", level: 1 })).toBeVisible();
    await expect(teacher.getByRole("tab", { name: "Arkiverade" })).toHaveAttribute("aria-selected", "true");
    await expect(
      teacher.getByTestId("ticket-table").or(teacher.getByText("Inga ärenden att visa.")),
    ).toBeVisible();
    await expect(teacher.getByText(title)).toHaveCount(0);
    // By URL: not found, nothing of it shown.
    await teacher.goto(ticketPath(id));
    await expect(teacher.getByRole("heading", { name: "Ärendet hittades inte" })).toBeVisible();
    await expect(teacher.getByText(title)).toHaveCount(0);
    // By API: 404 for the ticket and nothing in any list.
    expect((await apiAs("teacher@demo.test", "GET", `/tickets/${id}`)).status).toBe(404);
    const lists = await Promise.all(
      ["ongoing", "unassigned", "archived"].map((status) =>
        apiAs<{ items: { id: string }[] }>(
          "teacher@demo.test",
          "GET",
          `/tickets/school/${e2eState().schools.ekskolan}?status=${status}&limit=100`,
        ),
      ),
    );
    for (const list of lists) expect(list.body.items.map((item) => item.id)).not.toContain(id);
  });

  test("two people moving the same ticket at once: the second gets 409 and a clear message, nothing is lost", async ({
    browser,
  }) => {
    const ticket = await createTicket("counselor@demo.test", "COUNSELOR", `Samtidig ändring ${Date.now()}`);
    const first = await openAs(browser, "counselor@demo.test", ticketPath(ticket.id));
    const second = await openAs(browser, "head@demo.test", ticketPath(ticket.id));
    await expect(second.getByTestId("move-to-RECEIVED")).toBeVisible();

    await first.getByTestId("move-to-RECEIVED").click();
    await expect(first.getByTestId("ticket-step")).toHaveText("Mottagen");

    // The head's page still shows the old version: their move is refused, and the page reloads what is stored.
    await second.getByTestId("move-to-RECEIVED").click();
    // The server's own explanation of the 409 (issue 11, defect 3), not the generic conflict text.
    await expect(second.getByText("Ärendet har ändrats sedan du läste det.", { exact: false })).toBeVisible();
    await expect(
      second.getByRole("alert").filter({ hasText: "Någon annan har ändrat ärendet" }),
    ).toBeVisible();
    await expect(second.getByTestId("ticket-step")).toHaveText("Mottagen");
    await expect(second.getByTestId("move-to-EXAMINATION")).toBeVisible();
    const stored = await apiAs<{ steps: { status: string }[] }>(
      "head@demo.test",
      "GET",
      `/tickets/${ticket.id}`,
    );
    expect(stored.body.steps.map((step) => step.status)).toEqual(["REPORT", "RECEIVED"]);

    // Messages: send, and delete one's own.
    await second
      .getByTestId("message-form")
      .getByLabel("Nytt meddelande")
      .fill("Jag tar kontakt med vårdnadshavare.");
    await second.getByRole("button", { name: "Skicka meddelande" }).click();
    const message = second
      .getByTestId("ticket-message")
      .filter({ hasText: "Jag tar kontakt med vårdnadshavare." });
    await expect(message).toBeVisible();
    await expect(first.getByTestId("ticket-message")).toHaveCount(0);
    await first.reload();
    await expect(first.getByTestId("ticket-message")).toHaveCount(1);
    await expect(first.getByTestId("ticket-message").getByRole("button")).toHaveCount(0);
    await message.getByRole("button", { name: /Ta bort ditt meddelande/ }).click();
    await expect(second.getByText("Meddelandet har tagits bort")).toBeVisible();
    await expect(second.getByTestId("ticket-message")).toHaveCount(0);

    // A comment, then its author corrects it.
    await second.getByTestId("comment-form").getByLabel("Kommentar").fill("Första versionen.");
    await second.getByRole("button", { name: "Kommentera" }).dblclick();
    const comment = second.getByTestId("step-comment").filter({ hasText: "Första versionen." });
    await expect(comment).toHaveCount(1);
    await comment.getByRole("button", { name: /Redigera din kommentar/ }).click();
    await comment.getByLabel("Kommentar").fill("Andra versionen.");
    await comment.getByRole("button", { name: "Spara" }).click();
    await expect(second.getByText("Kommentaren har sparats")).toBeVisible();
    await expect(second.getByTestId("step-comment")).toHaveText(/Andra versionen\./);
    await first.reload();
    await expect(first.getByTestId("step-comment")).toHaveText(/Andra versionen\./);
    await expect(first.getByTestId("step-comment").getByRole("button")).toHaveCount(0);

    // A decision and feedback; then, once the ticket has an owner, a reminder to them.
    await second
      .getByTestId("decision-form")
      .getByLabel("Nytt beslut")
      .fill("Eleven erbjuds samtal varje vecka.");
    // A double click stores one decision (decisions cannot be deleted, so a duplicate would stay forever).
    await second.getByRole("button", { name: "Spara beslut" }).dblclick();
    await expect(second.getByTestId("ticket-decision")).toContainText("Eleven erbjuds samtal varje vecka.");
    await second.reload();
    await expect(
      second.getByTestId("ticket-decision").getByText("Eleven erbjuds samtal varje vecka."),
    ).toHaveCount(1);
    await expect(second.getByText("En konflikt har uppstått")).toHaveCount(0);
    await second
      .getByTestId("feedback-form")
      .getByLabel("Ny återkoppling")
      .fill("Samtalen har kommit igång.");
    await second.getByRole("button", { name: "Skicka återkoppling" }).click();
    await expect(second.getByTestId("ticket-feedback")).toContainText("Samtalen har kommit igång.");
    await first.reload();
    await first.getByTestId("assign-owner").selectOption({ label: "Cecilia Kurator" });
    await first.getByRole("button", { name: "Spara ansvarig" }).click();
    await expect(first.getByTestId("ticket-owner-name")).toHaveText("Cecilia Kurator");
    await second.reload();
    await second.getByTestId("send-reminder").click();
    await expect(second.getByText("En påminnelse har skickats")).toBeVisible();
    // One an hour: the second says so instead of "something went wrong".
    await second.getByTestId("send-reminder").click();
    await expect(
      second.getByText("Du har redan skickat en påminnelse om ärendet den senaste timmen.", { exact: false }),
    ).toBeVisible();
  });

  test("a teacher reports a ticket and follows it as a timeline; the pupil's page lists it", async ({
    browser,
  }) => {
    const ticket = await createTicket("teacher@demo.test", "COUNSELOR", `Lärarens anmälan ${Date.now()}`);
    const teacher = await openAs(browser, "teacher@demo.test", ticketPath(ticket.id));
    await expect(teacher.getByRole("heading", { name: "Ärende (förenklad vy)", level: 1 })).toBeVisible();
    // What she wrote is hers to read (issue 11, defect 8), under 'Din anmälan' only.
    await expect(teacher.getByText(ticket.title)).toHaveCount(1);
    await expect(teacher.getByTestId("own-report")).toContainText(ticket.title);
    await expect(teacher.getByTestId("own-report")).toContainText("Beskrivning skapad av ett test.");
    await expect(teacher.getByTestId("step-history").getByRole("heading", { level: 3 })).toHaveText([
      "Skickad",
    ]);

    const pupil = await firstPupil();
    const counselor = await openAs(browser, "counselor@demo.test", `/student/${pupil.id}`);
    await expect(
      counselor.getByTestId("student-tickets").getByRole("link", { name: ticket.title }),
    ).toBeVisible();
  });

  test("a teacher's report stays as she wrote it after a counselor rewrites it and narrows its access", async ({
    browser,
  }) => {
    const ticket = await createTicket("teacher@demo.test", "STANDARD", `Min anmälan ${Date.now()}`);
    const rewritten = await apiAs("counselor@demo.test", "PATCH", `/tickets/${ticket.id}`, {
      version: 1,
      title: "Kuratorns omskrivna rubrik",
      description: "Kuratorns egna anteckningar.",
      access: "COUNSELOR",
    });
    expect(rewritten.status).toBe(200);
    const teacher = await openAs(browser, "teacher@demo.test", ticketPath(ticket.id));
    await expect(teacher.getByTestId("own-report")).toContainText(ticket.title);
    await expect(teacher.getByTestId("own-report")).toContainText("Beskrivning skapad av ett test.");
    await expect(teacher.getByText("Kuratorns", { exact: false })).toHaveCount(0);
  });
});

for (const language of ["sv", "en"] as const) {
  test.describe(`tickets accessibility (${language})`, () => {
    test("list, create dialog, ticket page and its dialogs, timeline, pupil page, overview", async ({
      browser,
    }) => {
      const ticket = await createTicket(
        "counselor@demo.test",
        "COUNSELOR",
        `Tillgänglighet ${language} ${Date.now()}`,
      );
      const page = await openAs(browser, "counselor@demo.test", "/student-work/tickets", language);
      await expect(page.getByTestId("ticket-table")).toBeVisible();
      await expectAccessible(page, `tickets list (${language})`);

      await page.getByTestId("new-ticket").click();
      const dialog = page.getByTestId("create-ticket-dialog");
      await dialog.getByRole("button", { name: /^(Skapa|Create)$/ }).click();
      await expect(dialog.locator("[aria-invalid=true]").first()).toBeVisible();
      await dialog.getByTestId("ticket-access").selectOption("SELECTED");
      await expectAccessible(page, `create ticket with errors (${language})`);
      await page.keyboard.press("Escape");

      await page.goto(ticketPath(ticket.id));
      await expect(page.getByTestId("step-history")).toBeVisible();
      await expectAccessible(page, `ticket page (${language})`);
      await page.getByTestId("edit-ticket").click();
      await expect(page.getByTestId("edit-ticket-dialog")).toBeVisible();
      await expectAccessible(page, `edit ticket dialog (${language})`);
      await page.keyboard.press("Escape");
      await page.getByTestId("archive-ticket").click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectAccessible(page, `archive confirmation (${language})`);
      await page
        .getByRole("alertdialog")
        .getByRole("button", { name: /^(Avsluta och arkivera|Close and archive)$/ })
        .click();
      await expect(page.getByTestId("reopen-ticket")).toBeVisible();
      await expectAccessible(page, `archived ticket (${language})`);

      await page.setViewportSize({ width: 360, height: 800 });
      await expectAccessible(page, `archived ticket at 360 px (${language})`);
      await page.goto("/student-work/tickets");
      await expect(page.getByTestId("ticket-table")).toBeVisible();
      await expectAccessible(page, `tickets list at 360 px (${language})`);

      const pupil = await firstPupil();
      await page.goto(`/student/${pupil.id}`);
      await expect(page.getByTestId("student-tickets")).toBeVisible();
      await expectAccessible(page, `pupil page with tickets (${language})`);
      await page.goto("/");
      await expect(page.getByTestId("my-tickets")).toBeVisible();
      await expectAccessible(page, `overview with my tickets (${language})`);

      const own = await createTicket("teacher@demo.test", "COUNSELOR", `Tidslinje ${language} ${Date.now()}`);
      const teacher = await openAs(browser, "teacher@demo.test", ticketPath(own.id), language);
      await expect(teacher.getByTestId("step-history")).toBeVisible();
      await expectAccessible(teacher, `timeline view (${language})`);
      await teacher.goto(ticketPath("00000000-0000-4000-8000-000000000000"));
      await expect(teacher.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(teacher, `ticket not found (${language})`);
    });
  });
}

test("'Nytt ärende' finds the pupil by typing, without accents, shows the class, says when none match, and passes axe", async ({
  browser,
}) => {
  const pupil = await firstPupil();
  const counselor = await openAs(browser, "counselor@demo.test", "/student-work/tickets");
  await counselor.getByTestId("new-ticket").click();
  const dialog = counselor.getByTestId("create-ticket-dialog");
  const input = dialog.getByRole("combobox", { name: "Elev" });
  await input.fill("qqqzzz");
  await expect(dialog.getByText("Ingen elev matchar sökningen")).toBeVisible();
  // The pupil's name as someone types it without å, ä, ö or é, in lower case.
  const typed = pupil.name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  await input.fill(typed);
  const option = dialog.getByRole("option", { name: new RegExp(`^${pupil.name} \\(.+\\)$`) });
  await expect(option.first()).toBeVisible();
  await expectAccessible(counselor, "the pupil combobox open in 'Nytt ärende'");
  await input.press("Enter");
  await expect(input).toHaveValue(new RegExp(`^${pupil.name} \\(`));
});
