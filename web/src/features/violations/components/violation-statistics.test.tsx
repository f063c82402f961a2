import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ViolationStatistics } from "#shared/violations/violation-statistics";
import { renderWithApp, signedInUser } from "../../../test/render";
import { json, stubFetch } from "../../../test/api-stub";
import { toMonthRows, ViolationStatisticsView } from "./violation-statistics";

const year = new Date().getFullYear();
const stats = (schools: { id: string; name: string }[]): ViolationStatistics => ({
  year,
  minCount: 5,
  rows: schools.flatMap((school) =>
    (["HARASSMENT", "DISCRIMINATION", "VIOLATION"] as const).flatMap((type) =>
      Array.from({ length: 12 }, (_, index) => ({
        schoolId: school.id,
        schoolName: school.name,
        type,
        month: `${year}-${String(index + 1).padStart(2, "0")}`,
        count: type === "HARASSMENT" && index === 2 && school.id === "school-1" ? 7 : null,
      })),
    ),
  ),
});

function mockApi(body: ViolationStatistics) {
  return stubFetch(() => Promise.resolve(json(body)));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("statistics for active measures", () => {
  it("the head: their school's months, the server's counts, 'färre än 5' where it sent none", async () => {
    const fetchMock = mockApi(stats([{ id: "school-1", name: "Ekskolan" }]));
    renderWithApp(<ViolationStatisticsView schoolId="school-1" />, {
      user: signedInUser({ roles: ["HEAD"], role: "HEAD" }),
    });
    const table = await screen.findByTestId("violation-statistics-table");
    expect(await within(table).findByText("7")).toBeInTheDocument();
    expect(within(table).getAllByText("färre än 5").length).toBe(12 * 3 - 1);
    expect(within(table).queryByText("Ekskolan")).toBeNull();
    const url = String((fetchMock.mock.calls[0] as unknown[])[0]);
    expect(url).toContain("/violations/statistics?");
    expect(url).toContain("schoolId=school-1");
    expect(url).toContain(`year=${year}`);
  });

  it("the owner: every school, named in its own column, and no school in the request", async () => {
    const fetchMock = mockApi(
      stats([
        { id: "school-1", name: "Ekskolan" },
        { id: "school-2", name: "Björkskolan" },
      ]),
    );
    renderWithApp(<ViolationStatisticsView schoolId={null} />, {
      user: signedInUser({ roles: ["OWNER"], role: "OWNER", schools: [] }),
    });
    const table = await screen.findByTestId("violation-statistics-table");
    expect((await within(table).findAllByText("Björkskolan")).length).toBe(12);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).not.toContain("schoolId");
  });

  it("every cell below 5: says once that there are too few reports, with no table of 'färre än 5'", async () => {
    const none = stats([{ id: "school-1", name: "Ekskolan" }]);
    mockApi({ ...none, rows: none.rows.map((row) => ({ ...row, count: null })) });
    renderWithApp(<ViolationStatisticsView schoolId="school-1" />, {
      user: signedInUser({ roles: ["HEAD"], role: "HEAD" }),
    });
    expect(await screen.findByText("För få anmälningar för att visa statistik")).toBeInTheDocument();
    expect(screen.queryByTestId("violation-statistics-table")).toBeNull();
    expect(screen.queryByText("färre än 5")).toBeNull();
  });

  it("one row per school and month, each type's count in it", () => {
    const rows = toMonthRows(stats([{ id: "school-1", name: "Ekskolan" }]).rows);
    expect(rows).toHaveLength(12);
    expect(rows[2]).toMatchObject({
      month: `${year}-03`,
      counts: { HARASSMENT: 7, DISCRIMINATION: null, VIOLATION: null },
    });
  });
});
