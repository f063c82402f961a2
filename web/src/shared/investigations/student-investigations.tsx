import { Badge, Link, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { isInvestigationStaffRole } from "#shared/investigations/investigation.policy";
import { investigationPath } from "../routes";
import { mayOpen } from "../session/route-roles";
import { useSession } from "../session/session.api";
import { formatDate } from "../tickets/ticket-labels";
import { SectionCard } from "../ui/section-card";
import { FormAlert } from "../ui/form-alert";
import { useInvestigationList } from "../data/investigations.api";
import { INVESTIGATION_STATUS_KEYS, outcomeKey } from "./investigation-keys";

/**
 * The pupil page's section: the pupil's investigations the caller may see (the server leaves out the rest), newest
 * first. Hidden when the school hides INVESTIGATIONS or the role has no investigation work.
 */
export function StudentInvestigations({ student, school }: { student: Student; school: School }) {
  const { role } = useSession();
  if (!mayOpen("investigation", role) || school.hiddenParts.includes("INVESTIGATIONS")) return null;
  return <StudentInvestigationList student={student} />;
}

function StudentInvestigationList({ student }: { student: Student }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const list = useInvestigationList(student.schoolId, role, { studentId: student.id }, 10);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SectionCard
      title={t("investigations.student.title")}
      testId="student-investigations"
      actions={
        isInvestigationStaffRole(role) ? (
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to={investigationPath({ create: true, studentId: student.id })}>
              {t("investigations.student.create")}
            </RouterLink>
          </Link>
        ) : null
      }
    >
      {list.isError ? (
        <FormAlert status="error">{t("errors.status.generic")}</FormAlert>
      ) : list.isLoading ? null : items.length === 0 ? (
        <Text color="fg.muted">{t("investigations.student.empty")}</Text>
      ) : (
        <List.Root gap="2" listStyle="none">
          {items.map((item) => (
            <List.Item key={item.id}>
              <Stack direction="row" gap="2" align="center" flexWrap="wrap">
                <Link asChild color="brand.fg">
                  <RouterLink to={investigationPath({ id: item.id })}>
                    {t("investigations.title")}, {formatDate(item.createdAt)}
                  </RouterLink>
                </Link>
                <Badge colorPalette={item.status === "PUBLISHED" ? "green" : "gray"}>
                  {t(INVESTIGATION_STATUS_KEYS[item.status])}
                </Badge>
                {item.outcome ? <Text fontSize="sm">{t(outcomeKey(item.outcome))}</Text> : null}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
