import { Badge, Button, Tabs } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { School } from "#shared/schools/school.schema";
import { downloadSchoolQrCode } from "../../../shared/api/school-qr-code";
import { useAllClasses } from "../../../shared/data/classes.api";
import { useStudents } from "../../../shared/data/students.api";
import { useTeams } from "../../../shared/data/teams.api";
import { mayOpen, roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { AdminSchoolFrame } from "../components/admin-school-frame";
import { ClassesTab } from "../components/classes-tab";
import { SchoolSettingsTab } from "../components/school-settings-tab";
import { StudentsTab } from "../components/students-tab";
import { TeamsTab } from "../components/teams-tab";
import { adminUsersPath } from "../../../shared/routes";

/** /admin/school: manage one school (`?id=`, else the active school): settings, classes, pupils and teams. */
export function AdminSchoolPage() {
  return <AdminSchoolFrame>{(school) => <ManageSchool school={school} />}</AdminSchoolFrame>;
}

function ManageSchool({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const showClasses = roleMay("class.list", role);
  const showStudents = roleMay("student.read", role);
  const showTeams = roleMay("team.list", role);
  // Each tab says how many it holds (the tabs read the same cached lists when opened).
  const classes = useAllClasses(school.id, showClasses);
  const students = useStudents(school.id, undefined, showStudents);
  const teams = useTeams(school.id, showTeams);
  const tabs: { value: string; label: string; show: boolean; count?: number | undefined }[] = [
    { value: "settings", label: t("admin.school.tabs.settings"), show: true },
    {
      value: "classes",
      label: t("admin.school.tabs.classes"),
      show: showClasses,
      count: classes.data?.filter((schoolClass) => !schoolClass.archived).length,
    },
    {
      value: "students",
      label: t("admin.school.tabs.students"),
      show: showStudents,
      count: students.data?.length,
    },
    { value: "teams", label: t("admin.school.tabs.teams"), show: showTeams, count: teams.data?.length },
  ].filter((tab) => tab.show);

  return (
    <>
      <PageHeader
        title={t("admin.school.title")}
        description={t("admin.school.lead", { name: school.name })}
        actions={
          <>
            {roleMay("school.qrCode", role) ? (
              <Button size="sm" variant="outline" onClick={() => void downloadSchoolQrCode(school.id)}>
                {t("admin.school.downloadQr")}
              </Button>
            ) : null}
            {mayOpen("adminAdmin", role) ? (
              <Button asChild size="sm" variant="outline">
                <RouterLink to={adminUsersPath(school.id)}>{t("admin.school.usersLink")}</RouterLink>
              </Button>
            ) : null}
          </>
        }
      />
      <Tabs.Root defaultValue="settings" variant="line" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List overflowX="auto" overflowY="hidden">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} flexShrink="0" data-testid={`tab-${tab.value}`}>
              {tab.label}
              {tab.count !== undefined ? (
                <Badge size="sm" variant="subtle" colorPalette="gray" rounded="full">
                  {tab.count}
                </Badge>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="settings">
          <SchoolSettingsTab school={school} />
        </Tabs.Content>
        <Tabs.Content value="classes">
          <ClassesTab school={school} />
        </Tabs.Content>
        <Tabs.Content value="students">
          <StudentsTab school={school} />
        </Tabs.Content>
        <Tabs.Content value="teams">
          <TeamsTab school={school} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

export { AdminSchoolPage as Component };
