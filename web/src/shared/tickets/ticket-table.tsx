import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Student } from "#shared/students/student.schema";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { ticketPath } from "../routes";
import { linkColumn } from "../ui/data-table/columns";
import { DataTable, type DataColumn, type DataTableProps } from "../ui/data-table/data-table";
import { formatDate, stepLabel, ticketState } from "./ticket-labels";
import { StatusBadge } from "../ui/status-badge";

/**
 * A list of tickets (the tickets page, the pupil page): title, pupil, step, owner, last change. A row the caller
 * sees only as a timeline has no title to show.
 */
export function TicketTable({
  studentById,
  hideStudent = false,
  ...table
}: Omit<DataTableProps<TicketSummary>, "columns" | "getRowId" | "testId" | "rowTestId"> & {
  studentById: Map<string, Student>;
  hideStudent?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const all: (DataColumn<TicketSummary> | null)[] = [
      linkColumn<TicketSummary>({
        id: "title",
        header: t("tickets.fields.title"),
        to: (ticket) => ticketPath(ticket.id),
        text: (ticket) => ticket.title ?? t("tickets.view.timelineTitle"),
        bold: true,
      }),
      hideStudent
        ? null
        : {
            id: "student",
            header: t("tickets.fields.student"),
            cell: (ticket) => studentById.get(ticket.studentId)?.name ?? t("tickets.view.unknownStudent"),
          },
      {
        id: "step",
        header: t("tickets.fields.step"),
        cell: (ticket) => (
          <StatusBadge state={ticketState(ticket)}>{stepLabel(ticket.currentStep)}</StatusBadge>
        ),
      },
      {
        id: "owner",
        header: t("tickets.fields.owner"),
        cell: (ticket) => ticket.owner?.name ?? t("tickets.owner.none"),
      },
      {
        id: "updated",
        header: t("tickets.fields.updated"),
        cell: (ticket) => formatDate(ticket.updatedAt),
        cellProps: { whiteSpace: "nowrap" },
      },
    ];
    return all.filter((column) => column !== null);
  }, [t, hideStudent, studentById]);
  return (
    <DataTable
      columns={columns}
      getRowId={(ticket) => ticket.id}
      testId="ticket-table"
      rowTestId="ticket-row"
      {...table}
    />
  );
}
