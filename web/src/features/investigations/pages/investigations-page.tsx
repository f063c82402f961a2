import { Button, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isInvestigationStaffRole } from "#shared/investigations/investigation.policy";
import { INVESTIGATION_STATUSES, type Investigation } from "#shared/investigations/investigation.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { oneOfOrParam, textParam, useListState } from "../../../shared/hooks/use-list-state";
import { usePagedRows } from "../../../shared/hooks/use-paged-rows";
import { investigationPath } from "../../../shared/routes";
import { useSession } from "../../../shared/session/session.api";
import { formatDate } from "../../../shared/tickets/ticket-labels";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { linkColumn } from "../../../shared/ui/data-table/columns";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { FilterBar } from "../../../shared/ui/filter-combobox";
import { PupilFilter } from "../../../shared/ui/pickers";
import { InvestigationEditor } from "../components/investigation-editor";
import { InvestigationView } from "../components/investigation-view";
import { useInvestigationList } from "../investigations.api";
import {
  INVESTIGATION_STATES,
  INVESTIGATION_STATUS_KEYS,
  INVESTIGATION_TAB_KEYS,
  outcomeKey,
} from "../../../shared/investigations/investigation-keys";
import { StatusTabs } from "../../../shared/ui/status-tabs";
import { StatusBadge } from "../../../shared/ui/status-badge";

/**
 * /actions/investigation: pedagogical investigations (Skollagen 3 kap. 7-8 §). Student health sees the school's
 * list, a teacher their own listing (spec section 6); tabs for all, drafts and published, a pupil filter, and the
 * editor for a new one. With `?id=` it shows that investigation.
 */
export function InvestigationsPage() {
  const [params] = useSearchParams();
  const { schoolId } = useSession();
  const { data: school } = useSchool(schoolId);
  const students = useStudents(schoolId);
  if (!school || !students.data) return <PageLoading />;
  const id = params.get("id");
  return id ? (
    <InvestigationView key={id} id={id} school={school} students={students.data} />
  ) : (
    <InvestigationList school={school} students={students.data} />
  );
}

const TABS = ["all", ...INVESTIGATION_STATUSES] as const;
const FILTERS = { status: oneOfOrParam(TABS, "all"), studentId: textParam() };

function InvestigationList({ school, students }: { school: School; students: Student[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { role } = useSession();
  const list = useListState(FILTERS, { transient: ["new"] });
  const { status, studentId } = list.filters;
  const rows = usePagedRows(
    useInvestigationList(school.id, role, { status: status === "all" ? undefined : status, studentId }),
  );
  const [creating, setCreating] = useState(list.params.get("new") === "1");
  const staff = isInvestigationStaffRole(role);
  const studentById = useMemo(() => new Map(students.map((student) => [student.id, student])), [students]);
  const columns: DataColumn<Investigation>[] = [
    linkColumn({
      id: "student",
      header: t("investigations.fields.student"),
      to: (row) => investigationPath({ id: row.id }),
      text: (row) => studentById.get(row.studentId)?.name ?? t("investigations.list.open"),
      bold: true,
    }),
    {
      id: "status",
      header: t("investigations.fields.status"),
      cell: (row) => (
        <StatusBadge state={INVESTIGATION_STATES[row.status]}>
          {t(INVESTIGATION_STATUS_KEYS[row.status])}
        </StatusBadge>
      ),
    },
    {
      id: "outcome",
      header: t("investigations.fields.outcome"),
      cell: (row) => t(outcomeKey(row.outcome)),
    },
    { id: "createdBy", header: t("investigations.fields.createdBy"), cell: (row) => row.createdByName },
    {
      id: "updatedAt",
      header: t("investigations.fields.updatedAt"),
      cell: (row) => formatDate(row.updatedAt),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("investigations.title")}
        description={t("investigations.description")}
        actions={
          staff ? (
            <Button
              colorPalette="brand"
              size="sm"
              onClick={() => setCreating(true)}
              data-testid="new-investigation"
            >
              {t("investigations.actions.create")}
            </Button>
          ) : null
        }
      />
      <Stack gap="4">
        {role === "TEACHER" ? <Text color="fg.muted">{t("investigations.list.teacherNote")}</Text> : null}
        <FilterBar label={t("investigations.list.filters")}>
          <PupilFilter
            label={t("investigations.fields.student")}
            placeholder={t("investigations.list.allStudents")}
            pupils={students}
            classes={school.classes}
            value={studentId}
            onChange={(value) => list.setFilter("studentId", value)}
            testId="investigation-filter-student"
          />
        </FilterBar>
        <StatusTabs
          statuses={TABS}
          value={status}
          onChange={(value) => list.setFilter("status", value)}
          label={(value) => t(INVESTIGATION_TAB_KEYS[value])}
          testId="investigations-tab"
        >
          {(value) => (
            <DataTable
              caption={t("investigations.list.caption", { status: t(INVESTIGATION_TAB_KEYS[value]) })}
              columns={columns}
              {...rows}
              getRowId={(row) => row.id}
              rowHref={(row) => investigationPath({ id: row.id })}
              emptyText={t("investigations.list.empty")}
              testId="investigation-list"
              rowTestId="investigation-row"
            />
          )}
        </StatusTabs>
      </Stack>
      {creating && staff ? (
        <InvestigationEditor
          mode="create"
          school={school}
          students={students}
          studentId={studentId}
          onClose={() => {
            setCreating(false);
            if (list.params.has("new")) list.clearParam("new");
          }}
          onSaved={(created) => void navigate(investigationPath({ id: created.id }))}
        />
      ) : null}
    </>
  );
}

export { InvestigationsPage as Component };
