import { Box, Button, Stack, Table, Text, useMediaQuery, type TableCellProps } from "@chakra-ui/react";
import { tableFeatures, useTable, type ColumnDef, type RowData } from "@tanstack/react-table";
import { Fragment, useMemo, type MouseEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../form-alert";
import { PageLoading } from "../page-loading";
import { isListEmpty, LoadMoreButton } from "../paged-list";

/** One column: its header and how a row shows in it. */
export interface DataColumn<T extends RowData> {
  id: string;
  /** The column's header; in the stacked layout also each cell's label. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The card's heading in the stacked layout, shown without a label (default: the first column). */
  primary?: boolean;
  /** Style of the column's cells (weight, font, wrapping). */
  cellProps?: TableCellProps;
}

/** Cursor paging: the list reads one page at a time and offers the next ("Visa fler"). */
export interface DataTablePaging {
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** Below this width the rows stack as cards, one label and value a line, instead of scrolling sideways. */
const STACK_BELOW = { sm: "(max-width: 29.99em)", md: "(max-width: 47.99em)", lg: "(max-width: 61.99em)" };

export interface DataTableProps<T extends RowData> {
  /** Names the table for screen readers (a caption; shown only when `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataColumn<T>[];
  /** The rows read so far; undefined before the first answer. */
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** The first page is on its way. */
  loading?: boolean;
  /** The list could not be read: the error is said, with a retry when `onRetry` is given. */
  error?: boolean;
  onRetry?: () => void;
  /** What the table says when nothing is there (and no more pages follow). */
  emptyText: string;
  /** What the user can do about it (clear the search, create the first item), shown under the empty text. */
  emptyAction?: ReactNode;
  paging?: DataTablePaging;
  /**
   * The row's page: a click anywhere on the row opens it (a whole-row target), not only on its link. The row's own
   * link stays the keyboard's and screen readers' way there.
   */
  rowHref?: (row: T) => string;
  /** Content under a row across every column (an opened detail); null for none. */
  renderDetail?: (row: T) => ReactNode;
  stackBelow?: keyof typeof STACK_BELOW;
  /** Inside a card the table needs no frame of its own. */
  framed?: boolean;
  /** A long list scrolls inside this height, its header staying in view (table layout). */
  maxHeight?: string;
  testId?: string;
  rowTestId?: string;
}

/** What a table shows of one read: the rows so far, the first answer on its way, a failure and its retry. */
export type DataTableRows<T extends RowData> = Pick<
  DataTableProps<T>,
  "rows" | "loading" | "error" | "onRetry"
>;

/** The state of one read as `useQuery` gives it, as much as a table needs of it. */
interface ReadState {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A table's rows and their state from one read (a `useQuery` result), to spread into `DataTable`: `rows` are the
 * answer's rows, or what the table makes of the answer (filtered, mapped), undefined until it comes.
 */
export function queryRows<T extends RowData>(
  query: ReadState,
  rows: readonly T[] | undefined,
): DataTableRows<T> {
  return {
    rows,
    loading: query.isLoading,
    error: query.isError,
    onRetry: () => void query.refetch(),
  };
}

// The rows are the caller's; the table adds no feature of its own (sorting and filtering happen on the server).
const features = tableFeatures({});

const FRAME = { borderWidth: "1px", rounded: "md", bg: "bg" } as const;
const NONE = {} as const;

/**
 * The stacked layout: each row a card, each cell its column's name and the value. Explicit roles keep the table's
 * semantics for screen readers once it no longer displays as a table; the header row stays for them, out of sight.
 */
const CARD_ROW = { role: "row", display: "grid", gap: "1", p: "3", mb: "3", ...FRAME } as const;
const CARD_CELL = {
  role: "cell",
  display: "grid",
  gridTemplateColumns: "minmax(6rem, 40%) minmax(0, 1fr)",
  gap: "2",
  alignItems: "baseline",
  borderBottomWidth: "0",
  px: "0",
  py: "0.5",
  whiteSpace: "normal",
} as const;
const CARDS = {
  root: { role: "table", display: "block", bg: "transparent" },
  header: { role: "rowgroup", srOnly: true },
  headerRow: { role: "row" },
  columnHeader: { role: "columnheader" },
  body: { role: "rowgroup", display: "block" },
  row: CARD_ROW,
  rowAboveDetail: { ...CARD_ROW, mb: "0", roundedBottom: "0" },
  cell: CARD_CELL,
  primaryCell: { ...CARD_CELL, display: "block", fontWeight: "semibold" },
  detailRow: { ...CARD_ROW, display: "block", p: "0", borderTopWidth: "0", roundedTop: "0" },
  detailCell: { role: "cell", display: "block" },
  label: { as: "span", color: "fg.muted", fontSize: "xs", fontWeight: "medium" },
} as const;
const DETAIL_CELL = { bg: "bg.subtle" } as const;
/** A row that opens its page on a click anywhere. */
const ROW_TARGET = { cursor: "pointer", _hover: { bg: "bg.muted" } } as const;
const CAPTION = { textAlign: "start", captionSide: "top" } as const;
const SHOWN_CAPTION = { ...CAPTION, mb: "2" } as const;

/**
 * A list as a table: loading, error and empty states, cursor paging, and a layout readable at 360 px (below
 * `stackBelow` each row is a card whose cells carry their column's name, instead of a table scrolling sideways).
 * The column model is TanStack Table's; the caption names the table for screen readers.
 */
export function DataTable<T extends RowData>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  loading = false,
  error = false,
  onRetry,
  emptyText,
  emptyAction,
  paging,
  renderDetail,
  rowHref,
  stackBelow = "md",
  framed = true,
  maxHeight,
  testId,
  rowTestId,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [stacked = false] = useMediaQuery([STACK_BELOW[stackBelow]], { ssr: false });
  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
      })),
    [columns],
  );
  const data = useMemo(() => [...(rows ?? [])], [rows]);
  const table = useTable({ features, columns: columnDefs, data, getRowId: (row) => getRowId(row) });
  const byId = new Map(columns.map((column) => [column.id, column]));
  const primaryId = (columns.find((column) => column.primary) ?? columns[0])?.id;
  const shown = data.length > 0;
  const empty = isListEmpty(rows, paging?.hasMore, error);

  const grid = (
    <Table.Root
      size="sm"
      stickyHeader={!stacked && maxHeight !== undefined}
      data-testid={testId}
      data-layout={stacked ? "cards" : "table"}
      {...(stacked ? CARDS.root : NONE)}
    >
      <Table.Caption srOnly={!showCaption} {...(showCaption ? SHOWN_CAPTION : CAPTION)}>
        {caption}
      </Table.Caption>
      <Table.Header {...(stacked ? CARDS.header : NONE)}>
        {table.getHeaderGroups().map((group) => (
          <Table.Row key={group.id} {...(stacked ? CARDS.headerRow : NONE)}>
            {group.headers.map((header) => (
              <Table.ColumnHeader key={header.id} {...(stacked ? CARDS.columnHeader : NONE)}>
                <table.FlexRender header={header} />
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        ))}
      </Table.Header>
      <Table.Body {...(stacked ? CARDS.body : NONE)}>
        {table.getRowModel().rows.map((row) => {
          const detail = renderDetail?.(row.original) ?? null;
          return (
            <Fragment key={row.id}>
              <Table.Row
                data-testid={rowTestId}
                {...(rowHref
                  ? {
                      ...ROW_TARGET,
                      onClick: (event: MouseEvent<HTMLTableRowElement>) => {
                        if (isOwnTarget(event)) return;
                        void navigate(rowHref(row.original));
                      },
                    }
                  : NONE)}
                {...(stacked ? (detail ? CARDS.rowAboveDetail : CARDS.row) : NONE)}
              >
                {row.getAllCells().map((cell) => {
                  const column = byId.get(cell.column.id);
                  const labelled = stacked && cell.column.id !== primaryId;
                  return (
                    <Table.Cell
                      key={cell.id}
                      {...column?.cellProps}
                      {...(stacked ? (labelled ? CARDS.cell : CARDS.primaryCell) : NONE)}
                    >
                      {labelled ? (
                        <>
                          {/* The column's name for the eye; screen readers have the header cell. */}
                          <Text aria-hidden="true" {...CARDS.label}>
                            {column?.header}
                          </Text>
                          <Box minWidth="0">
                            <table.FlexRender cell={cell} />
                          </Box>
                        </>
                      ) : (
                        <table.FlexRender cell={cell} />
                      )}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
              {detail ? (
                <Table.Row {...(stacked ? CARDS.detailRow : NONE)}>
                  <Table.Cell
                    colSpan={columns.length}
                    {...DETAIL_CELL}
                    {...(stacked ? CARDS.detailCell : NONE)}
                  >
                    {detail}
                  </Table.Cell>
                </Table.Row>
              ) : null}
            </Fragment>
          );
        })}
      </Table.Body>
    </Table.Root>
  );

  return (
    <Stack gap="3" aria-busy={loading}>
      {loading ? <PageLoading /> : null}
      {error && !loading ? (
        <Stack gap="2" align="flex-start">
          <FormAlert status="error">{t("lists.error")}</FormAlert>
          {onRetry ? (
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t("common.actions.retry")}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      {empty ? (
        <Stack
          gap="3"
          align="flex-start"
          p="4"
          borderWidth="1px"
          borderStyle="dashed"
          rounded="md"
          data-testid="list-empty"
        >
          <Text color="fg.muted">{emptyText}</Text>
          {emptyAction}
        </Stack>
      ) : null}
      {shown && stacked ? grid : null}
      {shown && !stacked ? (
        <Table.ScrollArea {...(framed ? FRAME : NONE)} {...(maxHeight ? { maxHeight } : NONE)}>
          {grid}
        </Table.ScrollArea>
      ) : null}
      {paging?.hasMore ? <LoadMoreButton loading={paging.loadingMore} onClick={paging.onMore} /> : null}
    </Stack>
  );
}

/**
 * A click the row leaves alone: on a control of its own (a link, a button, a field) or ending a text selection
 * (someone copying a name).
 */
function isOwnTarget(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest("a, button, input, select, textarea, label, [role=button]")) return true;
  return (window.getSelection()?.toString() ?? "") !== "";
}
