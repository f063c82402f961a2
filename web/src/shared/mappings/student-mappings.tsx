import { Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { mappingsPath } from "../routes";
import { mayOpen } from "../session/route-roles";
import { SectionCard } from "../ui/section-card";
import { MappingTable } from "./mapping-table";
import { useMappingPreview } from "./mappings-data";

const NO_STUDENTS = new Map<string, Student>();

/**
 * The pupil page's section: the pupil's mappings the caller may see, newest first. Hidden for roles without the
 * mapping page and when the school hides MAPPINGS.
 */
export function StudentMappings({ student, school, role }: { student: Student; school: School; role: Role }) {
  const shown = mayOpen("mapping", role) && !school.hiddenParts.includes("MAPPINGS");
  const { t } = useTranslation();
  const mappings = useMappingPreview(student.schoolId, student.id, shown);
  if (!shown) return null;
  return (
    <SectionCard
      title={t("mappings.student.title")}
      testId="student-mappings"
      actions={
        <Link asChild color="brand.fg" fontSize="sm">
          <RouterLink to={mappingsPath({ create: true, studentId: student.id })}>
            {t("mappings.student.create")}
          </RouterLink>
        </Link>
      }
    >
      <MappingTable
        caption={t("mappings.student.title")}
        rows={mappings.data?.items}
        loading={mappings.isLoading}
        error={mappings.isError}
        onRetry={() => void mappings.refetch()}
        emptyText={t("mappings.student.empty")}
        studentById={NO_STUDENTS}
        hideStudent
      />
    </SectionCard>
  );
}
