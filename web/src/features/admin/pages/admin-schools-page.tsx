import { Badge, Button, HStack } from "@chakra-ui/react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChoiceCheckboxes } from "../../../shared/ui/choice-checkboxes";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import { z } from "zod";
import { SUBSCRIPTIONS } from "#shared/constants";
import type { SchoolSummary } from "#shared/schools/school.schema";
import {
  CreateSchoolInputSchema,
  FirstAndLastYearSchema,
  type CreateSchoolInput,
} from "#shared/schools/school.schema";
import { useSchools } from "../../../shared/data/schools.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { useDialogs } from "../../../shared/hooks/use-dialogs";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { SelectField, TextField } from "../../../shared/ui/text-field";
import { useCreateSchool, useDeleteSchool, useOrganizations } from "../admin.api";
import { SUBSCRIPTION_KEYS } from "../admin-keys";
import { AdminNav } from "../components/admin-nav";
import { OrganizationLimits } from "../components/organization-limits";
import { useYearLabel, YearSelect } from "../components/year-select";
import { adminSchoolPath, schoolPath } from "../../../shared/routes";
import { actionsColumn, linkColumn } from "../../../shared/ui/data-table/columns";

/** /admin/schools: the schools the role manages (super admins: all; owners and main admins: their organization's). */
export function AdminSchoolsPage() {
  const { t } = useTranslation();
  const { role } = useSession();
  const schools = useSchools();
  const dialogs = useDialogs<{ create: true; delete: SchoolSummary }>();
  const deleting = dialogs.item("delete");
  const remove = useDeleteSchool();
  const yearLabel = useYearLabel();
  // The super admin sees every organization's schools: each row names its organization (two schools of
  // different organizations may share a name).
  const superadmin = role === "SUPERADMIN";
  const organizations = useOrganizations(superadmin);
  const organizationName = (id: string) =>
    organizations.data?.find((organization) => organization.id === id)?.name ?? "";
  const columns: DataColumn<SchoolSummary>[] = [
    linkColumn({
      id: "name",
      header: t("admin.schools.name"),
      to: (school) => schoolPath(school.id),
      text: (school) => school.name,
      bold: true,
    }),
    ...(superadmin
      ? [
          {
            id: "organization",
            header: t("admin.schools.organization"),
            cell: (school: SchoolSummary) => organizationName(school.organizationId),
          },
        ]
      : []),
    { id: "code", header: t("admin.schools.code"), cell: (school) => `#${school.code}`, cellProps: MONO },
    {
      id: "years",
      header: t("admin.schools.years"),
      cell: (school) =>
        school.firstAndLastYear
          ? `${yearLabel(school.firstAndLastYear[0])} – ${yearLabel(school.firstAndLastYear[1])}`
          : t("admin.years.none"),
    },
    {
      id: "subscriptions",
      header: t("admin.schools.subscriptions"),
      cell: (school) => (
        <HStack gap="1" flexWrap="wrap">
          {school.subscriptions.map((subscription) => (
            <Badge key={subscription}>{t(SUBSCRIPTION_KEYS[subscription])}</Badge>
          ))}
        </HStack>
      ),
    },
    actionsColumn(t("admin.actions"), (school) => [
      { label: t("admin.schools.manage"), to: adminSchoolPath(school.id) },
      roleMay("school.delete", role) && {
        label: t("admin.schools.delete"),
        colorPalette: "red",
        onClick: () => dialogs.open("delete", school),
      },
    ]),
  ];

  return (
    <>
      <AdminNav />
      <PageHeader
        title={t("admin.schools.title")}
        description={t("admin.schools.lead")}
        actions={
          roleMay("school.create", role) ? (
            <Button colorPalette="brand" size="sm" onClick={() => dialogs.open("create")}>
              {t("admin.schools.create")}
            </Button>
          ) : null
        }
      />
      <DataTable
        caption={t("admin.schools.title")}
        columns={columns}
        {...queryRows(schools, schools.data)}
        getRowId={(school) => school.id}
        rowHref={(school) => schoolPath(school.id)}
        emptyText={t("admin.schools.empty")}
        testId="schools-table"
      />
      <OrganizationLimits />
      {dialogs.isOpen("create") ? <CreateSchoolDialog onClose={dialogs.close} /> : null}
      <ConfirmDialog
        {...dialogs.confirmFor("delete", (school) => remove.mutate(school.id, { onSettled: dialogs.close }))}
        title={t("admin.schools.deleteTitle", { name: deleting?.name ?? "" })}
        body={t("admin.schools.deleteBody")}
        confirmLabel={t("admin.schools.delete")}
        pending={remove.isPending}
      />
    </>
  );
}

