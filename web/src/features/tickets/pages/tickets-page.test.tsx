import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { answerSchool, page, stubFetch, TWO_CLASSES, type SchoolAround } from "../../../test/api-stub";
import { TicketsPage } from "./tickets-page";

const row = (id: string, title: string | null): TicketSummary => ({
  id,
  schoolId: "school-1",
  studentId: "pupil-1",
  currentStep: "RECEIVED",
  status: "ongoing",
  archived: false,
  owner: { id: "c", name: "Cecilia Kurator" },
  notifier: { id: "t", name: "Tove Lärare" },
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  version: 2,
  myAccess: title ? "read" : "timeline",
  view: title ? "full" : "timeline",
  title,
  access: title ? "EVERYONE" : null,
});

/**
 * The API around the list: the school's tickets answered by `list` (given the URL), its pupils, no teams and the
 * school (`around`). The URLs of the ticket lists read, in order.
 */
function serveTickets(list: (url: string) => Response, around: SchoolAround) {
  const listCalls: string[] = [];
  stubFetch((input) => {
    const url = String(input);
    if (!url.includes("/tickets/school/")) return answerSchool(url, { ...around, teams: [] });
    listCalls.push(url);
    return Promise.resolve(list(url));
  });
  return listCalls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the tickets list", () => {
  it("reads on by itself past pages the server left empty for the caller, and asks for the list's filters", async () => {
    const listCalls = serveTickets(
      (url) => {
        if (!url.includes("cursor=")) return page([], "page-2");
        if (url.includes("cursor=page-2")) return page([], "page-3");
        return page([row("t-1", "Stöd i svenska"), row("t-2", null)]);
      },
      { school: { id: "school-1", name: "Ekskolan", users: [], classes: [] } },
    );
    renderWithApp(<TicketsPage />, {
      user: signedInUser(),
      path: "/student-work/tickets?status=ongoing&step=RECEIVED",
    });
    expect(await screen.findByRole("link", { name: "Stöd i svenska" })).toBeInTheDocument();
    // A row the caller sees only as a timeline has no title to show.
    expect(screen.getByRole("link", { name: "Ärende (förenklad vy)" })).toHaveAttribute(
      "href",
      "/student-work/tickets?id=t-2",
    );
    expect(within(screen.getByTestId("ticket-table")).getAllByText("Alva Andersson")).toHaveLength(2);
    expect(listCalls).toHaveLength(3);
    expect(listCalls[0]).toContain("status=ongoing");
    expect(listCalls[0]).toContain("step=RECEIVED");
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });

  it("filters in one bar of searchable comboboxes, and the open tab counts the rows it has read", async () => {
    const listCalls = serveTickets(
      (url) =>
        page(
          url.includes("studentId=pupil-2")
            ? [row("t-3", "Läxhjälp")]
            : [row("t-1", "Stöd i svenska"), row("t-2", "Frånvaro")],
        ),
      TWO_CLASSES,
    );
    renderWithApp(<TicketsPage />, { user: signedInUser(), path: "/student-work/tickets" });
    expect(await screen.findByRole("link", { name: "Stöd i svenska" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Pågående 2" })).toBeInTheDocument();
    // Only the open tab's list is read: the other tabs name no count rather than ask the API for one each.
    expect(screen.getByRole("tab", { name: "Arkiverade" })).toHaveTextContent(/^Arkiverade$/);
    expect(listCalls).toHaveLength(1);

    const bar = screen.getByRole("search", { name: "Filtrera ärenden" });
    expect(within(bar).queryByRole("combobox", { name: "Steg" })).toBeInTheDocument();
    const pupil = within(bar).getByRole("combobox", { name: "Elev" });
    const user = userEvent.setup();
    await user.click(pupil);
    // Every pupil, with the class once the school is read.
    expect(await screen.findByRole("option", { name: "Örjan Åberg (9B)" })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(2);
    // One input event: typed key by key in jsdom, a key can get lost as the list narrows (PupilCombobox too).
    await user.paste("orjan");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Örjan Åberg (9B)"]);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("link", { name: "Läxhjälp" })).toBeInTheDocument();
    expect(listCalls.at(-1)).toContain("studentId=pupil-2");
    expect(screen.getByRole("tab", { name: "Pågående 1" })).toBeInTheDocument();

    await user.click(within(bar).getByRole("button", { name: "Rensa filter: Elev" }));
    expect(await screen.findByRole("link", { name: "Stöd i svenska" })).toBeInTheDocument();
    expect(within(bar).getByRole("combobox", { name: "Elev" })).toHaveValue("");
  }, 15_000);
});
