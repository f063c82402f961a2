import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Feedback } from "#shared/tickets/ticket.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { answerSchool, json, TWO_CLASSES } from "../../../test/api-stub";
import { FeedbackPage } from "./feedback-page";

const entry = (id: string, studentId: string, text: string): Feedback => ({
  id,
  ticketId: `ticket-${id}`,
  schoolId: "school-1",
  studentId,
  text,
  author: { id: "t", name: "Tove Lärare" },
  createdAt: "2026-11-01T08:00:00.000Z",
  reactions: [],
  ticketArchived: false,
});

afterEach(() => vi.unstubAllGlobals());

describe("the feedback list's filter", () => {
  it("is a searchable pupil combobox (with class) in the list's filter bar, and the list asks for that pupil", async () => {
    const listCalls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes("/feedback/")) {
          listCalls.push(url);
          const items = url.includes("studentId=pupil-2")
            ? [entry("f-2", "pupil-2", "Bättre närvaro")]
            : [entry("f-1", "pupil-1", "Läser mer hemma"), entry("f-2", "pupil-2", "Bättre närvaro")];
          return Promise.resolve(json({ items, cursor: null }));
        }
        return answerSchool(url, TWO_CLASSES);
      }),
    );
    renderWithApp(<FeedbackPage />, { user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }) });
    expect(await screen.findByText("Läser mer hemma")).toBeInTheDocument();
    const bar = screen.getByRole("search", { name: "Filtrera återkopplingen" });
    const pupil = within(bar).getByRole("combobox", { name: "Elev" });
    expect(pupil).toHaveAttribute("placeholder", "Alla elever");
    const user = userEvent.setup();
    await user.click(pupil);
    expect(await screen.findByRole("option", { name: "Örjan Åberg (9B)" })).toBeInTheDocument();
    await user.paste("9b");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Örjan Åberg (9B)"]);
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Bättre närvaro")).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText("Läser mer hemma")).toBeNull());
    expect(listCalls.at(-1)).toContain("studentId=pupil-2");
  }, 15_000);
});
