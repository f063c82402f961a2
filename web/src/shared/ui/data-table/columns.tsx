import { Button, HStack, Link } from "@chakra-ui/react";
import type { RowData } from "@tanstack/react-table";
import { Link as RouterLink } from "react-router";
import type { DataColumn } from "./data-table";

/** A column whose cell links to the row's page (a pupil's name to the pupil, a school's to the school). */
export function linkColumn<T extends RowData>({
  id,
  header,
  to,
  text,
  bold = false,
}: {
  id: string;
  header: string;
  to: (row: T) => string;
  text: (row: T) => string;
  bold?: boolean;
}): DataColumn<T> {
  return {
    id,
    header,
    cell: (row) => (
      <Link asChild color="brand.fg" fontWeight={bold ? "medium" : undefined}>
        <RouterLink to={to(row)}>{text(row)}</RouterLink>
      </Link>
    ),
  };
}

/**
 * One button among a row's actions: it opens a dialog (`onClick`) or goes to a page (`to`). `colorPalette` marks a
 * removal ("red") or the row's main next step ("brand").
 */
export type RowAction = {
  label: string;
  colorPalette?: "red" | "brand";
  testId?: string;
} & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

/** A row's actions, as the row allows them: one left out (`false`, `null`) is not shown. */
export type RowActionList = readonly (RowAction | false | null | undefined)[];

/** A row's buttons, small and outlined, in one line that wraps on a narrow screen. */
export function RowActions({ actions }: { actions: RowActionList }) {
  return (
    <HStack gap="2" flexWrap="wrap">
      {actions.map((action) =>
        !action ? null : action.to === undefined ? (
          <Button
            key={action.label}
            size="xs"
            variant="outline"
            colorPalette={action.colorPalette}
            onClick={action.onClick}
            data-testid={action.testId}
          >
            {action.label}
          </Button>
        ) : (
          <Button
            key={action.label}
            asChild
            size="xs"
            variant="outline"
            colorPalette={action.colorPalette}
            data-testid={action.testId}
          >
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        ),
      )}
    </HStack>
  );
}

/**
 * The last column of a list whose rows can be changed: the row's actions (`actionsOf`; null leaves the cell empty,
 * for a row the caller may not change at all).
 */
export function actionsColumn<T extends RowData>(
  header: string,
  actionsOf: (row: T) => RowActionList | null,
): DataColumn<T> {
  return {
    id: "actions",
    header,
    cell: (row) => {
      const actions = actionsOf(row);
      return actions ? <RowActions actions={actions} /> : null;
    },
  };
}
