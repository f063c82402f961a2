import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { TicketsPage } from "./tickets-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the tickets list", () => {
  it("reads on by itself past pages the server left empty for the caller, and asks for the list's filters", async () => {
    const listCalls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes("/tickets/school/")) {
          listCalls.push(url);
          if (!url.includes("cursor=")) return Promise.resolve(json({ items: [], cursor: "page-2" }));
          if (url.includes("cursor=page-2")) return Promise.resolve(json({ items: [], cursor: "page-3" }));
          return Promise.resolve(
            json({ items: [row("t-1", "Stöd i svenska"), row("t-2", null)], cursor: null }),
          );
        }
        if (url.includes("/student/school/"))
          return Promise.resolve(
            json({
              items: [{ id: "pupil-1", name: "Alva Andersson", classId: null, mentor: null }],
              cursor: null,
            }),
          );
        if (url.includes("/team/school/")) return Promise.resolve(json({ items: [], cursor: null }));
        return Promise.resolve(json({ id: "school-1", name: "Ekskolan", users: [], classes: [] }));
      }),
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
});
