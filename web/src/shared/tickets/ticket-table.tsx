import { Badge, Link, Table } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Student } from "#shared/students/student.schema";
import type { TicketSummary } from "#shared/tickets/ticket.schema";
import { formatDate, stepLabel } from "./ticket-labels";
import { ticketPath } from "../routes";

/** The rows of a list; a row the caller sees only as a timeline has no title to show. */
export function TicketTable({
  rows,
  studentById,
  hideStudent,
}: {
  rows: TicketSummary[];
  studentById: Map<string, Student>;
  hideStudent?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
      <Table.Root size="sm" data-testid="ticket-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("tickets.fields.title")}</Table.ColumnHeader>
            {hideStudent ? null : <Table.ColumnHeader>{t("tickets.fields.student")}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t("tickets.fields.step")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("tickets.fields.owner")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("tickets.fields.updated")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((ticket) => (
            <Table.Row key={ticket.id} data-testid="ticket-row">
              <Table.Cell>
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to={ticketPath(ticket.id)}>
                    {ticket.title ?? t("tickets.view.timelineTitle")}
                  </RouterLink>
                </Link>
              </Table.Cell>
              {hideStudent ? null : (
                <Table.Cell>
                  {studentById.get(ticket.studentId)?.name ?? t("tickets.view.unknownStudent")}
                </Table.Cell>
              )}
              <Table.Cell>
                <Badge colorPalette={ticket.archived ? "gray" : "brand"}>
                  {stepLabel(ticket.currentStep)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{ticket.owner?.name ?? t("tickets.owner.none")}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(ticket.updatedAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
