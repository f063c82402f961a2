import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MappingSummary } from "#shared/mappings/mapping.schema";
import { renderWithApp, signedInUser } from "../../test/render";
import { dayText } from "../external/receipt-once";
import { MappingTable } from "../mappings/mapping-table";
import { formatDateTime } from "../violations/violation-timeline";
import { changeLanguage } from "./i18n";

const mapping: MappingSummary = {
  id: "m-1",
  schoolId: "school-1",
  studentId: "pupil-1",
  createdBy: { id: "c", name: "Cecilia Kurator" },
  respondents: [],
  formerAnswered: 0,
  deadline: "2026-12-02",
  active: true,
  actionProgramBegun: false,
  status: "ONGOING",
  updatedByRole: "COUNSELOR",
  access: "manage",
  createdAt: "2026-11-18T09:00:00.000Z",
  updatedAt: "2026-11-18T09:00:00.000Z",
  version: 1,
};

afterEach(async () => {
  await changeLanguage("sv");
});

describe("one date format across the product", () => {
  it("a mapping list shows its deadline and creation as dates, never ISO, in the active language", async () => {
    renderWithApp(
      <MappingTable
        caption="Kartläggningar"
        rows={[mapping]}
        emptyText="Inga"
        studentById={new Map()}
        hideStudent
      />,
      { user: signedInUser({ roles: ["COUNSELOR"], role: "COUNSELOR" }) },
    );
    const row = await screen.findByTestId("mapping-row");
    expect(row).toHaveTextContent("2 dec. 2026");
    expect(row).toHaveTextContent("18 nov. 2026");
    expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    await act(() => changeLanguage("en"));
    expect(within(row).getByText("2 Dec 2026")).toBeInTheDocument();
  });

  it("the external page's receipt writes English dates the British way, as the rest", () => {
    expect(dayText("2026-12-02", "en")).toBe("2 Dec 2026");
    expect(dayText("2026-12-02", "sv")).toBe("2 dec. 2026");
  });

  it("a date and time reads one way in both languages: the date, then hours and minutes", async () => {
    const at = new Date(2026, 11, 2, 14, 5).toISOString();
    expect(formatDateTime(at)).toBe("2 dec. 2026 14:05");
    await changeLanguage("en");
    expect(formatDateTime(at)).toBe("2 Dec 2026 14:05");
  });
});
