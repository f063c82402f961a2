import { HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ActionProgram, FollowUp } from "#shared/actionprograms/action-program.schema";
import { missingFollowUp } from "#shared/actionprograms/follow-up-discipline";
import { localToday } from "../../../shared/actionprograms/follow-up-discipline.data";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { useSession } from "../../../shared/session/session.api";
import { actionProgramPath } from "../../../shared/routes";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { linkColumn } from "../../../shared/ui/data-table/columns";
import { PageHeader } from "../../../shared/ui/page-header";
import { SectionCard } from "../../../shared/ui/section-card";
import { useActionPrograms, useFollowUps } from "../action-programs.api";
import { StatusBadge } from "../../../shared/ui/status-badge";
import { formatDate } from "../../../shared/i18n/dates";

/**
 * /documentation/action-program-follow-up: the follow-ups due (each published program's follow-up date, earliest
 * first, past dates marked, and flagged when no follow-up has been done since the decision) and the follow-ups
 * done, newest first.
 */
export function FollowUpsPage() {
  const { t } = useTranslation();
  const { schoolId, schoolSummary } = useSession();
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const programs = usePagedRows(useActionPrograms(schoolId, { status: "ongoing" }, 100));
  const followUps = useFollowUps(schoolId);
  const nameOf = useMemo(() => {
    const pupils = new Map((students.data ?? []).map((student) => [student.id, student.name]));
    return (studentId: string) => pupils.get(studentId) ?? t("actionPrograms.list.unknownStudent");
  }, [students.data, t]);
  const today = localToday();
  const due = (programs.rows ?? [])
    .filter((program) => program.status === "published" && program.followUpDate)
    .sort((a, b) => a.followUpDate!.localeCompare(b.followUpDate!));
  const done = [...(followUps.data ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  const staffName = (id: string) => school?.users.find((member) => member.id === id)?.name ?? "–";

  const dueColumns: DataColumn<ActionProgram>[] = [
    {
      ...linkColumn<ActionProgram>({
        id: "student",
        header: t("actionPrograms.fields.student"),
        to: (row) => actionProgramPath(row.id),
        text: (row) => nameOf(row.studentId),
        bold: true,
      }),
      primary: true,
    },
    {
      id: "followUpDate",
      header: t("actionPrograms.fields.followUpDate"),
      // A date passed with no follow-up done since the decision is flagged; one followed up is only dated.
      cell: (row) => (
        <HStack gap="2" flexWrap="wrap">
          <Text as="span">
            {row.followUpDate! < today
              ? t("actionPrograms.followUps.overdue", { date: formatDate(row.followUpDate) })
              : formatDate(row.followUpDate)}
          </Text>
          {followUps.data && missingFollowUp(row, followUps.data, today) ? (
            <StatusBadge state="late" data-testid="program-flag-follow-up">
              {t("actionProgramQueue.flagFollowUp")}
            </StatusBadge>
          ) : null}
        </HStack>
      ),
    },
    {
      id: "evaluationDate",
      header: t("actionPrograms.fields.evaluationDate"),
      cell: (row) => formatDate(row.evaluationDate),
    },
  ];
  const doneColumns: DataColumn<FollowUp>[] = [
    {
      ...linkColumn<FollowUp>({
        id: "student",
        header: t("actionPrograms.fields.student"),
        to: (row) => actionProgramPath(row.actionProgramId),
        text: (row) => nameOf(row.studentId),
        bold: true,
      }),
      primary: true,
    },
    { id: "date", header: t("actionPrograms.fields.date"), cell: (row) => formatDate(row.date) },
    {
      id: "responsible",
      header: t("actionPrograms.fields.responsibleStaff"),
      cell: (row) => staffName(row.responsibleId),
    },
    {
      id: "functionedWell",
      header: t("actionPrograms.fields.functionedWell"),
      cell: (row) => t(row.functionedWell ? "actionPrograms.view.yes" : "actionPrograms.view.no"),
    },
  ];

  return (
    <>
      <PageHeader title={t("actionPrograms.followUps.pageTitle")} description={schoolSummary?.name} />
      <Stack gap="6">
        <SectionCard title={t("actionPrograms.followUps.due")} testId="follow-ups-due">
          <DataTable
            caption={t("actionPrograms.followUps.due")}
            columns={dueColumns}
            {...programs}
            // The table lists only the programs due for a follow-up, once the list is read.
            rows={programs.rows ? due : undefined}
            getRowId={(row) => row.id}
            emptyText={t("actionPrograms.followUps.noneDue")}
            framed={false}
          />
        </SectionCard>
        <SectionCard title={t("actionPrograms.followUps.done")} testId="follow-ups-done">
          <DataTable
            caption={t("actionPrograms.followUps.done")}
            columns={doneColumns}
            {...queryRows(followUps, followUps.data ? done : undefined)}
            getRowId={(row) => row.id}
            emptyText={t("actionPrograms.followUps.empty")}
            framed={false}
          />
        </SectionCard>
      </Stack>
    </>
  );
}

export { FollowUpsPage as Component };
