import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { actionsColumn } from "./columns";
import { DataTable, queryRows, type DataColumn } from "./data-table";

interface Pupil {
  id: string;
  name: string;
  archived: boolean;
}

const pupils: Pupil[] = [
  { id: "p-1", name: "Alva Andersson", archived: false },
  { id: "p-2", name: "Bo Berg", archived: true },
];

function renderActions(onEdit: (pupil: Pupil) => void, mayChange: (pupil: Pupil) => boolean = () => true) {
  const columns: DataColumn<Pupil>[] = [
    { id: "name", header: "Namn", cell: (pupil) => pupil.name },
    actionsColumn("Åtgärder", (pupil) =>
      mayChange(pupil)
        ? [
            { label: "Redigera", testId: `edit-${pupil.id}`, onClick: () => onEdit(pupil) },
            { label: "Öppna", to: `/students/${pupil.id}` },
            !pupil.archived && { label: "Ta bort", colorPalette: "red", onClick: () => {} },
          ]
        : null,
    ),
  ];
  renderWithApp(
    <DataTable
      caption="Elever"
      columns={columns}
      rows={pupils}
      getRowId={(pupil) => pupil.id}
      emptyText=""
    />,
  );
}

const rowOf = (name: string) => screen.getByText(name).closest("tr")!;

describe("actionsColumn", () => {
  it("shows a row's actions as buttons and links, leaving out those the row does not allow", async () => {
    const onEdit = vi.fn();
    renderActions(onEdit);
    const alva = rowOf("Alva Andersson");
    expect(
      within(alva)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Redigera", "Ta bort"]);
    expect(within(alva).getByRole("link", { name: "Öppna" })).toHaveAttribute("href", "/students/p-1");
    expect(within(rowOf("Bo Berg")).queryByRole("button", { name: "Ta bort" })).toBeNull();
    await userEvent.click(screen.getByTestId("edit-p-2"));
    expect(onEdit).toHaveBeenCalledWith(pupils[1]);
  });

  it("leaves the cell empty for a row the caller may not change", () => {
    renderActions(vi.fn(), (pupil) => pupil.id === "p-1");
    expect(within(rowOf("Alva Andersson")).getAllByRole("button")).toHaveLength(2);
    expect(within(rowOf("Bo Berg")).queryAllByRole("button")).toEqual([]);
    expect(within(rowOf("Bo Berg")).queryByRole("link")).toBeNull();
  });
});

describe("queryRows", () => {
  it("hands the table the read's rows, its loading and failure, and a retry that reads again", () => {
    const refetch = vi.fn();
    const rows = queryRows({ isLoading: false, isError: true, refetch }, pupils);
    expect(rows).toMatchObject({ rows: pupils, loading: false, error: true });
    rows.onRetry?.();
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
