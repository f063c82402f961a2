import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, notFound, stubFetch } from "../../../test/api-stub";
import { WorkQueue } from "./work-queue";

const SCHOOL = "school-1";
const at = "2026-11-02T09:00:00.000Z";

function summary(id: string, title: string | null, overrides: Partial<TicketSummary> = {}): TicketSummary {
  return {
    view: title === null ? "timeline" : "full",
    id,
    schoolId: SCHOOL,
    studentId: "pupil-1",
    title,
    access: title === null ? null : "COUNSELOR",
    owner: null,
    notifier: { id: "n", name: "Henrik Rektor" },
    currentStep: "REPORT",
    status: "unassigned",
    archived: false,
    createdAt: at,
    updatedAt: at,
    version: 1,
    ...overrides,
  } as TicketSummary;
}

/** The lists the queue reads: tickets by status (and owner), the pupils and the notifications. */
function mockApi(lists: Record<string, TicketSummary[]>, unseen: number) {
  return stubFetch((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.includes("/tickets/school/")) {
      const key = [url.searchParams.get("status"), url.searchParams.get("ownerId")].filter(Boolean).join(":");
      return Promise.resolve(json({ items: lists[key] ?? [], cursor: null }));
    }
    if (url.pathname.includes("/student/school/"))
      return Promise.resolve(
        json({
          items: [{ id: "pupil-1", name: "Alva Andersson", schoolId: SCHOOL, classId: null, mentor: null }],
          cursor: null,
        }),
      );
    if (url.pathname.includes("/notifications"))
      return Promise.resolve(
        json({
          items: Array.from({ length: unseen + 1 }, (_, index) => ({
            id: `n-${index}`,
            seen: index > 0 ? false : true,
          })),
          cursor: null,
        }),
      );
    return Promise.resolve(notFound());
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the overview's work queue", () => {
  it("student-health staff: the school's unassigned tickets to receive, my ongoing ones, unseen notifications", async () => {
    const me = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR", name: "Cecilia Kurator" });
    mockApi(
      {
        unassigned: [summary("t-1", "Hög frånvaro"), summary("t-2", "Oro för kamratrelationer")],
        [`ongoing:${me.id}`]: [
          summary("t-3", "Stöd i matematik", {
            owner: { id: me.id, name: me.name },
            currentStep: "EXAMINATION",
          }),
        ],
      },
      3,
    );
    renderWithApp(<WorkQueue schoolId={SCHOOL} tickets />, { user: me });
    const receive = await screen.findByTestId("to-receive");
    expect(within(receive).getByRole("heading", { name: "Att ta emot", level: 2 })).toBeInTheDocument();
    expect(await within(receive).findByRole("link", { name: "Hög frånvaro" })).toHaveAttribute(
      "href",
      "/student-work/tickets?id=t-1",
    );
    expect(within(receive).getByText("2")).toBeInTheDocument();
    expect(await within(receive).findAllByText(/^Alva Andersson · /)).toHaveLength(2);
    expect(within(receive).getByRole("link", { name: "Alla ärenden" })).toHaveAttribute(
      "href",
      "/student-work/tickets?status=unassigned",
    );
    const mine = screen.getByTestId("my-tickets");
    expect(within(mine).getByRole("heading", { name: "Mina pågående ärenden" })).toBeInTheDocument();
    expect(await within(mine).findByRole("link", { name: "Stöd i matematik" })).toBeInTheDocument();
    expect(within(mine).getByText("Granskning")).toBeInTheDocument();
    expect(within(mine).queryByRole("link", { name: "Hög frånvaro" })).toBeNull();
    const notices = screen.getByTestId("unseen-notifications");
    expect(await within(notices).findByText("3")).toBeInTheDocument();
  });

  it("teachers: the tickets they follow, nothing to receive; a simplified ticket shows no title", async () => {
    const me = signedInUser();
    const fetchMock = mockApi({ ongoing: [summary("t-9", null, { status: "ongoing" })] }, 0);
    renderWithApp(<WorkQueue schoolId={SCHOOL} tickets />, { user: me });
    const following = await screen.findByTestId("my-tickets");
    expect(within(following).getByRole("heading", { name: "Ärenden du följer" })).toBeInTheDocument();
    expect(await within(following).findByRole("link", { name: "Ärende (förenklad vy)" })).toBeInTheDocument();
    expect(screen.queryByTestId("to-receive")).toBeNull();
    // A teacher is never responsible: the list is not narrowed to an owner.
    const ticketCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes("/tickets/"));
    expect(ticketCalls.every((url) => !url.includes("ownerId"))).toBe(true);
  });

  it("a school that hides tickets: only the notifications", async () => {
    mockApi({}, 1);
    renderWithApp(<WorkQueue schoolId={SCHOOL} tickets={false} />, { user: signedInUser() });
    expect(await screen.findByTestId("unseen-notifications")).toBeInTheDocument();
    expect(screen.queryByTestId("my-tickets")).toBeNull();
  });

  it("while the lists are read, each card holds its place with rows and a count of the final layout", async () => {
    // Nothing answers yet: the first state is what a slow connection shows before the lists come.
    let answer: (() => void) | undefined;
    const waiting = new Promise<void>((resolve) => (answer = resolve));
    const me = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" });
    const real = mockApi({ unassigned: [summary("t-1", "Hög frånvaro")] }, 0);
    stubFetch(async (input, init) => {
      await waiting;
      return real(input, init);
    });
    renderWithApp(<WorkQueue schoolId={SCHOOL} tickets />, { user: me });
    for (const testId of ["to-receive", "my-tickets"]) {
      const card = await screen.findByTestId(testId);
      // The item rows' placeholders: as many as the card shows at first, each an item's title and byline.
      const rows = within(card).getAllByTestId("queue-placeholder");
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.children).toHaveLength(2);
      expect(within(card).getByTestId("queue-count-placeholder")).toBeInTheDocument();
      expect(within(card).getByRole("heading", { level: 2 })).toBeInTheDocument();
    }
    expect(
      within(screen.getByTestId("unseen-notifications")).getByTestId("queue-count-placeholder"),
    ).toBeInTheDocument();
    answer!();
    const receive = screen.getByTestId("to-receive");
    expect(await within(receive).findByRole("link", { name: "Hög frånvaro" })).toBeInTheDocument();
    expect(within(receive).queryByTestId("queue-placeholder")).toBeNull();
    expect(within(receive).queryByTestId("queue-count-placeholder")).toBeNull();
  });
});
