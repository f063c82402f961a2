import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HiddenPart } from "#shared/constants";
import { renderWithApp, signedInUser } from "../../test/render";
import { json } from "../../test/api-stub";
import { DueAdaptationsCard } from "./due-adaptations-card";

const SCHOOL = "school-1";
const adaptation = (id: string, subjects: string[], reviewDate: string) => ({
  id,
  schoolId: SCHOOL,
  studentId: "pupil-1",
  subjects,
  categories: ["EXTRA_TIME"],
  description: "",
  responsible: ["user-1"],
  reviewDate,
  startDate: "2026-09-01",
  feedback: [],
  followUpDue: true,
});

/** The school (with its hidden parts), its pupils and the due list; every URL asked is kept. */
function mockApi(hiddenParts: HiddenPart[], due: unknown[], cursor: string | null = null) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      urls.push(url.pathname + url.search);
      if (url.pathname.includes("/adaptions/")) return Promise.resolve(json({ items: due, cursor }));
      if (url.pathname.includes("/student/school/"))
        return Promise.resolve(json({ items: [{ id: "pupil-1", name: "Alva Andersson" }], cursor: null }));
      if (url.pathname.includes(`/schools/${SCHOOL}`))
        return Promise.resolve(json({ id: SCHOOL, name: "Ekskolan", hiddenParts, classes: [], users: [] }));
      return Promise.resolve(new Response("{}", { status: 404 }));
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the overview's card of adaptations to follow up", () => {
  it("lists the caller's due adaptations from one narrowed list call, each opening the adaptation", async () => {
    const urls = mockApi([], [adaptation("a-1", ["Matematik", "Fysik"], "2026-10-01")]);
    renderWithApp(<DueAdaptationsCard schoolId={SCHOOL} />, { user: signedInUser() });
    const card = await screen.findByTestId("due-adaptations");
    expect(within(card).getByRole("heading", { name: "Anpassningar att följa upp", level: 2 })).toBeVisible();
    const link = await within(card).findByRole("link", { name: "Alva Andersson: Matematik, Fysik" });
    expect(link).toHaveAttribute("href", "/actions/adaptations?id=a-1");
    expect(within(card).getByText("1")).toBeInTheDocument();
    expect(within(card).getByText(/^Uppföljning 1 okt. 2026$/)).toBeInTheDocument();
    const listCalls = urls.filter((url) => url.includes("/adaptions/"));
    expect(listCalls).toHaveLength(1);
    expect(listCalls[0]).toContain(`/adaptions/${SCHOOL}?`);
    expect(listCalls[0]).toContain("due=mine");
  });

  it("says so when nothing is due, and counts '20+' when the first page is not all", async () => {
    mockApi([], []);
    const { unmount } = renderWithApp(<DueAdaptationsCard schoolId={SCHOOL} />, { user: signedInUser() });
    expect(await screen.findByText("Inget att följa upp just nu.")).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    mockApi(
      [],
      Array.from({ length: 20 }, (_, index) => adaptation(`a-${index}`, ["Svenska"], "2026-10-01")),
      "next",
    );
    renderWithApp(<DueAdaptationsCard schoolId={SCHOOL} />, { user: signedInUser() });
    const card = await screen.findByTestId("due-adaptations");
    expect(await within(card).findByText("20+")).toBeInTheDocument();
    expect(within(card).getAllByRole("listitem")).toHaveLength(5);
  });

  it("shows nothing and asks nothing where the school hides adaptations", async () => {
    const urls = mockApi(["ADAPTATIONS"], [adaptation("a-1", ["Matematik"], "2026-10-01")]);
    renderWithApp(<DueAdaptationsCard schoolId={SCHOOL} />, { user: signedInUser() });
    await vi.waitFor(() => expect(urls.some((url) => url.includes("/schools/"))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId("due-adaptations")).toBeNull();
    expect(urls.filter((url) => url.includes("/adaptions/"))).toEqual([]);
  });
});
