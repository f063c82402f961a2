import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TicketAccess } from "#shared/tickets/ticket.constants";
import type { FullTicket, TimelineTicket } from "#shared/tickets/ticket.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, stubFetch } from "../../../test/api-stub";
import { TicketView } from "./ticket-view";

const SCHOOL = "school-1";
const TICKET = "0b7d3c52-9f0e-4c1a-8e55-5b1f0c3d2a10";
const PUPIL = { id: "pupil-1", name: "Alva Andersson", schoolId: SCHOOL, classId: null, mentor: null };
const me = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR", name: "Cecilia Kurator" });
const person = (id: string, name: string) => ({ id, name });

function fullTicket(
  myAccess: Exclude<TicketAccess, "none">,
  overrides: Partial<FullTicket> = {},
): FullTicket {
  const at = "2026-11-02T09:00:00.000Z";
  return {
    view: "full",
    id: TICKET,
    schoolId: SCHOOL,
    studentId: PUPIL.id,
    title: "Hög frånvaro",
    description: "Eleven har varit borta många förmiddagar.",
    access: "COUNSELOR",
    recipients: [],
    teamId: null,
    contactTeachers: [],
    editors: [],
    owner: null,
    notifier: person("someone", "Henrik Rektor"),
    currentStep: "REPORT",
    status: "unassigned",
    archived: false,
    createdAt: at,
    updatedAt: at,
    version: 1,
    myAccess,
    steps: [
      {
        id: "step-1",
        ticketId: TICKET,
        status: "REPORT",
        summary: "",
        createdBy: person("someone", "Henrik Rektor"),
        createdAt: at,
        updatedAt: at,
        version: 1,
        events: [],
      },
    ],
    messages: [
      { id: "m-1", ticketId: TICKET, text: "Mitt meddelande", author: person(me.id, me.name), createdAt: at },
    ],
    decisions: [],
    feedback: [],
    reminders: [],
    ...overrides,
  };
}

