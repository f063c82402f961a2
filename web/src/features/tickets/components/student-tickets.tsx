import { Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Student } from "#shared/students/student.schema";
import { useTicketPreview } from "../../../shared/data/tickets.api";
import type { PupilSectionProps } from "../../../shared/features/feature";
import { ticketsPath } from "../../../shared/routes";
import { mayOpen } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { TicketTable } from "../../../shared/tickets/ticket-table";
import { queryRows } from "../../../shared/ui/data-table/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { SmallLink } from "../../../shared/ui/small-link";

/** The pupil page's tickets section: for roles that open tickets, and not where the school hides them. */
export function StudentTickets({ student, school }: PupilSectionProps) {
  const { role } = useSession();
  if (!mayOpen("tickets", role) || school.hiddenParts.includes("TICKETS")) return null;
  return <StudentTicketList student={student} />;
}

/** The pupil page's ticket table shows no pupil column. */
const NO_STUDENTS = new Map<string, Student>();

/** The pupil's tickets the caller may see (the server leaves out the rest), newest first. */
function StudentTicketList({ student }: { student: Student }) {
  const { t } = useTranslation();
  const tickets = useTicketPreview(student.schoolId, { studentId: student.id });
  return (
    <SectionCard
      title={t("tickets.student.title")}
      testId="student-tickets"
      actions={
        <SmallLink to={ticketsPath({ create: true, studentId: student.id })}>
          {t("tickets.student.create")}
        </SmallLink>
      }
    >
      <Stack gap="3">
        <TicketTable
          caption={t("tickets.student.title")}
          {...queryRows(tickets, tickets.data?.items)}
          emptyText={t("tickets.student.empty")}
          studentById={NO_STUDENTS}
          hideStudent
        />
        {tickets.data?.cursor ? (
          <SmallLink to={ticketsPath({ studentId: student.id })}>{t("tickets.list.more")}</SmallLink>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
