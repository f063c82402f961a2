import { Button, HStack, Stack } from "@chakra-ui/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import { CreateClassInputSchema, type SchoolClass } from "#shared/classes/class.schema";
import type { School } from "#shared/schools/school.schema";
import { useAllClasses } from "../../../shared/data/classes.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { useDialogs } from "../../../shared/hooks/use-dialogs";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { actionsColumn } from "../../../shared/ui/data-table/columns";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { TextField } from "../../../shared/ui/text-field";
import {
  useArchiveClass,
  useCreateClass,
  useDeleteClass,
  useRenameClass,
  useUpgradeClasses,
} from "../admin.api";
import { StatusBadge } from "../../../shared/ui/status-badge";

/** The tab's dialogs and what each works on. */
type ClassDialogs = {
  create: true;
  rename: SchoolClass;
  archive: SchoolClass;
  delete: SchoolClass;
  upgrade: true;
};

/** Every class of the school, archived ones too: create, rename, archive, delete, and the new school year. */
export function ClassesTab({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const classes = useAllClasses(school.id);
  const manage = roleMay("class.manage", role);
  const dialogs = useDialogs<ClassDialogs>();
  const archive = useArchiveClass();
  const remove = useDeleteClass();
  const upgrade = useUpgradeClasses(school.id);
  const renaming = dialogs.item("rename");
  const archiving = dialogs.item("archive");
  const deleting = dialogs.item("delete");
  const columns: DataColumn<SchoolClass>[] = [
    { id: "name", header: t("admin.classes.name"), cell: (schoolClass) => schoolClass.name, cellProps: BOLD },
    {
      id: "status",
      header: t("admin.classes.status"),
      cell: (schoolClass) =>
        schoolClass.archived ? (
          <StatusBadge state="archived">{t("admin.classes.archived")}</StatusBadge>
        ) : (
          <StatusBadge state="inProgress">{t("admin.classes.active")}</StatusBadge>
        ),
    },
  ];
  if (manage)
    columns.push(
      actionsColumn(t("admin.actions"), (schoolClass) => [
        { label: t("admin.classes.rename"), onClick: () => dialogs.open("rename", schoolClass) },
        !schoolClass.archived && {
          label: t("admin.classes.archive"),
          onClick: () => dialogs.open("archive", schoolClass),
        },
        {
          label: t("admin.classes.delete"),
          colorPalette: "red",
          onClick: () => dialogs.open("delete", schoolClass),
        },
      ]),
    );

  return (
    <Stack gap="4" pt="2">
      {manage ? (
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => dialogs.open("create")}>
            {t("admin.classes.create")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => dialogs.open("upgrade")}>
            {t("admin.classes.upgrade")}
          </Button>
        </HStack>
      ) : null}
      <DataTable
        caption={t("admin.school.tabs.classes")}
        columns={columns}
        {...queryRows(classes, classes.data)}
        getRowId={(schoolClass) => schoolClass.id}
        emptyText={t("admin.classes.empty")}
        testId="classes-table"
      />
      {dialogs.isOpen("create") ? <ClassNameDialog schoolId={school.id} onClose={dialogs.close} /> : null}
      {renaming ? (
        <ClassNameDialog schoolId={school.id} schoolClass={renaming} onClose={dialogs.close} />
      ) : null}
      <ConfirmDialog
        {...dialogs.confirmFor("archive", (schoolClass) =>
          archive.mutate(schoolClass, { onSettled: dialogs.close }),
        )}
        title={t("admin.classes.archiveTitle", { name: archiving?.name ?? "" })}
        body={t("admin.classes.archiveBody")}
        confirmLabel={t("admin.classes.archive")}
        pending={archive.isPending}
      />
      <ConfirmDialog
        {...dialogs.confirmFor("delete", (schoolClass) =>
          remove.mutate(schoolClass, { onSettled: dialogs.close }),
        )}
        title={t("admin.classes.deleteTitle", { name: deleting?.name ?? "" })}
        body={t("admin.classes.deleteBody")}
        confirmLabel={t("admin.classes.delete")}
        pending={remove.isPending}
      />
      <ConfirmDialog
        {...dialogs.confirmFor("upgrade", () =>
          upgrade.mutate(classes.data ?? [], { onSettled: dialogs.close }),
        )}
        title={t("admin.classes.upgradeTitle")}
        body={t("admin.classes.upgradeBody")}
        confirmLabel={t("admin.classes.upgrade")}
        pending={upgrade.isPending}
      />
    </Stack>
  );
}

const BOLD = { fontWeight: "medium" } as const;

const ClassFormSchema = CreateClassInputSchema.pick({ name: true });

function ClassNameDialog({
  schoolId,
  schoolClass,
  onClose,
}: {
  schoolId: string;
  schoolClass?: SchoolClass;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateClass();
  const rename = useRenameClass();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({
    resolver: formResolver(ClassFormSchema),
    defaultValues: { name: schoolClass?.name ?? "" },
  });
  const onSubmit = handleSubmit(({ name }) => {
    if (schoolClass) rename.mutate({ schoolClass, name }, { onSuccess: onClose });
    else create.mutate({ name, schoolId }, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      title={schoolClass ? t("admin.classes.rename") : t("admin.classes.create")}
      submitLabel={schoolClass ? t("common.actions.save") : t("common.actions.create")}
      pending={create.isPending || rename.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="class-dialog"
    >
      <TextField
        label={t("admin.classes.name")}
        required
        maxChars={maxLengthOf(ClassFormSchema.shape.name)}
        error={fieldErrorText(errors.name, t)}
        {...register("name")}
      />
    </FormDialog>
  );
}
