import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { MappingStatus, MappingSummary } from "#shared/mappings/mapping.schema";
import type { Student } from "#shared/students/student.schema";
import { mappingPath } from "../routes";
import { linkColumn } from "../ui/data-table/columns";
import { DataTable, type DataColumn, type DataTableProps } from "../ui/data-table/data-table";
import { StatusBadge, type StatusState } from "../ui/status-badge";
import { formatDate } from "../i18n/dates";
import { answeredCount } from "./mappings-data";

export const MAPPING_STATUS_KEYS = {
  ONGOING: "mappings.status.ONGOING",
  PASTDEADLINE: "mappings.status.PASTDEADLINE",
  ARCHIVED: "mappings.status.ARCHIVED",
} as const satisfies Record<MappingStatus, string>;

/** A mapping's status as a badge's state: one past its deadline is late. */
export const MAPPING_STATES: Record<MappingStatus, StatusState> = {
  ONGOING: "inProgress",
  PASTDEADLINE: "late",
  ARCHIVED: "archived",
};

/** A list of mappings (the mappings page, the pupil page): pupil, deadline, status, answered. */
export function MappingTable({
  studentById,
  hideStudent = false,
  ...table
}: Omit<DataTableProps<MappingSummary>, "columns" | "getRowId" | "testId" | "rowTestId"> & {
  studentById: Map<string, Student>;
  hideStudent?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo(() => {
    const all: (DataColumn<MappingSummary> | null)[] = [
      linkColumn<MappingSummary>({
        id: "mapping",
        header: t("mappings.fields.mapping"),
        to: (mapping) => mappingPath(mapping.id),
        text: (mapping) =>
          hideStudent
            ? t("mappings.list.createdOn", { date: formatDate(mapping.createdAt) })
            : (studentById.get(mapping.studentId)?.name ?? t("mappings.view.unknownStudent")),
        bold: true,
      }),
      {
        id: "deadline",
        header: t("mappings.fields.deadline"),
        cell: (mapping) => formatDate(mapping.deadline),
        cellProps: { whiteSpace: "nowrap" },
      },
      {
        id: "status",
        header: t("mappings.fields.status"),
        cell: (mapping) => (
          <StatusBadge state={MAPPING_STATES[mapping.status]}>
            {t(MAPPING_STATUS_KEYS[mapping.status])}
          </StatusBadge>
        ),
      },
      {
        id: "answered",
        header: t("mappings.fields.answered"),
        cell: (mapping) => answeredCount(mapping),
      },
      {
        id: "nextStep",
        header: t("mappings.fields.nextStep"),
        cell: (mapping) =>
          mapping.actionProgramBegun ? t("mappings.nextStep.begun") : t("mappings.nextStep.notBegun"),
      },
    ];
    return all.filter((column) => column !== null);
  }, [t, hideStudent, studentById]);
  return (
    <DataTable
      columns={columns}
      getRowId={(mapping) => mapping.id}
      testId="mapping-table"
      rowTestId="mapping-row"
      rowHref={(mapping) => mappingPath(mapping.id)}
      {...table}
    />
  );
}
