import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedMediaQuery } from "../../../test/media-query";
import { useLocation } from "react-router";
import { renderWithApp } from "../../../test/render";
import { actionsColumn } from "./columns";
import { DataTable, queryRows, type DataColumn, type DataTableProps } from "./data-table";

interface Pupil {
  id: string;
  name: string;
  className: string;
}

const columns: DataColumn<Pupil>[] = [
  { id: "name", header: "Namn", cell: (pupil) => pupil.name },
  { id: "class", header: "Klass", cell: (pupil) => pupil.className },
];

const pupils: Pupil[] = [
  { id: "p-1", name: "Alva Andersson", className: "7A" },
  { id: "p-2", name: "Bo Berg", className: "8B" },
];

function renderTable(props: Partial<DataTableProps<Pupil>> = {}) {
  return renderWithApp(
    <DataTable
      caption="Elever"
      columns={columns}
      rows={pupils}
      getRowId={(pupil) => pupil.id}
      emptyText="Inga elever."
      testId="pupils-table"
      {...props}
    />,
  );
}

/** A phone's viewport: every "(max-width: ...)" query matches. */
function narrowScreen() {
  vi.spyOn(window, "matchMedia").mockImplementation((query) =>
    fixedMediaQuery(query, query.includes("max-width")),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("DataTable", () => {
  it("is a table named by its caption, with a header cell per column and a row per item", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Elever" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Namn", "Klass"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Alva Andersson", "7A"],
      ["Bo Berg", "8B"],
    ]);
  });

  it("says it is loading before the first answer, and nothing else yet", () => {
    renderTable({ rows: undefined, loading: true });
    expect(screen.getByRole("status", { name: "Laddar …" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText("Inga elever.")).toBeNull();
  });

  it("says the list is empty only when no more pages may follow", () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText("Inga elever.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    unmount();
    renderTable({ rows: [], paging: { hasMore: true, loadingMore: false, onMore: () => {} } });
    expect(screen.queryByText("Inga elever.")).toBeNull();
    expect(screen.getByRole("button", { name: "Visa fler" })).toBeInTheDocument();
  });

  it("says when the list could not be read, and reads it again on request", async () => {
    const onRetry = vi.fn();
    renderTable({ rows: undefined, error: true, onRetry });
    expect(screen.getByRole("alert")).toHaveTextContent("Listan kunde inte hämtas.");
    await userEvent.click(screen.getByRole("button", { name: "Försök igen" }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText("Inga elever.")).toBeNull();
  });

  it("offers the next page while there is one, and asks for it once per click", async () => {
    const onMore = vi.fn();
    const { unmount } = renderTable({ paging: { hasMore: true, loadingMore: false, onMore } });
    await userEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    expect(onMore).toHaveBeenCalledOnce();
    unmount();
    renderTable({ paging: { hasMore: false, loadingMore: false, onMore } });
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });

  it("shows an opened detail under its row, across every column", () => {
    renderTable({ renderDetail: (pupil) => (pupil.id === "p-1" ? <p>Alvas skolor</p> : null) });
    const detail = screen.getByText("Alvas skolor").closest("td");
    expect(detail).toHaveAttribute("colspan", "2");
    expect(screen.getAllByRole("row")).toHaveLength(4);
  });

  it("on a wide screen is a plain table: no labels repeated in the cells", () => {
    renderTable();
    expect(screen.getByTestId("pupils-table")).toHaveAttribute("data-layout", "table");
    const [, firstRow] = screen.getAllByRole("row");
    expect(within(firstRow!).queryByText("Klass")).toBeNull();
  });

  it("at 360 px stacks each row as a card with its column names, still a table for screen readers", () => {
    narrowScreen();
    renderTable();
    const table = screen.getByRole("table", { name: "Elever" });
    expect(table).toHaveAttribute("data-layout", "cards");
    expect(within(table).getAllByRole("columnheader")).toHaveLength(2);
    const [, firstRow] = within(table).getAllByRole("row");
    const [nameCell, classCell] = within(firstRow!).getAllByRole("cell");
    // The first column heads the card; the others carry their column's name, hidden from screen readers (they
    // have the header cell).
    expect(nameCell).toHaveTextContent(/^Alva Andersson$/);
    const label = within(classCell!).getByText("Klass");
    expect(label).toHaveAttribute("aria-hidden", "true");
    expect(classCell).toHaveTextContent("7A");
  });

  it("opens a row's page on a click anywhere on the row, but leaves the row's own controls alone", async () => {
    function Where() {
      return <output data-testid="where">{useLocation().pathname}</output>;
    }
    const withLink: DataColumn<Pupil>[] = [
      { id: "name", header: "Namn", cell: (pupil) => <a href={`#${pupil.id}`}>{pupil.name}</a> },
      ...columns.slice(1),
    ];
    renderWithApp(
      <>
        <DataTable
          caption="Elever"
          columns={withLink}
          rows={pupils}
          getRowId={(pupil) => pupil.id}
          rowHref={(pupil) => `/student/${pupil.id}`}
          emptyText="Inga elever."
        />
        <Where />
      </>,
    );
    await userEvent.click(screen.getByRole("cell", { name: "8B" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/student/p-2");
    await userEvent.click(screen.getByRole("link", { name: "Alva Andersson" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/student/p-2");
  });
});

describe("actionsColumn", () => {
  /** The table with an actions column: edit, open and (not for 8B) remove, all only where `mayChange`. */
  function renderActions(onEdit: (pupil: Pupil) => void, mayChange: (pupil: Pupil) => boolean = () => true) {
    renderTable({
      columns: [
        ...columns,
        actionsColumn<Pupil>("Åtgärder", (pupil) =>
          mayChange(pupil)
            ? [
                { label: "Redigera", testId: `edit-${pupil.id}`, onClick: () => onEdit(pupil) },
                { label: "Öppna", to: `/students/${pupil.id}` },
                pupil.className !== "8B" && { label: "Ta bort", colorPalette: "red", onClick: () => {} },
              ]
            : null,
        ),
      ],
    });
  }
  const rowOf = (name: string) => screen.getByText(name).closest("tr")!;

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
