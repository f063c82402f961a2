import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionProgram, FollowUp } from "#shared/actionprograms/action-program.schema";
import type { Role } from "#shared/constants";
import { renderWithApp, signedInUser } from "../../../test/render";
import { answerSchool, json } from "../../../test/api-stub";
import { changeLanguage } from "../../../shared/i18n/i18n";
import { actionProgram, followUp, REFUSED_FOR_EVALUATION_DATE } from "../action-program.fixtures";
import { ActionProgramsPage } from "./action-programs-page";

/** Answers the page's reads (the one program by id, the lists); records the writes and every GET. */
function stubApi(
  current: () => ActionProgram,
  writes: { method: string; url: string; body: unknown }[],
  reads: string[] = [],
  followUps: FollowUp[] = [],
  answerWrite: () => Response = () => json(actionProgram({ status: "published", version: 2 })),
) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      if (method !== "GET") {
        writes.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
        return Promise.resolve(answerWrite());
      }
      reads.push(url);
      if (url.includes("/action-program/school-1/p-1/pdf"))
        return Promise.resolve(
          new Response(new Uint8Array([37, 80, 68, 70]), {
            status: 200,
            headers: {
              "Content-Type": "application/pdf",
              "Content-Disposition": 'attachment; filename="atgardsprogram-beslut-2026-11-02-p1.pdf"',
            },
          }),
        );
      if (url.includes("/action-program/school-1/p-1")) return Promise.resolve(json(current()));
      if (url.includes("/action-program-follow-up/"))
        return Promise.resolve(json({ items: followUps, cursor: null }));
      if (url.includes("/action-program-evaluation/"))
        return Promise.resolve(json({ items: [], cursor: null }));
      if (url.includes("/action-program/"))
        return Promise.resolve(json({ items: [current()], cursor: null }));
      return answerSchool(url, { teams: [] });
    }),
  );
}

/** Program p-1 as the head decided it. */
const decidedProgram = () =>
  actionProgram({
    status: "published",
    decidedAt: "2026-11-02T10:00:00.000Z",
    decidedByName: "Henrik Rektor",
  });

