import { Text } from "@chakra-ui/react";
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChoiceCheckboxes } from "../../../shared/ui/choice-checkboxes";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import { z } from "zod";
import { EmailAddressSchema } from "#shared/common.schema";
import {
  ORGANIZATION_ROLES,
  SCHOOL_ROLES,
  SUB_ROLES,
  type OrganizationRole,
  type Role,
  type SchoolRole,
  type SubRole,
} from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import { CreateUserInputSchema, type UpdateUserInput, type UserSummary } from "#shared/users/user.schema";
import { isApiError } from "../../../shared/api/api-error";
import { useRoleLabels, SUB_ROLE_KEYS } from "../../../shared/session/role-label";
import { Alert } from "../../../shared/ui/chakra-parts/alert";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { SelectField, TextField } from "../../../shared/ui/text-field";
import { useCreateUser, useUpdateUser } from "../admin.api";
import { noneOr } from "../../../shared/forms/form-fields";

/** The school roles the person holds at this school (their membership here). */
export function rolesAt(user: UserSummary, schoolId: string): SchoolRole[] {
  return user.memberships.find((membership) => membership.schoolId === schoolId)?.roles ?? [];
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));

/** The server's reason for a refusal (403), shown in the dialog: it says what to do instead. */
function RefusalReason({ error }: { error: unknown }) {
  if (!isApiError(error) || error.status !== 403 || !error.message) return null;
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Description>{error.message}</Alert.Description>
    </Alert.Root>
  );
}

function SubRoleField({ registration }: { registration: UseFormRegisterReturn<"subRole"> }) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t("admin.users.subRole")}
      placeholder={t("admin.users.noSubRole")}
      options={SUB_ROLES.map((subRole) => ({ value: subRole, label: t(SUB_ROLE_KEYS[subRole]) }))}
      {...registration}
    />
  );
}

/** The API's rules for a new user; the sub-role select gives "" for none, the email is sent as typed. */
const CreateUserFormSchema = CreateUserInputSchema.pick({ name: true, role: true }).extend({
  email: EmailAddressSchema,
  subRole: noneOr(z.enum(SUB_ROLES)),
});
type CreateUserForm = z.infer<typeof CreateUserFormSchema>;

/**
 * POST /user: one role at this school (a student-health user is sent as COUNSELOR, a teacher as TEACHER). An email
 * already in the organization gets the role at this school. Only roles the actor may grant are offered.
 */
