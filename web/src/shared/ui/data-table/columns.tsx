import { Link } from "@chakra-ui/react";
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