/** The API as the page calls it: the ticket, the school's pupils and the school. */
function mockApi(ticket: FullTicket | TimelineTicket, writes: (url: string, init: RequestInit) => Response) {
  return stubFetch((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if ((init?.method ?? "GET") !== "GET") return Promise.resolve(writes(url, init ?? {}));
    if (url.includes(`/tickets/${TICKET}`)) return Promise.resolve(json(ticket));
    if (url.includes("/student/school/")) return Promise.resolve(json({ items: [PUPIL], cursor: null }));
    if (url.includes(`/schools/${SCHOOL}`))
      return Promise.resolve(json({ id: SCHOOL, name: "Ekskolan", users: [], classes: [] }));
    return Promise.resolve(json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the ticket page shows what the caller's access allows (ticket.policy.ts)", () => {
  it("read: the content, but no forms, moves, edit or delete", async () => {
    mockApi(fullTicket("read"), () => json({}));
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    expect(await screen.findByRole("heading", { name: "Hög frånvaro", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Eleven har varit borta många förmiddagar.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Alva Andersson" })).toHaveAttribute(
      "href",
      "/student/pupil-1",
    );
    expect(screen.queryByLabelText(/^Nytt meddelande/)).toBeNull();
    expect(screen.queryByLabelText(/^Kommentar/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Redigera" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Ta bort" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Flytta ärendet" })).toBeNull();
    // Even one's own message cannot be deleted without write access.
    expect(screen.queryByRole("button", { name: /Ta bort ditt meddelande/ })).toBeNull();
  });

  it("write: comments, messages and feedback, but no decisions, moves, owner or delete", async () => {
    mockApi(fullTicket("write"), () => json({}));
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    expect(await screen.findByLabelText(/^Nytt meddelande/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Kommentar/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ny återkoppling/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Ta bort ditt meddelande/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nytt beslut/)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Flytta ärendet" })).toBeNull();
    expect(screen.queryByLabelText("Tilldela ansvarig")).toBeNull();
    expect(screen.queryByRole("button", { name: "Ta bort" })).toBeNull();
  });

  it("manage: the allowed moves only (from REPORT one step on, or close), decisions, owner and delete", async () => {
    mockApi(fullTicket("manage"), () => json({}));
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    // The one step on is the header's primary action; the move card holds the rest (no step back from REPORT).
    const header = await screen.findByTestId("ticket-header");
    expect(within(header).getByRole("button", { name: "Nästa steg: Mottagen" })).toBeInTheDocument();
    const moves = screen.getByTestId("step-moves");
    expect(
      within(moves)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Avsluta och arkivera"]);
    expect(screen.getByLabelText(/^Nytt beslut/)).toBeInTheDocument();
    expect(screen.getByLabelText("Tilldela ansvarig")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ta bort" })).toBeInTheDocument();
  });

  it("an archived ticket is read-only, with reopen for those who manage", async () => {
    mockApi(fullTicket("manage", { currentStep: "ARCHIVE", archived: true, status: "archived" }), () =>
      json({}),
    );
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    expect(await screen.findByRole("button", { name: "Återöppna" })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Nytt meddelande/)).toBeNull();
    expect(screen.queryByTestId("step-moves")).toBeNull();
    expect(screen.queryByRole("button", { name: "Redigera" })).toBeNull();
  });

  it("timeline: the steps and the people, never the title, description or messages", async () => {
    const { view: _view, ...base } = fullTicket("timeline");
    const timeline: TimelineTicket = {
      ...base,
      view: "timeline",
      steps: [{ id: "step-1", status: "REPORT", createdAt: base.createdAt }],
      ownReport: null,
    } as TimelineTicket;
    for (const hidden of ["title", "description", "messages", "decisions", "feedback", "reminders"] as const)
      delete (timeline as Record<string, unknown>)[hidden];
    mockApi(timeline, () => json({}));
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    expect(
      await screen.findByRole("heading", { name: "Ärende (förenklad vy)", level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Skickad", level: 3 })).toBeInTheDocument();
    expect(screen.getByText("Henrik Rektor")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Meddelanden" })).toBeNull();
    expect(screen.queryByLabelText(/^Kommentar/)).toBeNull();
  });

  it("timeline: the reader who reported the matter reads their own title and description", async () => {
    const { view: _view, title, description, ...base } = fullTicket("timeline");
    const timeline = {
      ...base,
      view: "timeline",
      steps: [{ id: "step-1", status: "REPORT", createdAt: base.createdAt }],
      ownReport: { title, description },
    } as TimelineTicket;
    mockApi(timeline, () => json({}));
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    const own = await screen.findByTestId("own-report");
    expect(own).toHaveTextContent("Din anmälan");
    expect(own).toHaveTextContent(title);
    expect(own).toHaveTextContent(description);
    expect(screen.queryByRole("heading", { name: "Meddelanden" })).toBeNull();
  });

  it("a 409 on a change says so in the spec's words and in a notice, and reads the ticket again", async () => {
    const fetchMock = mockApi(fullTicket("manage"), () =>
      json({ error: { code: "CONFLICT", message: "Conflict" } }, 409),
    );
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    await userEvent.click(await screen.findByRole("button", { name: "Nästa steg: Mottagen" }));
    expect(await screen.findByText("En konflikt har uppstått")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Någon annan har ändrat ärendet");
    const ticketReads = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).includes(`/tickets/${TICKET}`) && (init?.method ?? "GET") === "GET",
    );
    expect(ticketReads.length).toBeGreaterThanOrEqual(2);
  });

  it("a ticket that does not exist for the caller shows 'not found' and nothing else", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404))),
    );
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    expect(
      await screen.findByRole("heading", { name: "Ärendet hittades inte", level: 1 }),
    ).toBeInTheDocument();
  });
});

describe("editing a ticket in a stale tab", () => {
  it("a 409 shows the conflict in the dialog; Ladda om keeps the typed title, takes the new description and saves on the new version", async () => {
    let stored = fullTicket("manage");
    const patches: unknown[] = [];
    stubFetch((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      if (method === "PATCH") {
        patches.push(JSON.parse(String(init?.body)));
        if (patches.length === 1) {
          // Someone else saved first: the stored ticket moved on.
          stored = { ...stored, description: "Ändrad av någon annan.", version: 2 };
          return Promise.resolve(json({ error: { code: "CONFLICT", message: "Conflict" } }, 409));
        }
        return Promise.resolve(json(stored));
      }
      if (url.includes(`/tickets/${TICKET}`)) return Promise.resolve(json(stored));
      if (url.includes("/student/school/")) return Promise.resolve(json({ items: [PUPIL], cursor: null }));
      if (url.includes(`/schools/${SCHOOL}`))
        return Promise.resolve(json({ id: SCHOOL, name: "Ekskolan", users: [], classes: [] }));
      return Promise.resolve(json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404));
    });
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    await userEvent.click(await screen.findByRole("button", { name: "Redigera" }));
    const dialog = await screen.findByTestId("edit-ticket-dialog");
    const title = within(dialog).getByRole("textbox", { name: /^Rubrik/ });
    await userEvent.clear(title);
    await userEvent.type(title, "Frånvaro på förmiddagar");
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    const banner = await within(dialog).findByTestId("conflict-banner");
    expect(banner).toHaveTextContent("En konflikt har uppstått");
    await userEvent.click(within(banner).getByRole("button", { name: "Ladda om" }));
    await vi.waitFor(() => expect(within(dialog).queryByTestId("conflict-banner")).toBeNull());
    expect(title).toHaveValue("Frånvaro på förmiddagar");
    expect(within(dialog).getByRole("textbox", { name: /^Beskrivning/ })).toHaveValue(
      "Ändrad av någon annan.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Spara" }));
    await vi.waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toEqual({ version: 2, title: "Frånvaro på förmiddagar" });
  }, 20_000);
});

describe("a comment longer than the schema's 5 000 characters", () => {
  it("shows the counter and 'Högst 5 000 tecken', keeps every character and sends nothing", async () => {
    const writes: string[] = [];
    mockApi(fullTicket("write"), (url) => {
      writes.push(url);
      return json({});
    });
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    const comment = await screen.findByLabelText(/^Kommentar/);
    expect(comment).not.toHaveAttribute("maxlength");
    const form = screen.getByTestId("comment-form");
    await userEvent.click(comment);
    await userEvent.paste("x".repeat(4000));
    expect(within(form).getByTestId("char-count")).toHaveTextContent(/^4\s000 \/ 5\s000/);
    await userEvent.paste("y".repeat(1001));
    expect(comment).toHaveValue("x".repeat(4000) + "y".repeat(1001));
    expect(within(form).getByTestId("char-count")).toHaveTextContent(/^5\s001 \/ 5\s000/);
    expect(within(form).getByTestId("char-count")).toHaveAttribute("aria-live", "polite");
    await userEvent.click(within(form).getByRole("button", { name: "Kommentera" }));
    expect(within(form).getByText(/^Högst 5\s000 tecken$/)).toBeInTheDocument();
    expect(comment).toHaveAttribute("aria-invalid", "true");
    expect(comment).toHaveValue("x".repeat(4000) + "y".repeat(1001));
    expect(writes).toEqual([]);
  });
});

describe("correcting one's own comment with the keyboard", () => {
  it("moves focus into the text when editing starts and back to the button when it is cancelled", async () => {
    const at = "2026-11-02T10:00:00.000Z";
    const ticket = fullTicket("write");
    ticket.steps[0]!.events = [
      {
        id: "e-1",
        ticketId: TICKET,
        stepId: "step-1",
        comment: "Min kommentar",
        author: person(me.id, me.name),
        createdAt: at,
        updatedAt: at,
        version: 1,
      },
    ];
    mockApi(ticket, () => json({}));
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    const user = userEvent.setup();
    const edit = await screen.findByRole("button", { name: /Redigera din kommentar/ });
    await user.click(edit);
    const text = screen.getAllByLabelText(/^Kommentar/)[0]!;
    expect(text).toHaveFocus();
    expect(text).toHaveValue("Min kommentar");
    await user.click(screen.getByRole("button", { name: "Avbryt" }));
    expect(screen.getByRole("button", { name: /Redigera din kommentar/ })).toHaveFocus();
  });
});

describe("the activity feed", () => {
  it("merges comments, messages and decisions by time, each with its type in words", async () => {
    const ticket = fullTicket("read", {
      messages: [
        {
          id: "m-1",
          ticketId: TICKET,
          text: "Andra: ett meddelande",
          author: person("x", "Maja Lärare"),
          createdAt: "2026-11-02T10:00:00.000Z",
        },
      ],
      decisions: [
        {
          id: "d-1",
          ticketId: TICKET,
          text: "Tredje: ett beslut",
          decidedBy: person("y", "Henrik Rektor"),
          createdAt: "2026-11-02T11:00:00.000Z",
        },
      ],
    });
    ticket.steps[0]!.events = [
      {
        id: "e-2",
        ticketId: TICKET,
        stepId: "step-1",
        comment: "Fjärde: en senare kommentar",
        author: person("z", "Cecilia Kurator"),
        createdAt: "2026-11-02T12:00:00.000Z",
        updatedAt: "2026-11-02T12:00:00.000Z",
        version: 1,
      },
      {
        id: "e-1",
        ticketId: TICKET,
        stepId: "step-1",
        comment: "Första: en kommentar",
        author: person("z", "Cecilia Kurator"),
        createdAt: "2026-11-02T09:30:00.000Z",
        updatedAt: "2026-11-02T09:30:00.000Z",
        version: 1,
      },
    ];
    mockApi(ticket, () => json({}));
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    const feed = await screen.findByRole("list", { name: "Alla händelser i tidsordning" });
    const entries = within(feed).getAllByRole("listitem");
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Kommentar · Skickad.*Första: en kommentar$/),
      expect.stringMatching(/^Meddelande.*Andra: ett meddelande$/),
      expect.stringMatching(/^Beslut.*Beslutat av Henrik Rektor.*Tredje: ett beslut$/),
      expect.stringMatching(/^Kommentar · Skickad.*Fjärde: en senare kommentar$/),
    ]);
    // The type icons are decoration: hidden from assistive technology, the words above carry the type.
    for (const entry of entries)
      for (const icon of entry.querySelectorAll("svg")) expect(icon).toHaveAttribute("aria-hidden", "true");
  });
});

