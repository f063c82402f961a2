import { Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import type * as z from "zod";
import { TermSchema } from "#shared/common.schema";
import {
  CreateOrganizationInputSchema,
  type CreateOrganizationInput,
  type Organization,
} from "#shared/organizations/organization.schema";
import { blankOr, maxLengthOf } from "../../../shared/forms/form-fields";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { TextField } from "../../../shared/ui/text-field";
import { useCreateOrganization, useOrganizations, useOrganizationSchools } from "../admin.api";
import { AdminNav } from "../components/admin-nav";

/** /admin/organizations (super admin): every organization (huvudman), its naming and its schools. */
export function AdminOrganizationsPage() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const columns: DataColumn<Organization>[] = [
    {
      id: "name",
      header: t("admin.organizations.name"),
      cell: (organization) => organization.name,
      cellProps: BOLD,
    },
    {
      id: "schoolName",
      header: t("admin.organizations.schoolName"),
      // One format, the organization's own words or the product's: "Skola / Skolor", "Enhet / Enheter" ("–" for a
      // plural not given).
      cell: (organization) =>
        `${organization.schoolName ?? t("common.school.singular")} / ${
          organization.schoolNamePlural ?? (organization.schoolName ? "–" : t("common.school.plural"))
        }`,
    },
    {
      id: "schools",
      header: t("admin.organizations.schools"),
      cell: (organization) => (
        <Button
          size="xs"
          variant="outline"
          aria-expanded={open === organization.id}
          onClick={() => setOpen(open === organization.id ? null : organization.id)}
        >
          {t("admin.organizations.showSchools")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminNav />
      <PageHeader
        title={t("admin.organizations.title")}
        description={t("admin.organizations.lead")}
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)}>
            {t("admin.organizations.create")}
          </Button>
        }
      />
      <DataTable
        caption={t("admin.organizations.title")}
        columns={columns}
        {...queryRows(organizations, organizations.data)}
        getRowId={(organization) => organization.id}
        emptyText={t("admin.organizations.empty")}
        renderDetail={(organization) =>
          open === organization.id ? <OrganizationSchools organization={organization} /> : null
        }
        testId="organizations-table"
      />
      {creating ? <CreateOrganizationDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

const BOLD = { fontWeight: "medium" } as const;

function OrganizationSchools({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const schools = useOrganizationSchools(organization.id);
  if (schools.isLoading) return <Text>{t("common.loading")}</Text>;
  if (!schools.data || schools.data.length === 0)
    return <Text color="fg.muted">{t("admin.organizations.noSchools")}</Text>;
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {schools.data.map((school) => (
        <li key={school.id}>
          {school.name}{" "}
          <Text as="span" fontFamily="mono" color="fg.muted">
            #{school.code}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

const CreateOrganizationFormSchema = CreateOrganizationInputSchema.pick({ name: true }).extend({
  schoolName: blankOr(TermSchema),
  schoolNamePlural: blankOr(TermSchema),
});
type CreateOrganizationForm = z.infer<typeof CreateOrganizationFormSchema>;

function CreateOrganizationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateOrganizationForm>({
    resolver: formResolver(CreateOrganizationFormSchema),
    defaultValues: { name: "", schoolName: "", schoolNamePlural: "" },
  });
  const onSubmit = handleSubmit((values) => {
    const body: CreateOrganizationInput = { name: values.name };
    if (values.schoolName) body.schoolName = values.schoolName;
    if (values.schoolNamePlural) body.schoolNamePlural = values.schoolNamePlural;
    create.mutate(body, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      title={t("admin.organizations.create")}
      submitLabel={t("common.actions.create")}
      pending={create.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="create-organization"
    >
      <TextField
        label={t("admin.organizations.name")}
        required
        maxChars={maxLengthOf(CreateOrganizationInputSchema.shape.name)}
        error={fieldErrorText(errors.name, t)}
        {...register("name")}
      />
      <TextField
        label={t("admin.organizations.schoolName")}
        helperText={t("admin.organizations.schoolNameHelp")}
        {...register("schoolName")}
      />
      <TextField label={t("admin.organizations.schoolNamePlural")} {...register("schoolNamePlural")} />
    </FormDialog>
  );
}

export { AdminOrganizationsPage as Component };
