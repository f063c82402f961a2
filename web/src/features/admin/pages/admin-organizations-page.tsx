import { Button, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Fragment, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod";
import { TermSchema } from "#shared/common.schema";
import {
  CreateOrganizationInputSchema,
  type CreateOrganizationInput,
  type Organization,
} from "#shared/organizations/organization.schema";
import { blankOr } from "../../../shared/forms/form-fields";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { TextField } from "../../../shared/ui/text-field";
import { useCreateOrganization, useOrganizations, useOrganizationSchools } from "../admin.api";
import { AdminNav } from "../components/admin-nav";

/** /admin/organizations (super admin): every organization (huvudman), its naming and its schools. */
export function AdminOrganizationsPage() {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

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
      {organizations.isLoading ? <PageLoading /> : null}
      {organizations.data && organizations.data.length === 0 ? (
        <Text color="fg.muted">{t("admin.organizations.empty")}</Text>
      ) : null}
      {organizations.data && organizations.data.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" data-testid="organizations-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("admin.organizations.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.organizations.schoolName")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.organizations.schools")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {organizations.data.map((organization) => (
                <Fragment key={organization.id}>
                  <Table.Row>
                    <Table.Cell fontWeight="medium">{organization.name}</Table.Cell>
                    <Table.Cell>
                      {organization.schoolName
                        ? `${organization.schoolName} / ${organization.schoolNamePlural ?? ""}`
                        : t("common.school.singular")}
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-expanded={open === organization.id}
                        onClick={() => setOpen(open === organization.id ? null : organization.id)}
                      >
                        {t("admin.organizations.showSchools")}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                  {open === organization.id ? (
                    <Table.Row>
                      <Table.Cell colSpan={3} bg="bg.subtle">
                        <OrganizationSchools organization={organization} />
                      </Table.Cell>
                    </Table.Row>
                  ) : null}
                </Fragment>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {creating ? <CreateOrganizationDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

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
    resolver: zodResolver(CreateOrganizationFormSchema),
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
        error={errors.name ? t("common.form.required") : undefined}
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