describe("archiving", () => {
  it("announces the new state in a live region and moves focus to the archived notice", async () => {
    let archived = false;
    const fetchMock = mockApi(fullTicket("manage"), () => json({}));
    const archivedTicket = fullTicket("manage", {
      currentStep: "ARCHIVE",
      archived: true,
      status: "archived",
    });
    fetchMock.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if ((init?.method ?? "GET") !== "GET") {
        archived = true;
        return Promise.resolve(json(archivedTicket));
      }
      if (url.includes(`/tickets/${TICKET}`))
        return Promise.resolve(json(archived ? archivedTicket : fullTicket("manage")));
      if (url.includes("/student/school/")) return Promise.resolve(json({ items: [PUPIL], cursor: null }));
      return Promise.resolve(json({ id: SCHOOL, name: "Ekskolan", users: [], classes: [] }));
    });
    renderWithApp(<TicketView ticketId={TICKET} />, { user: me });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("archive-ticket"));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Avsluta och arkivera" }));
    expect(await screen.findByTestId("archived-notice")).toHaveFocus();
    expect(screen.getByTestId("ticket-announcement")).toHaveTextContent("Ärendet är avslutat och arkiverat.");
    expect(screen.getByTestId("ticket-announcement")).toHaveAttribute("aria-live", "polite");
  });
});
