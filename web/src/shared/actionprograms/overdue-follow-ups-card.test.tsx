import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionProgram, Evaluation, FollowUp } from "#shared/actionprograms/action-program.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { OverdueFollowUpsCard } from "./overdue-follow-ups-card";

const SCHOOL = "school-1";
const me = signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR", name: "Cecilia Kurator" });
const OTHER = "someone-else";

const program = (id: string, overrides: Partial<ActionProgram> = {}) =>
  ({
    id,
    schoolId: SCHOOL,
    studentId: "pupil-1",
    status: "published",
    followUpDate: "2020-02-01",
    evaluationDate: "2099-06-01",
    decidedAt: "2020-01-15T09:00:00.000Z",
    createdById: me.id,
    ...overrides,
  }) as ActionProgram;

const followUp = (id: string, overrides: Partial<FollowUp> = {}) =>
  ({
    id,
    actionProgramId: "p-2",
    schoolId: SCHOOL,
    studentId: "pupil-2",
    responsibleId: me.id,
    date: "2020-03-01",
    summary: "",
    functionedWell: false,
    ...overrides,
  }) as FollowUp;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

function mockApi(
  lists: { programs: ActionProgram[]; followUps: FollowUp[]; evaluations: Evaluation[] },
  hiddenParts: string[] = [],
) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    const page = (items: unknown[]) => Promise.resolve(json({ items, cursor: null }));
    if (url.pathname.endsWith(`/schools/${SCHOOL}`))
      return Promise.resolve(json({ id: SCHOOL, name: "Ekskolan", hiddenParts, classes: [], users: [] }));
    if (url.pathname.includes("/action-program-follow-up/")) return page(lists.followUps);
    if (url.pathname.includes("/action-program-evaluation/")) return page(lists.evaluations);
    if (url.pathname.includes("/action-program/")) return page(lists.programs);
    if (url.pathname.includes("/student/school/"))
      return page([
        { id: "pupil-1", name: "Alva Andersson", schoolId: SCHOOL, classId: null, mentor: null },
        { id: "pupil-2", name: "Bo Berg", schoolId: SCHOOL, classId: null, mentor: null },
      ]);
    return Promise.resolve(new Response("{}", { status: 404 }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof mockApi>, part: string) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), "http://localhost").pathname.includes(part))
    .length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the overview's card of follow-ups past their date", () => {
  it("lists what waits on me, oldest first, each a link to its program; one request per list", async () => {
    const fetchMock = mockApi({
      programs: [
        program("p-1"),
        program("p-2", { studentId: "pupil-2", followUpDate: "2099-01-01", createdById: OTHER }),
        program("p-3", { createdById: OTHER }),
      ],
      followUps: [
        followUp("f-mine"),
        followUp("f-done", { summary: "Gick bra", date: "2020-02-20" }),
        followUp("f-theirs", { responsibleId: OTHER }),
      ],
      evaluations: [],
    });
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    const card = await screen.findByTestId("overdue-follow-ups");
    expect(await within(card).findByText("2")).toBeInTheDocument();
    const links = await within(card).findAllByRole("link", { name: /Åtgärdsprogram för/ });
    expect(links.map((link) => link.textContent)).toEqual([
      "Åtgärdsprogram för Alva Andersson",
      "Åtgärdsprogram för Bo Berg",
    ]);
    expect(links[0]).toHaveAttribute("href", "/actions/action-program?id=p-1");
    expect(within(card).getByText("Ingen uppföljning gjord, datum 2020-02-01")).toBeInTheDocument();
    expect(within(card).getByText("Planerad uppföljning, datum 2020-03-01")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Alla uppföljningar" })).toHaveAttribute(
      "href",
      "/documentation/action-program-follow-up",
    );
    expect(requested(fetchMock, "/action-program/")).toBe(1);
    expect(requested(fetchMock, "/action-program-follow-up/")).toBe(1);
    expect(requested(fetchMock, "/action-program-evaluation/")).toBe(1);
  });

  it("says so when nothing is late", async () => {
    mockApi({ programs: [program("p-1", { followUpDate: "2099-01-01" })], followUps: [], evaluations: [] });
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    expect(await screen.findByText("Inget har passerat sitt datum.")).toBeInTheDocument();
    expect(within(screen.getByTestId("overdue-follow-ups")).getByText("0")).toBeInTheDocument();
  });

  it("is not shown where the school hides action programs, nor to a role without them; nothing is read", async () => {
    const hidden = mockApi({ programs: [program("p-1")], followUps: [], evaluations: [] }, [
      "ACTIONPROGRAMS",
    ]);
    const { unmount } = renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, { user: me });
    await vi.waitFor(() => expect(requested(hidden, "/schools/")).toBe(1));
    expect(screen.queryByTestId("overdue-follow-ups")).not.toBeInTheDocument();
    expect(requested(hidden, "/action-program")).toBe(0);
    unmount();
    vi.unstubAllGlobals();
    const admin = mockApi({ programs: [program("p-1")], followUps: [], evaluations: [] });
    renderWithApp(<OverdueFollowUpsCard schoolId={SCHOOL} />, {
      user: signedInUser({ roles: ["ADMIN"], role: "ADMIN" }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("overdue-follow-ups")).not.toBeInTheDocument();
    expect(requested(admin, "/action-program")).toBe(0);
  });
});