export function CreateUserDialog({
  schoolId,
  grantable,
  onClose,
}: {
  schoolId: string;
  grantable: Role[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { roleName } = useRoleLabels(null);
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CreateUserForm>({
    resolver: formResolver(CreateUserFormSchema),
    defaultValues: { name: "", email: "", role: grantable[0] ?? "TEACHER", subRole: "" },
  });
  const role = useWatch({ control, name: "role" });
  const onSubmit = handleSubmit((values) => {
    const subRole: SubRole | null =
      values.role === "COUNSELOR" && values.subRole !== "" ? values.subRole : null;
    create.mutate(
      { name: values.name, email: values.email, role: values.role, schoolId, subRole },
      { onSuccess: onClose },
    );
  });

  return (
    <FormDialog
      open
      title={t("admin.users.create")}
      submitLabel={t("admin.users.create")}
      pending={create.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="user-dialog"
      size="lg"
    >
      <TextField
        label={t("admin.users.name")}
        required
        maxChars={maxLengthOf(CreateUserInputSchema.shape.name)}
        error={fieldErrorText(errors.name, t)}
        {...register("name")}
      />
      <TextField
        label={t("admin.users.email")}
        type="email"
        required
        error={fieldErrorText(errors.email, t)}
        helperText={`${t("admin.users.invitation")} ${t("admin.users.addExisting")}`}
        {...register("email")}
      />
      <SelectField
        label={t("admin.users.role")}
        required
        options={grantable.map((candidate) => ({
          value: candidate,
          label: (ORGANIZATION_ROLES as readonly Role[]).includes(candidate)
            ? t("admin.users.organizationRole", { role: roleName(candidate) })
            : roleName(candidate),
        }))}
        {...register("role")}
      />
      {role === "COUNSELOR" ? <SubRoleField registration={register("subRole")} /> : null}
      <RefusalReason error={create.error} />
    </FormDialog>
  );
}

/** The same name and email rules; the roles are checkbox lists, checked on Save against what changed. */
const EditUserFormSchema = CreateUserInputSchema.pick({ name: true }).extend({
  email: EmailAddressSchema,
  schoolRoles: z.array(z.enum(SCHOOL_ROLES)),
  organizationRoles: z.array(z.enum(ORGANIZATION_ROLES)),
  subRole: noneOr(z.enum(SUB_ROLES)),
});
type EditUserForm = z.infer<typeof EditUserFormSchema>;

/** A checkbox list of roles (for one school, or for the organization). */
function RoleCheckboxes<R extends Role>({
  legend,
  helper,
  roles,
  value,
  onChange,
  name,
  error,
}: {
  legend: string;
  helper?: string;
  roles: readonly R[];
  value: R[];
  onChange: (value: R[]) => void;
  name: string;
  error?: string | undefined;
}) {
  const { roleName } = useRoleLabels(null);
  return (
    <ChoiceCheckboxes
      legend={legend}
      helper={helper}
      choices={roles.map((role) => ({ value: role, label: roleName(role) }))}
      value={value}
      onChange={onChange}
      name={name}
      error={error}
    />
  );
}

/**
 * PATCH /user/{id}: name, email and sub-role (which show wherever the person works), the roles at this school, and
 * for an organization-wide admin the organization roles. Only what changed is sent; name and email are locked when
 * the person also works where the actor's scope does not reach.
 */
export function EditUserDialog({
  school,
  grantable,
  organizationWide,
  user,
  onClose,
}: {
  school: School;
  grantable: Role[];
  organizationWide: boolean;
  user: UserSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser(school.id);
  const here = rolesAt(user, school.id);
  const schoolRoleChoices = SCHOOL_ROLES.filter((role) => grantable.includes(role) || here.includes(role));
  const organizationRoleChoices = ORGANIZATION_ROLES.filter(
    (role) => role !== "SUPERADMIN" && (grantable.includes(role) || user.organizationRoles.includes(role)),
  );
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<EditUserForm>({
    resolver: formResolver(EditUserFormSchema),
    defaultValues: {
      name: user.name,
      email: user.email,
      schoolRoles: here,
      organizationRoles: user.organizationRoles.filter((role) => role !== "SUPERADMIN"),
      subRole: user.subRole ?? "",
    },
  });
  const schoolRoles = useWatch({ control, name: "schoolRoles" });
  const onSubmit = handleSubmit((values) => {
    const counselor = values.schoolRoles.includes("COUNSELOR") || user.roles.includes("COUNSELOR");
    const subRole: SubRole | null = counselor && values.subRole !== "" ? values.subRole : null;
    const body: Omit<UpdateUserInput, "version"> = {};
    if (values.name !== user.name) body.name = values.name;
    if (values.email !== user.email) body.email = values.email;
    if (subRole !== user.subRole) body.subRole = subRole;
    if (!sameRoles(values.schoolRoles, here)) {
      if (values.schoolRoles.length === 0) {
        setError("schoolRoles", { type: "min" });
        return;
      }
      body.schoolId = school.id;
      body.roles = values.schoolRoles;
    }
    const organizationRoles = values.organizationRoles as OrganizationRole[];
    if (organizationWide && !sameRoles(organizationRoles, user.organizationRoles)) {
      body.organizationRoles = organizationRoles;
    }
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    update.mutate({ user, body }, { onSuccess: onClose });
  });

  return (
    <FormDialog
      open
      title={t("admin.users.editTitle", { name: user.name })}
      submitLabel={t("common.actions.save")}
      pending={update.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="user-dialog"
      size="lg"
    >
      {user.outsideScope ? (
        <Text fontSize="sm" color="fg.muted">
          {t("admin.users.outsideScopeHelp")}
        </Text>
      ) : null}
      <TextField
        label={t("admin.users.name")}
        required
        disabled={user.outsideScope}
        maxChars={maxLengthOf(CreateUserInputSchema.shape.name)}
        error={fieldErrorText(errors.name, t)}
        {...register("name")}
      />
      <TextField
        label={t("admin.users.email")}
        type="email"
        required
        disabled={user.outsideScope}
        error={fieldErrorText(errors.email, t)}
        {...register("email")}
      />
      <Controller
        control={control}
        name="schoolRoles"
        render={({ field }) => (
          <RoleCheckboxes
            legend={t("admin.users.rolesAtSchool", { school: school.name })}
            helper={t("admin.users.rolesAtSchoolHelp")}
            roles={schoolRoleChoices}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={errors.schoolRoles ? t("admin.users.rolesRequired") : undefined}
          />
        )}
      />
      {organizationWide && organizationRoleChoices.length > 0 ? (
        <Controller
          control={control}
          name="organizationRoles"
          render={({ field }) => (
            <RoleCheckboxes
              legend={t("admin.users.organizationRoles")}
              roles={organizationRoleChoices}
              value={field.value}
              onChange={field.onChange}
              name={field.name}
            />
          )}
        />
      ) : null}
      {schoolRoles.includes("COUNSELOR") || user.roles.includes("COUNSELOR") ? (
        <SubRoleField registration={register("subRole")} />
      ) : null}
      <RefusalReason error={update.error} />
    </FormDialog>
  );
}
