import { Button, HStack, Stack } from "@chakra-ui/react";
import { useDeferredValue, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import * as z from "zod";
import type { School } from "#shared/schools/school.schema";
import { CreateStudentInputSchema, type Student } from "#shared/students/student.schema";
import { useStudents } from "../../../shared/data/students.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { useDialogs } from "../../../shared/hooks/use-dialogs";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { actionsColumn } from "../../../shared/ui/data-table/columns";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { ClassSelect } from "../../../shared/ui/pickers";
import { TextField } from "../../../shared/ui/text-field";
import { useCreateStudent, useDeleteStudent, useUpdateStudent } from "../admin.api";
import { studentPath } from "../../../shared/routes";
import { linkColumn } from "../../../shared/ui/data-table/columns";

/** The tab's dialogs and what each works on. */
type StudentDialogs = { create: true; edit: Student; delete: Student };

/** The school's pupils: add, move to another class, rename, delete. */
export function StudentsTab({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const students = useStudents(school.id);
  const manage = roleMay("student.manage", role);
  const remove = useDeleteStudent();
  const dialogs = useDialogs<StudentDialogs>();
  const [query, setQuery] = useState("");
  const needle = useDeferredValue(query).trim().toLocaleLowerCase("sv");
  const shown = students.data?.filter((student) => student.name.toLocaleLowerCase("sv").includes(needle));
  const editing = dialogs.item("edit");
  const deleting = dialogs.item("delete");
  const className = (classId: string | null) =>
    school.classes.find((schoolClass) => schoolClass.id === classId)?.name ?? null;
  const columns: DataColumn<Student>[] = [
    linkColumn({
      id: "name",
      header: t("admin.students.name"),
      to: (student) => studentPath(student.id),
      text: (student) => student.name,
    }),
    {
      id: "class",
      header: t("admin.students.class"),
      cell: (student) => className(student.classId) ?? t("admin.students.noClass"),
    },
  ];
  if (manage)
    columns.push(
      actionsColumn(t("admin.actions"), (student) => [
        { label: t("admin.students.edit"), onClick: () => dialogs.open("edit", student) },
        {
          label: t("admin.students.delete"),
          colorPalette: "red",
          onClick: () => dialogs.open("delete", student),
        },
      ]),
    );

  return (
    <Stack gap="4" pt="2">
      <HStack gap="3" align="flex-end" flexWrap="wrap">
        <TextField
          label={t("admin.students.search")}
          rootProps={{ maxWidth: "xs" }}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        {manage ? (
          <Button size="sm" colorPalette="brand" onClick={() => dialogs.open("create")}>
            {t("admin.students.create")}
          </Button>
        ) : null}
      </HStack>
      <DataTable
        caption={t("admin.school.tabs.students")}
        columns={columns}
        {...queryRows(students, shown)}
        getRowId={(student) => student.id}
        emptyText={students.data?.length === 0 ? t("admin.students.empty") : t("admin.students.noMatches")}
        maxHeight="32rem"
        testId="students-table"
      />
      {dialogs.isOpen("create") ? <StudentDialog school={school} onClose={dialogs.close} /> : null}
      {editing ? <StudentDialog school={school} student={editing} onClose={dialogs.close} /> : null}
      <ConfirmDialog
        {...dialogs.confirmFor("delete", (student) => remove.mutate(student, { onSettled: dialogs.close }))}
        title={t("admin.students.deleteTitle", { name: deleting?.name ?? "" })}
        body={t("admin.students.deleteBody")}
        confirmLabel={t("admin.students.delete")}
        pending={remove.isPending}
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StudentForm>({
    resolver: formResolver(StudentFormSchema),
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
        maxChars={maxLengthOf(StudentFormSchema.shape.name)}
        error={fieldErrorText(errors.name, t)}
        {...register("name")}
      />
      <ClassSelect
        label={t("admin.students.class")}
        placeholder={t("admin.students.noClass")}
        classes={school.classes.filter((schoolClass) => !schoolClass.archived)}
        {...register("classId")}
      />
    </FormDialog>
  );
}
