import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Adaptation } from "#shared/adaptations/adaptation.schema";
import type { FWarning } from "#shared/fwarnings/fwarning.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { answerSchool, json } from "../../../test/api-stub";
import { AdaptationsPage } from "./adaptations-page";
import { FWarningsPage } from "./f-warnings-page";

const adaptation = (id: string, overrides: Partial<Adaptation>): Adaptation => ({
  id,
  schoolId: "school-1",
  studentId: "pupil-1",
  subjects: ["Matematik"],
  categories: ["EXTRA_TIME"],
  description: "",
  responsible: [],
  authorId: "someone",
  authorName: "Tove Lärare",
  startDate: "2026-10-01",
  reviewDate: "2026-11-01",
  fWarningId: null,
  feedback: [],
  followUpDue: false,
  access: "feedback",
  createdAt: "2026-10-01T08:00:00.000Z",
  updatedAt: "2026-10-01T08:00:00.000Z",
  version: 1,
  ...overrides,
});

const warning: FWarning = {
  id: "w-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  isWarning: true,
  course: "Engelska 5",
  reason: "Saknar inlämningar",
  feedback: "",
  startDate: "2026-11-01",
  plannedEndDate: "2027-01-15",
  authorId: "someone",
  authorName: "Tove Lärare",
  access: "read",
  createdAt: "2026-11-01T08:00:00.000Z",
  updatedAt: "2026-11-01T08:00:00.000Z",
  version: 1,
};

function serve(items: { adaptations?: Adaptation[]; warnings?: FWarning[] }) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes("/adaptions/"))
        return Promise.resolve(json({ items: items.adaptations ?? [], cursor: null }));
      if (url.includes("/f-and-f-warnings/"))
        return Promise.resolve(json({ items: items.warnings ?? [], cursor: null }));
      return answerSchool(url);
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the adaptations page", () => {
  it("flags an adaptation due for follow-up, and offers only what the caller's access allows", async () => {
    serve({
      adaptations: [
        adaptation("a-1", { description: "Förlängd skrivtid", followUpDue: true, access: "feedback" }),
        adaptation("a-2", { description: "Talsyntes", access: "manage", feedback: [] }),
      ],
    });
    renderWithApp(<AdaptationsPage />, { user: signedInUser(), path: "/actions/adaptations" });
    const due = (await screen.findByText("Förlängd skrivtid")).closest("tr")!;
    expect(within(due).getByText("Uppföljning saknas")).toBeInTheDocument();
    expect(within(due).getByRole("button", { name: "Återkoppling (0)" })).toBeInTheDocument();
    expect(within(due).queryByRole("button", { name: "Redigera" })).toBeNull();
    expect(within(due).queryByRole("button", { name: "Ta bort" })).toBeNull();
    const own = screen.getByText("Talsyntes").closest("tr")!;
    expect(within(own).queryByText("Uppföljning saknas")).toBeNull();
    // Feedback stays a button; editing and removing are in the row's menu, so the table fits 1440 px.
    expect(
      within(own)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Återkoppling (0)", "Fler åtgärder"]);
  });

  it("the row's menu holds Redigera and Ta bort; Redigera opens the adaptation's form", async () => {
    serve({ adaptations: [adaptation("a-2", { description: "Talsyntes", access: "manage" })] });
    renderWithApp(<AdaptationsPage />, { user: signedInUser(), path: "/actions/adaptations" });
    const own = (await screen.findByText("Talsyntes")).closest("tr")!;
    expect(within(own).queryByRole("button", { name: "Redigera" })).toBeNull();
    await userEvent.click(within(own).getByRole("button", { name: "Fler åtgärder" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Redigera", "Ta bort"]);
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Redigera" }));
    expect(await screen.findByTestId("adaptation-dialog")).toBeInTheDocument();
  });

  it("a link with ?id= (a notification) lists that one and opens its feedback", async () => {
    serve({ adaptations: [adaptation("a-7", { description: "Skriftligt schema" })] });
    renderWithApp(<AdaptationsPage />, { user: signedInUser(), path: "/actions/adaptations?id=a-7" });
    const dialog = await screen.findByTestId("feedback-dialog");
    expect(within(dialog).getByText("Ingen återkoppling ännu")).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.find((url) => url.includes("/adaptions/"))).toContain("id=a-7");
    expect(screen.getByText("Visar en extra anpassning från en länk.")).toBeInTheDocument();
  });
});

describe("the F-warnings page", () => {
  it("offers an adaptation for the same pupil and course; a reader may not edit", async () => {
    serve({ warnings: [warning] });
    renderWithApp(<FWarningsPage />, { user: signedInUser(), path: "/actions/f-and-f-warnings" });
    const row = (await screen.findByText("Engelska 5")).closest("tr")!;
    expect(within(row).getByRole("link", { name: "Gör extra anpassning" })).toHaveAttribute(
      "href",
      "/actions/adaptations?new=1&studentId=pupil-1&subject=Engelska%205&fWarningId=w-1",
    );
    expect(within(row).queryByRole("button", { name: "Redigera" })).toBeNull();
  });

  it("'Planerat slutdatum' shows the planned end date alone, in the product's format", async () => {
    serve({ warnings: [warning] });
    renderWithApp(<FWarningsPage />, { user: signedInUser(), path: "/actions/f-and-f-warnings" });
    const row = (await screen.findByText("Engelska 5")).closest("tr")!;
    const header = screen.getByRole("columnheader", { name: "Planerat slutdatum" });
    const column = [...header.parentElement!.children].indexOf(header);
    expect(row.children[column]).toHaveTextContent(/^15 jan\. 2027$/);
    expect(row.textContent).not.toContain("1 nov. 2026 –");
  });

  it("a link with ?id= lists that one and opens its form for those who may edit it", async () => {
    serve({ warnings: [{ ...warning, access: "manage" }] });
    renderWithApp(<FWarningsPage />, { user: signedInUser(), path: "/actions/f-and-f-warnings?id=w-1" });
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(urls.find((url) => url.includes("/f-and-f-warnings/"))).toContain("id=w-1");
    expect(screen.getByText("Visar en F eller F-varning från en länk.")).toBeInTheDocument();
  });
});
