import { Stack, Text } from "@chakra-ui/react";
import type { ParseKeys } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { VIOLATION_TYPES, type ViolationType } from "#shared/violations/violation.constants";
import type { ViolationStatisticsRow } from "#shared/violations/violation-statistics";
import { currentLanguage } from "../../../shared/i18n/i18n";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { SelectField } from "../../../shared/ui/text-field";
import { TYPE_KEYS } from "../../../shared/violations/violation-keys";
import { useViolationStatistics } from "../violations.api";

/** One row of the table: a school's month, with each type's count (null: fewer than 5, as the server sent it). */
interface MonthRow {
  id: string;
  schoolName: string;
  month: string;
  counts: Record<ViolationType, number | null>;
}

/** The server's cells (type, school, month) as one row per school and month. */
export function toMonthRows(rows: readonly ViolationStatisticsRow[]): MonthRow[] {
  const byKey = new Map<string, MonthRow>();
  for (const row of rows) {
    const id = `${row.schoolId}|${row.month}`;
    let month = byKey.get(id);
    if (!month) {
      month = {
        id,
        schoolName: row.schoolName,
        month: row.month,
        counts: { HARASSMENT: null, DISCRIMINATION: null, VIOLATION: null },
      };
      byKey.set(id, month);
    }
    month.counts[row.type] = row.count;
  }
  return [...byKey.values()];
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString(currentLanguage(), { month: "long" });

/**
 * Statistics for active measures (GET /violations/statistics): the head's school, or the owner's every school,
 * per month of a year. The server never sends a count below 5; the table says "fewer than 5".
 */
export function ViolationStatisticsView({ schoolId }: { schoolId: string | null }) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const stats = useViolationStatistics(schoolId, year);
  const fewer = t("violationStatistics.fewer");
  const countCell = (count: number | null) => (count === null ? fewer : String(count));
  // Every cell below 5: a table of "fewer than 5" only says that there were few, so say it once.
  const tooFew =
    !!stats.data && stats.data.rows.length > 0 && stats.data.rows.every((row) => row.count === null);
  const columns: DataColumn<MonthRow>[] = [
    ...(schoolId
      ? []
      : [{ id: "school", header: t("violationStatistics.school"), cell: (row: MonthRow) => row.schoolName }]),
    {
      id: "month",
      header: t("violationStatistics.month"),
      cell: (row) => monthName(row.month),
      primary: true,
    },
    ...VIOLATION_TYPES.map((type): DataColumn<MonthRow> => ({
      id: type,
      header: t(TYPE_KEYS[type] as ParseKeys),
      cell: (row) => countCell(row.counts[type]),
    })),
  ];
  return (
    <Stack gap="4" data-testid="violation-statistics">
      <Text maxWidth="prose" color="fg.muted">
        {t("violationStatistics.lead")}
      </Text>
      <SelectField
        label={t("violationStatistics.year")}
        rootProps={{ maxWidth: "xs" }}
        value={String(year)}
        onChange={(event) => setYear(Number(event.currentTarget.value))}
        options={Array.from({ length: 5 }, (_, index) => String(thisYear - index)).map((value) => ({
          value,
          label: value,
        }))}
        data-testid="violation-statistics-year"
      />
      {tooFew ? (
        <Text data-testid="violation-statistics-too-few">{t("violationStatistics.tooFew")}</Text>
      ) : (
        <DataTable
          caption={t("violationStatistics.caption", { year })}
          columns={columns}
          {...queryRows(stats, stats.data ? toMonthRows(stats.data.rows) : undefined)}
          getRowId={(row) => row.id}
          emptyText={t("violationStatistics.empty")}
          testId="violation-statistics-table"
        />
      )}
    </Stack>
  );
}
