import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DueList } from "#shared/actionprograms/follow-up-discipline.schema";
import { changeLanguage } from "../i18n/i18n";
import { renderWithApp, signedInUser } from "../../test/render";
import { json, notFound, stubFetch } from "../../test/api-stub";
import { OverdueFollowUpsCard } from "./overdue-follow-ups-card";

const SCHOOL = "school-1";
const me = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR", name: "Cecilia Kurator" });

type Due = DueList["items"][number];
const due = (kind: Due["kind"], id: string, overrides: Partial<Due> = {}): Due => ({
  kind,
  id,
  actionProgramId: id,
  studentId: "pupil-1",
  date: "2020-02-01",
  ...overrides,
});

/** The server's answer to GET /action-program-due: what waits on the user, oldest first. */
function mockApi(items: Due[], hiddenParts: string[] = [], answer: Partial<Omit<DueList, "items">> = {}) {
  return stubFetch((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const page = (items: unknown[]) => Promise.resolve(json({ items, cursor: null }));
    if (url.pathname.endsWith(`/schools/${SCHOOL}`))
      return Promise.resolve(json({ id: SCHOOL, name: "Ekskolan", hiddenParts, classes: [], users: [] }));
    if (url.pathname.includes(`/action-program-due/${SCHOOL}`))
      return Promise.resolve(json({ items, total: items.length, hasMore: false, complete: true, ...answer }));
    if (url.pathname.includes("/student/school/"))
      return page([
        { id: "pupil-1", name: "Alva Andersson", schoolId: SCHOOL, classId: null, mentor: null },
        { id: "pupil-2", name: "Bo Berg", schoolId: SCHOOL, classId: null, mentor: null },
      ]);
    return Promise.resolve(notFound());
  });
}

const requested = (fetchMock: ReturnType<typeof mockApi>, part: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname.includes(part))
    .length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the overview's card of follow-ups past their date", () => {
  it("lists what waits on me, oldest first, each a link to its program; one request per list", async () => {
    const fetchMock = mockApi([
      due("programFollowUp", "p-1"),
      due("followUp", "f-mine", { actionProgramId: "p-2", studentId: "pupil-2", date: "2020-03-01" }),
    ]);
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    const card = await screen.findByTestId("overdue-follow-ups");
    expect(await within(card).findByText("2")).toBeInTheDocument();
    const links = await within(card).findAllByRole("link", { name: /Åtgärdsprogram för/ });
    expect(links.map((link) => link.textContent)).toEqual([
      "Åtgärdsprogram för Alva Andersson",
      "Åtgärdsprogram för Bo Berg",
    ]);
    expect(links[0]).toHaveAttribute("href", "/actions/action-program?id=p-1");
    expect(within(card).getByText("Ingen uppföljning gjord, datum 1 feb. 2020")).toBeInTheDocument();
    expect(within(card).getByText("Planerad uppföljning, datum 1 mars 2020")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Alla uppföljningar" })).toHaveAttribute(
      "href",
      "/documentation/action-program-follow-up",
    );
    // One request, for the user's today; no list of the school is read.
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), "http://localhost"))
      .filter((url) => url.pathname.includes("/action-program"));
    expect(asked.map((url) => [url.pathname, url.searchParams.get("before")])).toEqual([
      [`/api/action-program-due/${SCHOOL}`, new Date().toLocaleDateString("sv-SE")],
    ]);
  });

  it("says so when nothing is late", async () => {
    mockApi([]);
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    expect(await screen.findByText("Inget har passerat sitt datum.")).toBeInTheDocument();
    expect(within(screen.getByTestId("overdue-follow-ups")).getByText("0")).toBeInTheDocument();
  });

  it("is not shown where the school hides action programs, nor to a role without them; nothing is read", async () => {
    const hidden = mockApi([due("programFollowUp", "p-1")], ["ACTIONPROGRAMS"]);
    const { unmount } = renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    await vi.waitFor(() => expect(requested(hidden, "/schools/")).toBe(1));
    expect(screen.queryByTestId("overdue-follow-ups")).not.toBeInTheDocument();
    expect(requested(hidden, "/action-program")).toBe(0);
    unmount();
    vi.unstubAllGlobals();
    const admin = mockApi([due("programFollowUp", "p-1")]);
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, {
      user: signedInUser({ roles: ["ADMIN"], role: "ADMIN" }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("overdue-follow-ups")).not.toBeInTheDocument();
    expect(requested(admin, "/action-program")).toBe(0);
  });

  const many = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      due("followUp", `f-${index}`, { date: `2020-01-${String(index + 1).padStart(2, "0")}` }),
    );

  it("with more due than it lists, it counts them all and says how many more: 'och N till'", async () => {
    mockApi(many(20), [], { total: 63, hasMore: true });
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    const card = await screen.findByTestId("overdue-follow-ups");
    expect(await within(card).findByText("63")).toBeInTheDocument();
    expect(within(card).getAllByRole("link", { name: /Åtgärdsprogram/ })).toHaveLength(5);
    expect(within(card).getByTestId("overdue-follow-ups-more")).toHaveTextContent("och 58 till");
  });

  it("in English: 'and N more', and 'at least' when the server could not count them all", async () => {
    await changeLanguage("en");
    try {
      mockApi(many(50), [], { total: 80, hasMore: true, complete: false });
      renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
      const card = await screen.findByTestId("overdue-follow-ups");
      expect(await within(card).findByTestId("overdue-follow-ups-more")).toHaveTextContent(
        "and at least 75 more",
      );
      cleanup();
      vi.unstubAllGlobals();
      mockApi(many(7), [], { total: 7 });
      renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
      expect(
        await within(await screen.findByTestId("overdue-follow-ups")).findByTestId("overdue-follow-ups-more"),
      ).toHaveTextContent("and 2 more");
    } finally {
      await changeLanguage("sv");
    }
  });

  it("lists everything when it all fits: no 'more' line", async () => {
    mockApi(many(3));
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    const card = await screen.findByTestId("overdue-follow-ups");
    expect(await within(card).findAllByRole("link", { name: /Åtgärdsprogram/ })).toHaveLength(3);
    expect(within(card).queryByTestId("overdue-follow-ups-more")).toBeNull();
  });
});
