import { Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { School } from "#shared/schools/school.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { PageLoading } from "../../../shared/ui/page-loading";
import { AdminNav } from "./admin-nav";
import { SchoolPicker, useAdminSchoolId } from "./school-picker";

/**
 * An admin page about one school (`?id=`, else the active school): the admin tabs, the school picker, and the page
 * itself (`children`) once the school is read; until a school is chosen, a line asking for one.
 */
export function AdminSchoolFrame({ children }: { children: (school: School) => ReactNode }) {
  const { t } = useTranslation();
  const schoolId = useAdminSchoolId();
  const school = useSchool(schoolId);
  return (
    <>
      <AdminNav schoolId={schoolId} />
      <SchoolPicker />
      {schoolId === null ? <Text color="fg.muted">{t("admin.chooseSchool")}</Text> : null}
      {schoolId !== null && !school.data ? <PageLoading /> : null}
      {school.data ? children(school.data) : null}
    </>
  );
}
