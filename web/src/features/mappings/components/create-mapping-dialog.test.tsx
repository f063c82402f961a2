import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { School } from "#shared/schools/school.schema";
import { renderWithApp, signedInUser } from "../../../test/render";
import { i18n, loadMoreTexts } from "../../../shared/i18n/i18n";
import { MAPPING_STATUS_KEYS } from "../../../shared/mappings/mapping-table";
import { CreateMappingDialog } from "./create-mapping-dialog";

const school = { id: "school-1", name: "Ekskolan", users: [], classes: [] } as unknown as School;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("CreateMappingDialog", () => {
  it("suggests a deadline two weeks from today in Sweden, also just after midnight when UTC is at yesterday", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T23:30:00.000Z") });
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ items: [], cursor: null }), { status: 200 })),
      ),
    );
    renderWithApp(
      <CreateMappingDialog school={school} students={[]} onClose={() => {}} onCreated={() => {}} />,
      { user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }) },
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText(/^Sista svarsdag/)).toHaveValue("2026-12-07");
  }, 15_000);

  it("marks the pupil and the asked staff as mandatory, and shows at each field what is missing or too early", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T10:00:00.000Z") });
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ items: [], cursor: null }), { status: 200 })),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithApp(
      <CreateMappingDialog school={school} students={[]} onClose={() => {}} onCreated={() => {}} />,
      { user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }) },
    );
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByRole("group", { name: /^Personal som ska svara.*obligatoriskt$/ }),
    ).toBeInTheDocument();
    const deadline = within(dialog).getByLabelText(/^Sista svarsdag/);
    await userEvent.clear(deadline);
    await userEvent.type(deadline, "2026-11-01");
    expect(within(dialog).getByText("Välj ett datum från och med 22 nov. 2026")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "Skapa kartläggning" }));
    await waitFor(() =>
      expect(within(dialog).getAllByText("Det här fältet är obligatoriskt")).toHaveLength(2),
    );
    const posts = fetchMock.mock.calls.filter(
      (call: unknown[]) => (call[1] as RequestInit | undefined)?.method === "POST",
    );
    expect(posts).toHaveLength(0);
  }, 15_000);

  it("one archived mapping's badge says 'Arkiverad' (the lists' filter says 'Arkiverade')", async () => {
    await loadMoreTexts();
    expect(i18n.t(MAPPING_STATUS_KEYS.ARCHIVED)).toBe("Arkiverad");
    expect(i18n.t("mappings.status.ARCHIVED")).toBe("Arkiverade");
  });
});
