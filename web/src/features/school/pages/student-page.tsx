import { Button, DataList, HStack, Link, Stack } from "@chakra-ui/react";
import { Suspense, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import type { Student } from "#shared/students/student.schema";
import type { School } from "#shared/schools/school.schema";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudent, useStudents } from "../../../shared/data/students.api";
import { mayOpen, roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { usePupilSections } from "../../../shared/features/slots";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaffSelect } from "../../../shared/ui/pickers";
import { useStudentMentor } from "../school.api";
import { classPath, schoolPath, studentPath } from "../../../shared/routes";
import { linkColumn } from "../../../shared/ui/data-table/columns";
import { TextField } from "../../../shared/ui/text-field";

/** /student/{student}: the pupil's profile and the features' sections about the pupil. Without a parameter: find a pupil. */
export function StudentPage() {
  const params = useParams();
  return params.student ? <StudentDetail studentId={params.student} /> : <StudentSearch />;
}

function StudentSearch() {
  const { t } = useTranslation();
  const { schoolId, schoolSummary } = useSession();
  const students = useStudents(schoolId);
  const { data: school } = useSchool(schoolId);
  const className = (classId: string | null) =>
    school?.classes.find((schoolClass) => schoolClass.id === classId)?.name ?? null;
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const needle = deferred.trim().toLocaleLowerCase("sv");
  const matches = (students.data ?? []).filter((student) =>
    student.name.toLocaleLowerCase("sv").includes(needle),
  );
  const columns: DataColumn<Student>[] = [
    linkColumn({
      id: "name",
      header: t("school.class.studentName"),
      to: (student) => studentPath(student.id),
      text: (student) => student.name,
    }),
    {
      id: "class",
      header: t("school.student.class"),
      cell: (student) => className(student.classId) ?? t("school.student.noClass"),
    },
    {
      id: "mentor",
      header: t("school.student.mentor"),
      cell: (student) => student.mentor?.name ?? t("school.student.noMentor"),
    },
  ];
  return (
    <>
      <PageHeader title={t("school.student.listTitle")} description={schoolSummary?.name} />
      <Stack gap="4">
        <TextField
          label={t("school.student.search")}
          helperText={t("school.student.searchHelp")}
          rootProps={{ maxWidth: "md" }}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <DataTable
          caption={t("school.student.listTitle")}
          columns={columns}
          {...queryRows(students, students.data ? matches : undefined)}
          getRowId={(student) => student.id}
          rowHref={(student) => studentPath(student.id)}
          emptyText={
            deferred.trim()
              ? t("school.student.noMatchesFor", { query: deferred.trim() })
              : t("school.student.noStudents")
          }
          emptyAction={
            deferred.trim() ? (
              <Button size="sm" variant="outline" onClick={() => setQuery("")}>
                {t("school.student.clearSearch")}
              </Button>
            ) : null
          }
        />
      </Stack>
    </>
  );
}

function StudentDetail({ studentId }: { studentId: string }) {
  const { data: student } = useStudent(studentId);
  const { data: school } = useSchool(student?.schoolId ?? null);
  if (!student || !school) return <PageLoading />;
  return <StudentProfile student={student} school={school} />;
}

function StudentProfile({ student, school }: { student: Student; school: School }) {
  const { t } = useTranslation();
  const { user, role } = useSession();
  // The features' sections (tickets, action programs, the support chain, violations...), in the features' order.
  const sections = usePupilSections();
  const mentor = useStudentMentor(student);
  const isMentor = student.mentor?.id === user.id;
  const mayAssignOthers = roleMay("student.setMentorOthers", role);
  const maySetSelf = roleMay("student.setMentorSelf", role);
  const staff = school.users.filter((member) =>
    member.roles.some((held) => held !== "SUPERADMIN" && held !== "OWNER"),
  );
  const [chosen, setChosen] = useState("");
  const className = school.classes.find((schoolClass) => schoolClass.id === student.classId)?.name ?? null;

  return (
    <>
      <PageHeader
        title={student.name}
        description={t("school.student.profile")}
        actions={
          <>
            {maySetSelf && !isMentor ? (
              <Button
                size="sm"
                colorPalette="brand"
                loading={mentor.isPending}
                onClick={() => mentor.mutate(user.id)}
              >
                {t("school.student.becomeMentor")}
              </Button>
            ) : null}
            {student.mentor && (isMentor || mayAssignOthers) ? (
              <Button
                size="sm"
                variant="outline"
                loading={mentor.isPending}
                onClick={() => mentor.mutate(null)}
              >
                {t("school.student.removeMentor")}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="6">
        {sections.map(({ feature, Section }) => (
          <Suspense key={feature} fallback={null}>
            <Section student={student} school={school} />
          </Suspense>
        ))}
        <SectionCard title={t("school.student.profile")}>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t("school.student.school")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {mayOpen("school", role) ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={schoolPath(school.id)}>{school.name}</RouterLink>
                  </Link>
                ) : (
                  school.name
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("school.student.class")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {student.classId && className ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={classPath(student.classId)}>{className}</RouterLink>
                  </Link>
                ) : (
                  t("school.student.noClass")
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("school.student.mentor")}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="student-mentor">
                {student.mentor?.name ?? t("school.student.noMentor")}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          {mayAssignOthers ? (
            <HStack
              as="form"
              mt="5"
              gap="2"
              align="flex-end"
              flexWrap="wrap"
              onSubmit={(event) => {
                event.preventDefault();
                if (chosen) mentor.mutate(chosen);
              }}
            >
              <StaffSelect
                label={t("school.student.chooseMentor")}
                placeholder={t("school.student.chooseMentor")}
                staff={staff}
                rootProps={{ maxWidth: "xs" }}
                value={chosen}
                onChange={(event) => setChosen(event.currentTarget.value)}
              />
              <Button type="submit" variant="outline" disabled={!chosen} loading={mentor.isPending}>
                {t("school.student.setMentor")}
              </Button>
            </HStack>
          ) : null}
        </SectionCard>
      </Stack>
    </>
  );
}

export { StudentPage as Component };
