import { useTranslation } from "react-i18next";
import type { Student } from "#shared/students/student.schema";
import type { School } from "#shared/schools/school.schema";
import type { ActionProgram } from "#shared/actionprograms/action-program.schema";
import { mayOpen } from "../session/route-roles";
import { useSession } from "../session/session.api";
import { actionProgramPath, actionProgramsPath } from "../routes";
import { usePagedRows } from "../hooks/use-paged-rows";
import { DataTable, type DataColumn } from "../ui/data-table/data-table";
import { linkColumn } from "../ui/data-table/columns";
import { SectionCard } from "../ui/section-card";
import { useActionPrograms } from "./action-programs.data";
import { PROGRAM_STATES, STATUS_KEYS } from "./action-program-keys";
import { StatusBadge } from "../ui/status-badge";
import { SmallLink } from "../ui/small-link";
import { formatDate } from "../i18n/dates";

/**
 * The pupil page's section: the pupil's action programs the caller may see, ongoing ones, each with its next
 * follow-up. Hidden for roles without action programs and where the school hides ACTIONPROGRAMS.
 */
export function StudentActionPrograms({ student, school }: { student: Student; school: School }) {
  const { role } = useSession();
  if (!mayOpen("actionProgram", role) || school.hiddenParts.includes("ACTIONPROGRAMS")) return null;
  return <Section student={student} />;
}

function Section({ student }: { student: Student }) {
  const { t } = useTranslation();
  const programs = usePagedRows(
    useActionPrograms(student.schoolId, { status: "ongoing", studentId: student.id }),
  );
  const columns: DataColumn<ActionProgram>[] = [
    {
      ...linkColumn<ActionProgram>({
        id: "program",
        header: t("actionPrograms.student.program"),
        to: (row) => actionProgramPath(row.id),
        text: (row) => t("actionPrograms.student.programOf", { date: formatDate(row.createdAt) }),
        bold: true,
      }),
      primary: true,
    },
    {
      id: "status",
      header: t("actionPrograms.fields.status"),
      cell: (row) => (
        <StatusBadge state={PROGRAM_STATES[row.status]}>{t(STATUS_KEYS[row.status])}</StatusBadge>
      ),
    },
    {
      id: "next",
      header: t("actionPrograms.student.nextFollowUp"),
      cell: (row) => formatDate(row.followUpDate),
    },
  ];
  return (
    <SectionCard
      title={t("actionPrograms.student.title")}
      testId="student-action-programs"
      actions={
        <SmallLink to={actionProgramsPath({ create: true, studentId: student.id })}>
          {t("actionPrograms.student.create")}
        </SmallLink>
      }
    >
      <DataTable
        caption={t("actionPrograms.student.title")}
        columns={columns}
        {...programs}
        getRowId={(row) => row.id}
        emptyText={t("actionPrograms.student.empty")}
        framed={false}
      />
    </SectionCard>
  );
}
