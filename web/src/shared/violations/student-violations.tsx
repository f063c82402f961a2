import { Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Role } from "#shared/constants";
import { isViolationRole } from "#shared/violations/violation.policy";
import { ROUTES } from "../routes";
import { SectionCard } from "../ui/section-card";
import { useViolations } from "./violations-list.api";
import { TYPE_KEYS } from "./violation-keys";
import { formatDateTime, ViolationStateBadge } from "./violation-timeline";

/**
 * The pupil page's section: every report naming the pupil (victim or participant) that the reader may read, each
 * linking to its detail. Only for roles that read reports, and not when the school hides violations.
 */
export function StudentViolations({
  schoolId,
  studentId,
  role,
  hidden,
}: {
  schoolId: string;
  studentId: string;
  role: Role;
  hidden: boolean;
}) {
  if (hidden || !isViolationRole(role)) return null;
  return <StudentViolationList schoolId={schoolId} studentId={studentId} />;
}

function StudentViolationList({ schoolId, studentId }: { schoolId: string; studentId: string }) {
  const { t } = useTranslation();
  const current = useViolations(schoolId, "current", studentId);
  const reports = (current.data?.pages ?? []).flatMap((page) => page.items);
  return (
    <SectionCard title={t("violations.student.title")} testId="student-violations">
      <Stack gap="2" asChild>
        <ul style={{ listStyle: "none", padding: 0 }}>
          {current.data && reports.length === 0 ? (
            <li>
              <Text color="fg.muted">{t("violations.student.empty")}</Text>
            </li>
          ) : null}
          {reports.map((report) => (
            <li key={report.id}>
              <Stack direction="row" gap="2" align="center" flexWrap="wrap">
                <Link asChild color="brand.fg">
                  <RouterLink to={`${ROUTES.violations}?id=${encodeURIComponent(report.id)}`}>
                    {t("violations.student.link", {
                      type: t(TYPE_KEYS[report.type]),
                      date: formatDateTime(report.createdAt),
                    })}
                  </RouterLink>
                </Link>
                <ViolationStateBadge report={report} />
              </Stack>
            </li>
          ))}
        </ul>
      </Stack>
    </SectionCard>
  );
}
