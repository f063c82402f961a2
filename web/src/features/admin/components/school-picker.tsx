import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSchools } from "../../../shared/data/schools.api";
import { useSession } from "../../../shared/session/session.api";
import { SelectField } from "../../../shared/ui/text-field";

/**
 * Which school an admin page works on: `?id=` when given, else the active school. Roles that manage more than one
 * school (main admins, owners, super admins) get a picker.
 */
export function useAdminSchoolId(): string | null {
  const [searchParams] = useSearchParams();
  const { schoolId } = useSession();
  return searchParams.get("id") ?? schoolId;
}

export function SchoolPicker() {
  const { t } = useTranslation();
  const { user, role } = useSession();
  const [, setSearchParams] = useSearchParams();
  const current = useAdminSchoolId();
  const orgWide = user.schools.length === 0;
  const list = useSchools(orgWide);
  // Only the schools where the active role is held: an admin at one school is not one at another.
  const schools = orgWide ? (list.data ?? []) : user.schools.filter((school) => school.roles.includes(role));
  if (schools.length < 2 && current !== null) return null;
  return (
    <SelectField
      label={t("admin.chooseSchool")}
      rootProps={{ maxWidth: "xs", mb: "4" }}
      placeholder={current === null ? t("admin.chooseSchool") : undefined}
      options={schools.map((school) => ({ value: school.id, label: school.name }))}
      value={current ?? ""}
      onChange={(event) => setSearchParams({ id: event.currentTarget.value })}
    />
  );
}