/** The page on program p-1 (`?id=p-1`, a link's), for staff of one role. */
const openProgram = (role: Role) =>
  renderWithApp(<ActionProgramsPage />, {
    user: signedInUser({ roles: [role] }),
    path: "/actions/action-program?id=p-1",
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an action program's view", () => {
  it("shows the actions table, and the head decides a draft on the version read", async () => {
    const writes: { method: string; url: string; body: unknown }[] = [];
    stubApi(() => actionProgram(), writes);
    openProgram("HEAD");
    expect(
      await screen.findByRole("heading", { name: "Åtgärdsprogram för Alva Andersson" }),
    ).toBeInTheDocument();
    const actions = screen.getByTestId("program-actions");
    expect(within(actions).getAllByText("Inlästa läromedel").length).toBeGreaterThan(0);
    expect(within(actions).getAllByText("Varannan vecka").length).toBeGreaterThan(0);
    await userEvent.click(screen.getByTestId("program-publish"));
    await userEvent.click(await screen.findByRole("button", { name: "Besluta", hidden: false }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: "PATCH",
      body: { version: 1, status: "published" },
    });
    expect(writes[0]!.url).toContain("/action-program/p-1");
  });

  it("an archived program stays readable, with no way to change it", async () => {
    stubApi(() => actionProgram({ status: "archived", mayDecide: false }), []);
    openProgram("COUNSELOR");
    expect(await screen.findByText("Stöd i läsförståelse")).toBeInTheDocument();
    expect(screen.queryByTestId("program-edit")).toBeNull();
    expect(screen.queryByTestId("program-publish")).toBeNull();
    expect(screen.queryByTestId("add-follow-up")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ta bort" })).toBeNull();
  });

  it("reads the one program by id, not the school's list", async () => {
    const reads: string[] = [];
    stubApi(() => actionProgram(), [], reads);
    openProgram("COUNSELOR");
    expect(await screen.findByText("Stöd i läsförståelse")).toBeInTheDocument();
    expect(reads.filter((url) => url.includes("/action-program/school-1/p-1"))).toHaveLength(1);
    expect(reads.filter((url) => /\/action-program\/school-1\?/.test(url))).toEqual([]);
  });

  it("reads like a document: its sections in order, each a heading", async () => {
    stubApi(decidedProgram, []);
    openProgram("COUNSELOR");
    await screen.findByText("Stöd i läsförståelse");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Nästa steg",
      "Översikt",
      "Behov av särskilt stöd",
      "Åtgärder",
      "Uppföljningar",
      "Utvärderingar",
      "Delaktighet och information",
      "Beslut",
      "Delning och överklagande",
      "Historik",
    ]);
    expect(screen.getByTestId("program-decided")).toHaveTextContent("Beslutat av Henrik Rektor den");
  });

  it("a decided program offers its decision document; the download reads the PDF route", async () => {
    const reads: string[] = [];
    const createObjectURL = vi.fn(() => "blob:decision");
    // jsdom has no object URLs: a URL class with them, for this test only (vi.unstubAllGlobals restores URL).
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    stubApi(decidedProgram, [], reads);
    openProgram("TEACHER");
    const button = await screen.findByTestId("program-pdf");
    expect(button).toHaveTextContent("Ladda ner beslut (PDF)");
    expect(screen.getByTestId("program-pdf-header")).toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(reads.some((url) => url.endsWith("/action-program/school-1/p-1/pdf"))).toBe(true);
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it("a draft has no decision document", async () => {
    stubApi(() => actionProgram(), []);
    openProgram("HEAD");
    expect(await screen.findByText("Inte beslutat ännu. Programmet är ett utkast.")).toBeInTheDocument();
    expect(screen.queryByTestId("program-pdf")).toBeNull();
    expect(screen.queryByTestId("program-pdf-header")).toBeNull();
  });

  it("a published program with no follow-up in its period is flagged on its view, from its follow-ups", async () => {
    stubApi(
      () =>
        actionProgram({
          status: "published",
          followUpDate: "2020-02-01",
          evaluationDate: "2099-01-01",
          decidedAt: "2020-01-10T10:00:00.000Z",
          decidedByName: "Henrik Rektor",
        }),
      [],
    );
    openProgram("COUNSELOR");
    expect(await screen.findByTestId("program-missing-follow-up")).toHaveTextContent(
      "Uppföljningsdatumet 1 feb. 2020 har passerat utan att någon uppföljning har gjorts.",
    );
  });
});

describe("an action program's dates", () => {
  it("the view writes each date in the product's format, never as ISO", async () => {
    stubApi(decidedProgram, []);
    openProgram("COUNSELOR");
    const view = (await screen.findByText("Stöd i läsförståelse")).closest("article") ?? document.body;
    await screen.findAllByText("1 feb. 2027");
    expect(screen.getAllByText("1 apr. 2027").length).toBeGreaterThan(0);
    expect(view.textContent).toContain("Cecilia Kurator, 1 nov. 2026");
    expect(view.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("the list writes the follow-up, evaluation and decision dates the same way", async () => {
    stubApi(decidedProgram, []);
    renderWithApp(<ActionProgramsPage />, {
      user: signedInUser({ roles: ["COUNSELOR"] }),
      path: "/actions/action-program",
    });
    const row = (await screen.findAllByTestId("action-program-row"))[0]!;
    expect(within(row).getByText("1 feb. 2027")).toBeInTheDocument();
    expect(within(row).getByText("1 apr. 2027")).toBeInTheDocument();
    expect(within(row).getByText("Henrik Rektor, 2 nov. 2026")).toBeInTheDocument();
    expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe("the list's flags, from each program's progress", () => {
  const decided = (overrides: Partial<ActionProgram>) =>
    actionProgram({
      status: "published",
      followUpDate: "2020-02-01",
      evaluationDate: "2020-06-01",
      decidedAt: "2020-01-10T10:00:00.000Z",
      decidedByName: "Henrik Rektor",
      ...overrides,
    });

  /** The list page with the one program; the GETs it made. */
  async function listOf(shown: ActionProgram, followUps: FollowUp[] = []) {
    const reads: string[] = [];
    stubApi(() => shown, [], reads, followUps);
    renderWithApp(<ActionProgramsPage />, {
      user: signedInUser({ roles: ["COUNSELOR"] }),
      path: "/actions/action-program",
    });
    const row = (await screen.findAllByTestId("action-program-row"))[0]!;
    await waitFor(() => expect(reads.some((url) => url.includes("/student/school/"))).toBe(true));
    return { row, reads };
  }

  const listReads = (reads: string[]) =>
    reads.filter(
      (url) => url.includes("/action-program-follow-up/") || url.includes("/action-program-evaluation/"),
    );

  it("a program past its follow-up and evaluation dates with neither done is flagged twice; no item list is read", async () => {
    const { row, reads } = await listOf(decided({}));
    expect(within(row).getByTestId("program-flag-follow-up")).toHaveTextContent("Uppföljning saknas");
    expect(within(row).getByTestId("program-flag-evaluation")).toHaveTextContent("Utvärdering saknas");
    expect(listReads(reads)).toEqual([]);
  });

  it("a program followed up in its period is not flagged for it, though no follow-up list is read", async () => {
    const { row, reads } = await listOf(decided({ hasFollowUp: true }));
    expect(within(row).queryByTestId("program-flag-follow-up")).toBeNull();
    expect(within(row).getByTestId("program-flag-evaluation")).toBeInTheDocument();
    expect(listReads(reads)).toEqual([]);
  });

  it("an evaluated program is not flagged for its evaluation", async () => {
    const { row } = await listOf(decided({ hasEvaluation: true }));
    expect(within(row).queryByTestId("program-flag-evaluation")).toBeNull();
    expect(within(row).getByTestId("program-flag-follow-up")).toBeInTheDocument();
  });

  it("the flags follow the program's progress, not a follow-up list", async () => {
    // A done follow-up in the school's list does not clear a flag the program's own progress still raises.
    const done = followUp();
    const { row } = await listOf(decided({}), [done]);
    expect(within(row).getByTestId("program-flag-follow-up")).toBeInTheDocument();
  });

  it("dates not yet passed, a draft or an archived program raise no flag", async () => {
    for (const shown of [
      decided({ followUpDate: "2099-01-01", evaluationDate: "2099-06-01" }),
      decided({ status: "draft", decidedAt: null }),
      decided({ status: "archived" }),
    ]) {
      const view = await listOf(shown);
      expect(within(view.row).queryByTestId("program-flag-follow-up")).toBeNull();
      expect(within(view.row).queryByTestId("program-flag-evaluation")).toBeNull();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});

describe("corrections of a decided program", () => {
  const corrected = (overrides: Partial<ActionProgram> = {}) =>
    actionProgram({
      status: "published",
      decisionMakerId: "h",
      decidedById: "h",
      decidedByName: "Henrik Rektor",
      decidedAt: "2026-11-02T08:00:00.000Z",
      specialNeeds: "Stöd i läsförståelse och skrivande",
      version: 3,
      history: [
        ...actionProgram().history,
        {
          at: "2026-11-02T08:00:00.000Z",
          byId: "h",
          byName: "Henrik Rektor",
          event: "PUBLISHED",
          fields: [],
          before: "{}",
        },
        {
          at: "2026-11-05T09:00:00.000Z",
          byId: "h",
          byName: "Henrik Rektor",
          event: "CORRECTED",
          fields: ["specialNeeds", "actions", "studentInvolved"],
          before: JSON.stringify({
            specialNeeds: "Stöd i läsförståelse",
            actions: [{ action: "Högläsning", timespan: "v. 3–10", followUp: "", responsible: "Mentor" }],
            studentInvolved: false,
          }),
        },
      ],
      ...overrides,
    });

  it("the history names who corrected what and when, and discloses the earlier text on request", async () => {
    stubApi(() => corrected({ mayDecide: false }), []);
    openProgram("TEACHER");
    const history = await screen.findByTestId("program-history");
    const entries = within(history).getAllByTestId("program-history-entry");
    expect(entries).toHaveLength(3);
    const correction = entries[2]!;
    expect(correction).toHaveTextContent("Rättat: Henrik Rektor, 5 nov. 2026.");
    expect(correction).toHaveTextContent(
      "Ändrade fält: Behov av särskilt stöd, Åtgärder, Eleven har varit delaktig.",
    );
    // Entries without earlier values (created, decided) offer nothing to open.
    expect(within(entries[0]!).queryByRole("button")).toBeNull();
    expect(within(entries[1]!).queryByRole("button")).toBeNull();
    expect(within(correction).queryByText("Högläsning (v. 3–10, Mentor)")).toBeNull();

    const show = within(correction).getByRole("button", { name: "Visa tidigare text" });
    expect(show).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(show);
    const earlier = within(correction).getByTestId("program-history-earlier");
    expect(within(earlier).getByText("Stöd i läsförståelse")).toBeInTheDocument();
    expect(within(earlier).getByText("Högläsning (v. 3–10, Mentor)")).toBeInTheDocument();
    expect(within(earlier).getByText("Nej")).toBeInTheDocument();
    const hide = within(correction).getByRole("button", { name: "Dölj tidigare text" });
    expect(hide).toHaveAttribute("aria-expanded", "true");
    expect(hide).toHaveAttribute("aria-controls", earlier.id);
    // The current text is the corrected one.
    expect(
      within(screen.getByTestId("program-needs")).getByText("Stöd i läsförståelse och skrivande"),
    ).toBeInTheDocument();
    await userEvent.click(hide);
    expect(within(correction).queryByTestId("program-history-earlier")).toBeNull();
  });

  it("the decision maker opens the editor as a correction and saves the text on the version read", async () => {
    const writes: { method: string; url: string; body: unknown }[] = [];
    stubApi(() => corrected(), writes);
    openProgram("HEAD");
    await userEvent.click(await screen.findByTestId("program-correct"));
    const dialog = await screen.findByRole("dialog", { name: "Rätta beslutat åtgärdsprogram" });
    expect(within(dialog).getByTestId("program-correct-lead")).toHaveTextContent("ny version");
    // The decision maker is not changed in a correction.
    expect(within(dialog).queryByTestId("program-decision-maker")).toBeNull();
    const needs = within(dialog).getByTestId("program-special-needs");
    fireEvent.change(needs, { target: { value: "Stöd i läsförståelse, skrivande och struktur" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara rättelse" }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.method).toBe("PATCH");
    const body = writes[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ version: 3, specialNeeds: "Stöd i läsförståelse, skrivande och struktur" });
    expect(body).not.toHaveProperty("status");
    expect(body).not.toHaveProperty("decisionMakerId");
  }, 15_000);

  it("staff who may not correct see no way to", async () => {
    stubApi(() => corrected({ mayDecide: false }), []);
    openProgram("COUNSELOR");
    expect(await screen.findByTestId("program-history")).toBeInTheDocument();
    expect(screen.queryByTestId("program-correct")).toBeNull();
    expect(screen.queryByTestId("program-edit")).toBeNull();
  });
});

/** The field (label, control, error text) a control sits in. */
const fieldOf = (control: HTMLElement) => control.closest<HTMLElement>(".chakra-field__root")!;

/** "Fill in what is missing": the editor opens with the evaluation date marked as what a decision needs. */
async function fillInMissing() {
  await userEvent.click(screen.getByTestId("program-fill-missing"));
  const editor = await screen.findByTestId("action-program-editor");
  const date = within(editor).getByLabelText("Utvärderingsdatum");
  expect(date).toHaveAttribute("aria-invalid", "true");
  expect(fieldOf(date)).toHaveTextContent("Fyll i detta innan åtgärdsprogrammet beslutas");
  return editor;
}

describe("an action program's next step", () => {
  it("a draft waits on its decision maker, and the head's one action is the decision", async () => {
    stubApi(() => actionProgram({ decisionMakerId: "h" }), []);
    openProgram("HEAD");
    const step = await screen.findByTestId("program-next-step");
    expect(within(step).getByText("Utkast")).toBeInTheDocument();
    // The school's list does not name the decision maker here: the role is named instead.
    expect(within(step).getByTestId("program-next-step-waits-on")).toHaveTextContent("beslutsfattaren");
    expect(within(step).getByRole("button", { name: "Besluta" })).toHaveAttribute(
      "data-testid",
      "program-publish",
    );
    expect(within(step).queryByTestId("program-decision-missing")).toBeNull();
  });

  it("a decided program waits on its follow-up, then its evaluation, each offered as the one action with its date", async () => {
    stubApi(
      () => actionProgram({ status: "published", followUpDate: "2099-02-01", evaluationDate: "2099-04-01" }),
      [],
    );
    const { unmount } = openProgram("COUNSELOR");
    let step = await screen.findByTestId("program-next-step");
    expect(within(step).getByTestId("program-next-step-due")).toHaveTextContent("1 feb. 2099");
    await userEvent.click(within(step).getByRole("button", { name: "Skriv uppföljning" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubApi(
      () =>
        actionProgram({
          status: "published",
          followUpDate: "2020-02-01",
          evaluationDate: "2020-04-01",
          hasFollowUp: true,
        }),
      [],
    );
    openProgram("COUNSELOR");
    step = await screen.findByTestId("program-next-step");
    expect(within(step).getByTestId("program-next-step-due")).toHaveTextContent("1 apr. 2020 (Försenad)");
    expect(within(step).getByRole("button", { name: "Skriv utvärdering" })).toBeInTheDocument();
  });
});

describe("what a decision needs", () => {
  it("a draft that lacks what a decision needs names each missing part before any confirm, and offers to fill them in", async () => {
    const writes: { method: string; url: string; body: unknown }[] = [];
    stubApi(() => actionProgram({ evaluationDate: null, actions: [] }), writes);
    openProgram("HEAD");
    const missing = await screen.findByTestId("program-decision-missing");
    expect(missing).toHaveTextContent("Utvärderingsdatum saknas");
    expect(missing).toHaveTextContent("Ingen åtgärd är angiven");
    expect(missing).not.toHaveTextContent("Uppföljningsdatum saknas");
    // No way to a confirm dialog that must fail.
    expect(screen.queryByTestId("program-publish")).toBeNull();
    const editor = await fillInMissing();
    expect(within(editor).getAllByText("Fyll i detta innan åtgärdsprogrammet beslutas").length).toBe(2);
    expect(writes).toHaveLength(0);
  });

  it("in English the missing parts are named in English", async () => {
    stubApi(() => actionProgram({ followUpDate: null, specialNeeds: "" }), []);
    await changeLanguage("en");
    try {
      openProgram("HEAD");
      const missing = await screen.findByTestId("program-decision-missing");
      expect(missing).toHaveTextContent("Follow-up date missing");
      expect(missing).toHaveTextContent("Special support needs missing");
    } finally {
      await changeLanguage("sv");
    }
  });

  it("a decision the server refuses shows the server's reason at its field, not only the general 400 text", async () => {
    const writes: { method: string; url: string; body: unknown }[] = [];
    stubApi(
      () => actionProgram(),
      writes,
      [],
      [],
      () => json(REFUSED_FOR_EVALUATION_DATE, 400),
    );
    openProgram("HEAD");
    await userEvent.click(await screen.findByTestId("program-publish"));
    await userEvent.click(await screen.findByRole("button", { name: "Besluta", hidden: false }));
    await waitFor(() => expect(writes).toHaveLength(1));
    // Named on the page at its field, and no way back to a confirm that would fail again.
    const refused = await screen.findByTestId("program-decision-missing");
    expect(refused).toHaveTextContent("Utvärderingsdatum: Fyll i detta innan åtgärdsprogrammet beslutas");
    expect(screen.queryByTestId("program-publish")).toBeNull();
    // And in the editor, at the field itself.
    await fillInMissing();
  });
});
