import { Badge, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CreateClassInputSchema, type SchoolClass } from "#shared/classes/class.schema";
import type { School } from "#shared/schools/school.schema";
import { useAllClasses } from "../../../shared/data/classes.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PageLoading } from "../../../shared/ui/page-loading";
import { TextField } from "../../../shared/ui/text-field";
import {
  useArchiveClass,
  useCreateClass,
  useDeleteClass,
  useRenameClass,
  useUpgradeClasses,
} from "../admin.api";

type Pending =
  | { kind: "create" }
  | { kind: "rename"; schoolClass: SchoolClass }
  | { kind: "archive"; schoolClass: SchoolClass }
  | { kind: "delete"; schoolClass: SchoolClass }
  | { kind: "upgrade" };

/** Every class of the school, archived ones too: create, rename, archive, delete, and the new school year. */
export function ClassesTab({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const classes = useAllClasses(school.id);
  const manage = roleMay("class.manage", role);
  const [pending, setPending] = useState<Pending | null>(null);
  const archive = useArchiveClass();
  const remove = useDeleteClass();
  const upgrade = useUpgradeClasses(school.id);
  const close = () => setPending(null);

  return (
    <Stack gap="4" pt="2">
      {manage ? (
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" onClick={() => setPending({ kind: "create" })}>
            {t("admin.classes.create")}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPending({ kind: "upgrade" })}>
            {t("admin.classes.upgrade")}
          </Button>
        </HStack>
      ) : null}
      {classes.isLoading ? <PageLoading /> : null}
      {classes.data && classes.data.length === 0 ? (
        <Text color="fg.muted">{t("admin.classes.empty")}</Text>
      ) : null}
      {classes.data && classes.data.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" data-testid="classes-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("admin.classes.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.classes.status")}</Table.ColumnHeader>
                {manage ? <Table.ColumnHeader>{t("admin.actions")}</Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {classes.data.map((schoolClass) => (
                <Table.Row key={schoolClass.id}>
                  <Table.Cell fontWeight="medium">{schoolClass.name}</Table.Cell>
                  <Table.Cell>
                    {schoolClass.archived ? (
                      <Badge colorPalette="orange">{t("admin.classes.archived")}</Badge>
                    ) : (
                      <Badge colorPalette="green">{t("admin.classes.active")}</Badge>
                    )}
                  </Table.Cell>
                  {manage ? (
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setPending({ kind: "rename", schoolClass })}
                        >
                          {t("admin.classes.rename")}
                        </Button>
                        {schoolClass.archived ? null : (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setPending({ kind: "archive", schoolClass })}
                          >
                            {t("admin.classes.archive")}
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setPending({ kind: "delete", schoolClass })}
                        >
                          {t("admin.classes.delete")}
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
      {pending?.kind === "create" ? <ClassNameDialog schoolId={school.id} onClose={close} /> : null}
      {pending?.kind === "rename" ? (
        <ClassNameDialog schoolId={school.id} schoolClass={pending.schoolClass} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === "archive"}
        title={t("admin.classes.archiveTitle", {
          name: pending?.kind === "archive" ? pending.schoolClass.name : "",
        })}
        body={t("admin.classes.archiveBody")}
        confirmLabel={t("admin.classes.archive")}
        pending={archive.isPending}
        onClose={close}
        onConfirm={() => {
          if (pending?.kind === "archive") archive.mutate(pending.schoolClass, { onSettled: close });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "delete"}
        title={t("admin.classes.deleteTitle", {
          name: pending?.kind === "delete" ? pending.schoolClass.name : "",
        })}
        body={t("admin.classes.deleteBody")}
        confirmLabel={t("admin.classes.delete")}
        pending={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (pending?.kind === "delete") remove.mutate(pending.schoolClass, { onSettled: close });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "upgrade"}
        title={t("admin.classes.upgradeTitle")}
        body={t("admin.classes.upgradeBody")}
        confirmLabel={t("admin.classes.upgrade")}
        pending={upgrade.isPending}
        onClose={close}
        onConfirm={() => upgrade.mutate(undefined, { onSettled: close })}
      />
    </Stack>
  );
}

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
    resolver: zodResolver(ClassFormSchema),
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
        error={errors.name ? t("common.form.required") : undefined}
        {...register("name")}
      />
    </FormDialog>
  );
}
