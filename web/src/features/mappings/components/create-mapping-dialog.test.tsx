import { screen, within } from "@testing-library/react";
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

  it("the staff who must answer are mandatory: their legend has the asterisk, as the other mandatory fields", async () => {
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
    const legend = within(dialog).getByText("Personal som ska svara").closest("legend")!;
    expect(legend).toHaveTextContent(/^Personal som ska svara\s*\*$/);
  }, 15_000);

  it("one archived mapping's badge says 'Arkiverad' (the lists' filter says 'Arkiverade')", async () => {
    await loadMoreTexts();
    expect(i18n.t(MAPPING_STATUS_KEYS.ARCHIVED)).toBe("Arkiverad");
    expect(i18n.t("mappings.status.ARCHIVED")).toBe("Arkiverade");
  });
});
