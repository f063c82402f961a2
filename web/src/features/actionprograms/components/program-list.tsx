import { Button, HStack, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Student } from "#shared/students/student.schema";
import { ACTION_PROGRAM_FILTERS, type ActionProgram } from "#shared/actionprograms/action-program.schema";
import { awaitsEvaluation, awaitsFollowUp } from "#shared/actionprograms/follow-up-discipline";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import { oneOfOrParam, textParam, useListState } from "../../../shared/hooks/use-list-state";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { actionProgramPath } from "../../../shared/routes";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { linkColumn } from "../../../shared/ui/data-table/columns";
import { PageHeader } from "../../../shared/ui/page-header";
import { FilterBar } from "../../../shared/ui/filter-combobox";
import { PupilFilter } from "../../../shared/ui/pickers";
import { useActionPrograms } from "../action-programs.api";
import { FILTER_KEYS, PROGRAM_STATES, STATUS_KEYS } from "../../../shared/actionprograms/action-program-keys";
import { localToday } from "../../../shared/actionprograms/follow-up-discipline.data";
import { ProgramEditorDialog } from "./program-editor-dialog";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import { StatusBadge } from "../../../shared/ui/status-badge";
import { formatDate } from "../../../shared/i18n/dates";

const FILTERS = {
  status: oneOfOrParam(ACTION_PROGRAM_FILTERS, "ongoing"),
  studentId: textParam(),
};

/**
 * The school's action programs, ongoing or archived (tabs), filtered by pupil, each row flagged when its follow-up or
 * evaluation is missing (from the program's own progress: no follow-up or evaluation list is read); "new" opens the
 * editor of a draft (also from `?new=1`).
 */
export function ProgramList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role, schoolId, schoolSummary } = useSession();
  const list = useListState(FILTERS, { transient: ["new"] });
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  const teams = useTeams(schoolId, roleMay("team.list", role));
  const programs = usePagedRows(useActionPrograms(schoolId, list.filters));
  const [creating, setCreating] = useState(list.params.get("new") === "1");
  const studentById = useMemo(
    () => new Map((students.data ?? []).map((student) => [student.id, student])),
    [students.data],
  );
  const columns = useProgramColumns(studentById);

  return (
    <>
      <PageHeader
        title={t("actionPrograms.title")}
        description={schoolSummary?.name}
        actions={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => setCreating(true)}
            data-testid="new-action-program"
          >
            {t("actionPrograms.new")}
          </Button>
        }
      />
      <Stack gap="4">
        <FilterBar label={t("actionPrograms.filters.label")}>
          <PupilFilter
            label={t("actionPrograms.fields.student")}
            placeholder={t("actionPrograms.filters.allStudents")}
            pupils={students.data ?? []}
            classes={school?.classes}
            value={list.filters.studentId}
            onChange={(value) => list.setFilter("studentId", value)}
            testId="program-filter-student"
          />
        </FilterBar>
        <StatusTabs
          statuses={ACTION_PROGRAM_FILTERS}
          value={list.filters.status}
          onChange={(value) => list.setFilter("status", value)}
          label={(value) => t(FILTER_KEYS[value])}
          testId="programs-tab"
        >
          {(value) => (
            <DataTable
              caption={t("actionPrograms.list.caption", { status: t(FILTER_KEYS[value]) })}
              columns={columns}
              {...programs}
              getRowId={(row) => row.id}
              emptyText={t("actionPrograms.list.empty")}
              rowHref={(row) => actionProgramPath(row.id)}
              testId="action-programs-table"
              rowTestId="action-program-row"
            />
          )}
        </StatusTabs>
      </Stack>
      {creating && school && students.data ? (
        <ProgramEditorDialog
          program={null}
          school={school}
          students={students.data}
          teams={teams.data ?? []}
          role={role}
          studentId={list.filters.studentId}
          onClose={() => {
            setCreating(false);
            if (list.params.has("new")) list.clearParam("new");
          }}
          onSaved={(program) => void navigate(actionProgramPath(program.id))}
        />
      ) : null}
    </>
  );
}

/**
 * The list's columns; a published program with no follow-up in its period (or no evaluation) past its date is flagged
 * by its status, from the program's progress and the user's today (follow-up-discipline.ts).
 */
function useProgramColumns(studentById: Map<string, Student>): DataColumn<ActionProgram>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        ...linkColumn<ActionProgram>({
          id: "student",
          header: t("actionPrograms.fields.student"),
          to: (row) => actionProgramPath(row.id),
          text: (row) => studentById.get(row.studentId)?.name ?? t("actionPrograms.list.unknownStudent"),
          bold: true,
        }),
        primary: true,
      },
      {
        id: "status",
        header: t("actionPrograms.fields.status"),
        cell: (row) => {
          const today = localToday();
          return (
            <HStack gap="1" wrap="wrap">
              <StatusBadge state={PROGRAM_STATES[row.status]}>{t(STATUS_KEYS[row.status])}</StatusBadge>
              {awaitsFollowUp(row, today) ? (
                <StatusBadge state="late" data-testid="program-flag-follow-up">
                  {t("actionProgramQueue.flagFollowUp")}
                </StatusBadge>
              ) : null}
              {awaitsEvaluation(row, today) ? (
                <StatusBadge state="late" data-testid="program-flag-evaluation">
                  {t("actionProgramQueue.flagEvaluation")}
                </StatusBadge>
              ) : null}
            </HStack>
          );
        },
      },
      {
        id: "followUpDate",
        header: t("actionPrograms.fields.followUpDate"),
        cell: (row) => formatDate(row.followUpDate),
      },
      {
        id: "evaluationDate",
        header: t("actionPrograms.fields.evaluationDate"),
        cell: (row) => formatDate(row.evaluationDate),
      },
      {
        id: "decided",
        header: t("actionPrograms.fields.decided"),
        cell: (row) => (row.decidedAt ? `${row.decidedByName ?? ""}, ${formatDate(row.decidedAt)}` : "–"),
      },
    ],
    [t, studentById],
  );
}