const MONO = { fontFamily: "mono" } as const;

/**
 * The years are two selects ("" for none), checked together with the shared rule for the pair. A super admin also
 * chooses the organization: a field of the schema, so an empty form shows every missing field at once.
 */
function createSchoolFormSchema(superadmin: boolean) {
  return CreateSchoolInputSchema.pick({ name: true })
    .extend({
      organizationId: superadmin ? z.string().min(1) : z.string(),
      firstYear: z.string(),
      lastYear: z.string(),
      subscriptions: z.array(z.enum(SUBSCRIPTIONS)),
    })
    .refine((values) => (values.firstYear === "") === (values.lastYear === ""), { path: ["lastYear"] })
    .refine(
      (values) =>
        values.firstYear === "" ||
        FirstAndLastYearSchema.safeParse([Number(values.firstYear), Number(values.lastYear)]).success,
      { path: ["lastYear"] },
    );
}

type CreateSchoolForm = z.infer<ReturnType<typeof createSchoolFormSchema>>;

function CreateSchoolDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const superadmin = role === "SUPERADMIN";
  const organizations = useOrganizations(superadmin);
  const create = useCreateSchool();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CreateSchoolForm>({
    resolver: formResolver(createSchoolFormSchema(superadmin)),
    defaultValues: {
      name: "",
      organizationId: "",
      firstYear: "",
      lastYear: "",
      subscriptions: ["ELEVHALSA"],
    },
  });

  const onSubmit = handleSubmit((values) => {
    const body: CreateSchoolInput = { name: values.name };
    if (superadmin) {
      body.organizationId = values.organizationId;
      body.subscriptions = values.subscriptions;
    }
    if (values.firstYear !== "") body.firstAndLastYear = [Number(values.firstYear), Number(values.lastYear)];
    create.mutate(body, { onSuccess: onClose });
  });

  return (
    <FormDialog
      open
      title={t("admin.schools.create")}
      submitLabel={t("common.actions.create")}
      pending={create.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="create-school"
    >
      <TextField
        label={t("admin.schools.name")}
        required
        maxChars={maxLengthOf(CreateSchoolInputSchema.shape.name)}
        error={fieldErrorText(errors.name, t)}
        {...register("name")}
      />
      {superadmin ? (
        <SelectField
          label={t("admin.schools.organization")}
          required
          placeholder={t("admin.schools.organization")}
          options={(organizations.data ?? []).map((organization) => ({
            value: organization.id,
            label: organization.name,
          }))}
          error={fieldErrorText(errors.organizationId, t)}
          {...register("organizationId")}
        />
      ) : null}
      <HStack gap="3" align="flex-start">
        <YearSelect label={t("admin.schools.firstYear")} {...register("firstYear")} />
        <YearSelect
          label={t("admin.schools.lastYear")}
          error={errors.lastYear ? t("admin.schools.yearsOrder") : undefined}
          {...register("lastYear")}
        />
      </HStack>
      {superadmin ? (
        <Controller
          control={control}
          name="subscriptions"
          render={({ field }) => (
            <ChoiceCheckboxes
              legend={t("admin.schools.subscriptions")}
              choices={SUBSCRIPTIONS.map((value) => ({ value, label: t(SUBSCRIPTION_KEYS[value]) }))}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
      ) : null}
    </FormDialog>
  );
}

export { AdminSchoolsPage as Component };
