import { Button, DataList, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { SchoolClass } from "#shared/classes/class.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { mayOpen, roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { useActiveClasses } from "../../../shared/data/classes.api";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { useSchoolClass, useSelfClassMembership } from "../school.api";
import { classPath, schoolPath, studentPath } from "../../../shared/routes";
import { linkColumn } from "../../../shared/ui/data-table/columns";
import { StatusBadge } from "../../../shared/ui/status-badge";

/** /class/{class}: a class, its mentors, teachers and pupils. Without a parameter: the active school's classes. */
export function ClassPage() {
  const params = useParams();
  return params.class ? <ClassDetail classId={params.class} /> : <ClassList />;
}

function ClassList() {
  const { t } = useTranslation();
  const { schoolId, schoolSummary } = useSession();
  const classes = useActiveClasses(schoolId);
  return (
    <>
      <PageHeader title={t("school.class.listTitle")} description={schoolSummary?.name} />
      {classes.isLoading ? <PageLoading /> : null}
      {classes.data && classes.data.length === 0 ? (
        <Text color="fg.muted">{t("school.page.noClasses")}</Text>
      ) : null}
      <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
        {(classes.data ?? []).map((schoolClass) => (
          <li key={schoolClass.id}>
            <Button asChild variant="outline" size="sm">
              <RouterLink to={classPath(schoolClass.id)}>{schoolClass.name}</RouterLink>
            </Button>
          </li>
        ))}
      </HStack>
    </>
  );
}

function ClassDetail({ classId }: { classId: string }) {
  const { data: schoolClass } = useSchoolClass(classId);
  const { data: school } = useSchool(schoolClass?.schoolId ?? null);
  if (!schoolClass || !school) return <PageLoading />;
  return <ClassView schoolClass={schoolClass} school={school} />;
}

function ClassView({ schoolClass, school }: { schoolClass: SchoolClass; school: School }) {
  const { t } = useTranslation();
  const { user, role } = useSession();
  const membership = useSelfClassMembership(schoolClass);
  const canReadStudents = roleMay("student.read", role);
  const students = useStudents(school.id, schoolClass.id, canReadStudents);
  const nameOf = (id: string) => school.users.find((member) => member.id === id)?.name ?? id;
  const names = (ids: string[]) => (ids.length > 0 ? ids.map(nameOf).join(", ") : t("school.class.nobody"));
  const isTeacher = schoolClass.teachers.includes(user.id);
  const isMentor = schoolClass.mentors.includes(user.id);
  const canAssignSelf = roleMay("class.assignSelf", role) && !schoolClass.archived;
  const pending = membership.isPending ? membership.variables : undefined;
  // Leaving a class's teachers takes away what the teacher sees of its pupils: one keypress must not do it.
  const [confirmLeave, setConfirmLeave] = useState(false);
  const studentColumns: DataColumn<Student>[] = [
    linkColumn({
      id: "name",
      header: t("school.class.studentName"),
      to: (student) => studentPath(student.id),
      text: (student) => student.name,
    }),
    {
      id: "mentor",
      header: t("school.class.studentMentor"),
      cell: (student) => student.mentor?.name ?? t("school.student.noMentor"),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("school.class.title", { name: schoolClass.name })}
        description={school.name}
        actions={
          canAssignSelf ? (
            <>
              <Button
                size="sm"
                variant={isTeacher ? "outline" : "solid"}
                colorPalette="brand"
                loading={pending?.membership === "teacher"}
                onClick={() =>
                  isTeacher ? setConfirmLeave(true) : membership.mutate({ membership: "teacher", join: true })
                }
              >
                {isTeacher ? t("school.class.removeMeAsTeacher") : t("school.class.addMeAsTeacher")}
              </Button>
              <Button
                size="sm"
                variant={isMentor ? "outline" : "solid"}
                colorPalette="brand"
                loading={pending?.membership === "mentor"}
                onClick={() => membership.mutate({ membership: "mentor", join: !isMentor })}
              >
                {isMentor ? t("school.class.removeMeAsMentor") : t("school.class.addMeAsMentor")}
              </Button>
            </>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirmLeave}
        title={t("school.class.removeMeAsTeacher")}
        body={t("school.class.confirmRemoveMeAsTeacher", { name: schoolClass.name })}
        confirmLabel={t("common.actions.remove")}
        pending={pending?.membership === "teacher"}
        onClose={() => setConfirmLeave(false)}
        onConfirm={() =>
          membership.mutate(
            { membership: "teacher", join: false },
            { onSettled: () => setConfirmLeave(false) },
          )
        }
      />
      <Stack gap="6">
        <SectionCard title={schoolClass.name}>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t("school.class.school")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {mayOpen("school", role) ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={schoolPath(school.id)}>{school.name}</RouterLink>
                  </Link>
                ) : (
                  school.name
                )}
                {schoolClass.archived ? (
                  <StatusBadge ms="2" state="archived">
                    {t("school.class.archived")}
                  </StatusBadge>
                ) : null}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("school.class.mentors")}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="class-mentors">
                {names(schoolClass.mentors)}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("school.class.teachers")}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="class-teachers">
                {names(schoolClass.teachers)}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </SectionCard>
        {canReadStudents ? (
          <SectionCard title={t("school.class.students")}>
            <DataTable
              caption={t("school.class.students")}
              columns={studentColumns}
              {...queryRows(students, students.data)}
              getRowId={(student) => student.id}
              rowHref={(student) => studentPath(student.id)}
              emptyText={t("school.class.noStudents")}
              framed={false}
            />
          </SectionCard>
        ) : null}
      </Stack>
    </>
  );
}

export { ClassPage as Component };
