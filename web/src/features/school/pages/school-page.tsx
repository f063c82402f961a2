import { Badge, Button, DataList, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { School } from "#shared/schools/school.schema";
import { Link as RouterLink, useParams } from "react-router";
import { useSchool } from "../../../shared/data/schools.api";
import { useTeams } from "../../../shared/data/teams.api";
import { useRoleLabels } from "../../../shared/session/role-label";
import { mayOpen, roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { adminSchoolPath, classPath } from "../../../shared/routes";

/** /school/{school}: the school's facts, its classes, staff and teams. Without a parameter: the active school. */
export function SchoolPage() {
  const { t } = useTranslation();
  const params = useParams();
  const session = useSession();
  const schoolId = params.school ?? session.schoolId;
  const { data: school } = useSchool(schoolId);
  const teams = useTeams(schoolId, roleMay("team.list", session.role));
  const { roleName } = useRoleLabels(school ?? null);

  if (!schoolId)
    return <PageHeader title={t("common.school.singular")} description={t("overview.noSchools")} />;
  if (!school) return <PageLoading />;

  const activeClasses = school.classes.filter((schoolClass) => !schoolClass.archived);
  const userName = (id: string) => school.users.find((user) => user.id === id)?.name ?? id;
  const canOpenClass = mayOpen("class", session.role);
  const staffColumns: DataColumn<School["users"][number]>[] = [
    { id: "name", header: t("school.page.name"), cell: (user) => user.name },
    { id: "roles", header: t("school.page.roles"), cell: (user) => user.roles.map(roleName).join(", ") },
    {
      id: "twoStep",
      header: t("school.page.twoStepColumn"),
      cell: (user) => (user.twoStepAuth ? t("common.yes") : t("common.no")),
    },
  ];

  return (
    <>
      <PageHeader
        title={school.name}
        description={school.organization.name}
        actions={
          mayOpen("adminSchool", session.role) ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={adminSchoolPath(school.id)}>{t("school.page.manage")}</RouterLink>
            </Button>
          ) : null
        }
      />
      <Stack gap="6">
        <SectionCard title={t("school.page.about")}>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t("school.page.code")}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono">#{school.code}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("school.page.organization")}</DataList.ItemLabel>
              <DataList.ItemValue>{school.organization.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("school.page.years")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {school.firstAndLastYear
                  ? t("school.page.yearsValue", {
                      first: String(school.firstAndLastYear[0]),
                      last: String(school.firstAndLastYear[1]),
                    })
                  : t("school.page.noYears")}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("school.page.twoStep")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {school.twoStepEnabled ? t("school.page.twoStepEnabled") : t("school.page.twoStepDisabled")}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </SectionCard>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <SectionCard title={t("school.page.classes")} testId="school-classes">
            {activeClasses.length === 0 ? (
              <Text color="fg.muted">{t("school.page.noClasses")}</Text>
            ) : (
              <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
                {activeClasses.map((schoolClass) => (
                  <li key={schoolClass.id}>
                    {canOpenClass ? (
                      <Button asChild size="sm" variant="outline">
                        <RouterLink to={classPath(schoolClass.id)}>{schoolClass.name}</RouterLink>
                      </Button>
                    ) : (
                      <Badge size="lg">{schoolClass.name}</Badge>
                    )}
                  </li>
                ))}
              </HStack>
            )}
          </SectionCard>
          {teams.data ? (
            <SectionCard title={t("school.page.teams")}>
              {teams.data.length === 0 ? (
                <Text color="fg.muted">{t("school.page.noTeams")}</Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="3">
                  {teams.data.map((team) => (
                    <li key={team.id}>
                      <Text fontWeight="semibold">{team.name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {team.members.map(userName).join(", ")}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </SectionCard>
          ) : null}
        </SimpleGrid>
        <SectionCard title={t("school.page.staff")} testId="school-staff">
          <DataTable
            caption={t("school.page.staff")}
            columns={staffColumns}
            rows={school.users}
            getRowId={(user) => user.id}
            emptyText={t("school.page.noStaff")}
            framed={false}
          />
        </SectionCard>
      </Stack>
    </>
  );
}

export { SchoolPage as Component };
