import { Button, Field, HStack, Input, Link, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useDeferredValue, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import * as z from "zod";
import type { School } from "#shared/schools/school.schema";
import { CreateStudentInputSchema, type Student } from "#shared/students/student.schema";
import { useStudents } from "../../../shared/data/students.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PageLoading } from "../../../shared/ui/page-loading";
import { TextField } from "../../../shared/ui/text-field";
import { useCreateStudent, useDeleteStudent, useUpdateStudent } from "../admin.api";
import { studentPath } from "../../../shared/routes";

type Pending = { kind: "create" } | { kind: "edit"; student: Student } | { kind: "delete"; student: Student };

/** The school's pupils: add, move to another class, rename, delete. */
export function StudentsTab({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const students = useStudents(school.id);
  const manage = roleMay("student.manage", role);
  const remove = useDeleteStudent();
  const [pending, setPending] = useState<Pending | null>(null);
  const [query, setQuery] = useState("");
  const needle = useDeferredValue(query).trim().toLocaleLowerCase("sv");
  const shown = (students.data ?? []).filter((student) =>
    student.name.toLocaleLowerCase("sv").includes(needle),
  );
  const searchId = useId();
  const close = () => setPending(null);
  const className = (classId: string | null) =>
    school.classes.find((schoolClass) => schoolClass.id === classId)?.name ?? null;

  return (
    <Stack gap="4" pt="2">
      <HStack gap="3" align="flex-end" flexWrap="wrap">
        <Field.Root maxWidth="xs">
          <Field.Label htmlFor={searchId}>{t("admin.students.search")}</Field.Label>
          <Input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
        </Field.Root>
        {manage ? (
          <Button size="sm" colorPalette="brand" onClick={() => setPending({ kind: "create" })}>
            {t("admin.students.create")}
          </Button>
        ) : null}
      </HStack>
      {students.isLoading ? <PageLoading /> : null}
      {students.data && students.data.length === 0 ? (
        <Text color="fg.muted">{t("admin.students.empty")}</Text>
      ) : null}
      {shown.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" maxHeight="32rem">
          <Table.Root size="sm" stickyHeader data-testid="students-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("admin.students.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.students.class")}</Table.ColumnHeader>
                {manage ? <Table.ColumnHeader>{t("admin.actions")}</Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((student) => (
                <Table.Row key={student.id}>
                  <Table.Cell>
                    <Link asChild color="brand.fg">
                      <RouterLink to={studentPath(student.id)}>{student.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{className(student.classId) ?? t("admin.students.noClass")}</Table.Cell>
                  {manage ? (
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setPending({ kind: "edit", student })}
                        >
                          {t("admin.students.edit")}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setPending({ kind: "delete", student })}
                        >
                          {t("admin.students.delete")}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  ) : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {pending?.kind === "create" ? <StudentDialog school={school} onClose={close} /> : null}
      {pending?.kind === "edit" ? (
        <StudentDialog school={school} student={pending.student} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === "delete"}
        title={t("admin.students.deleteTitle", {
          name: pending?.kind === "delete" ? pending.student.name : "",
        })}
        body={t("admin.students.deleteBody")}
        confirmLabel={t("admin.students.delete")}
        pending={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (pending?.kind === "delete") remove.mutate(pending.student, { onSettled: close });
        }}
      />
    </Stack>
  );
}

/** The class select gives "" for no class. */
const StudentFormSchema = CreateStudentInputSchema.pick({ name: true }).extend({ classId: z.string() });
type StudentForm = z.infer<typeof StudentFormSchema>;

function StudentDialog({
  school,
  student,
  onClose,
}: {
  school: School;
  student?: Student;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const selectId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StudentForm>({
    resolver: zodResolver(StudentFormSchema),
    defaultValues: { name: student?.name ?? "", classId: student?.classId ?? "" },
  });
  const onSubmit = handleSubmit(({ name, classId }) => {
    const chosenClass = classId === "" ? null : classId;
    if (student) update.mutate({ student, body: { name, classId: chosenClass } }, { onSuccess: onClose });
    else create.mutate({ name, schoolId: school.id, classId: chosenClass }, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      title={student ? t("admin.students.editTitle", { name: student.name }) : t("admin.students.create")}
      submitLabel={student ? t("common.actions.save") : t("common.actions.create")}
      pending={create.isPending || update.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="student-dialog"
    >
      <TextField
        label={t("admin.students.name")}
        required
        error={errors.name ? t("common.form.required") : undefined}
        {...register("name")}
      />
      <Field.Root>
        <Field.Label htmlFor={selectId}>{t("admin.students.class")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id={selectId} {...register("classId")}>
            <option value="">{t("admin.students.noClass")}</option>
            {school.classes
              .filter((schoolClass) => !schoolClass.archived)
              .map((schoolClass) => (
                <option key={schoolClass.id} value={schoolClass.id}>
                  {schoolClass.name}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}
