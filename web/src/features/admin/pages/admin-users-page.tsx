import {
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { NameSchema } from "#shared/common.schema";
import { ROLES, SUB_ROLES, type Role, type SubRole } from "#shared/constants";
import { canManageUserWithRoles, grantableRoles } from "#shared/policy/foundation.policy";
import type { School } from "#shared/schools/school.schema";
import type { UserSummary } from "#shared/users/user.schema";
import { useRoleLabels, SUB_ROLE_KEYS } from "../../../shared/session/role-label";
import { roleMay } from "../../../shared/session/route-roles";
import { actorOf, useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { TextField } from "../../../shared/ui/text-field";
import {
  useCreateUser,
  useDeleteUser,
  useSchoolDetail,
  useSchoolUsers,
  useUpdateSchool,
  useUpdateUser,
} from "../admin.api";
import { AdminNav } from "../components/admin-nav";
import { SchoolPicker, useAdminSchoolId } from "../components/school-picker";

type Pending =
  | { kind: "create" }
  | { kind: "edit"; user: UserSummary }
  | { kind: "remove"; user: UserSummary }
  | { kind: "delete"; user: UserSummary };

/** /admin/admin: a school's users and their roles: invite, edit, remove from the school, delete. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const schoolId = useAdminSchoolId();
  const school = useSchoolDetail(schoolId);
  return (
    <>
      <AdminNav search={schoolId ? `?id=${schoolId}` : ""} />
      <SchoolPicker />
      {schoolId === null ? <Text color="fg.muted">{t("admin.chooseSchool")}</Text> : null}
      {schoolId !== null && !school.data ? <PageLoading /> : null}
      {school.data ? <SchoolUsers school={school.data} /> : null}
    </>
  );
}

function SchoolUsers({ school }: { school: School }) {
  const { t } = useTranslation();
  const session = useSession();
  const actor = actorOf(session);
  const users = useSchoolUsers(school.id);
  const { roleName } = useRoleLabels(school);
  const [pending, setPending] = useState<Pending | null>(null);
  const removeFromSchool = useUpdateSchool(school, "admin.users.removed");
  const remove = useDeleteUser(school.id);
  const close = () => setPending(null);
  const canCreate = roleMay("user.create", session.role);
  const mayManage = (user: UserSummary) =>
    user.id !== session.user.id && canManageUserWithRoles(actor, user.roles);

  return (
    <>
      <PageHeader
        title={`${t("admin.users.title")} – ${school.name}`}
        description={t("admin.users.lead")}
        actions={
          canCreate ? (
            <Button size="sm" colorPalette="brand" onClick={() => setPending({ kind: "create" })}>
              {t("admin.users.create")}
            </Button>
          ) : null
        }
      />
      {users.isLoading ? <PageLoading /> : null}
      {users.data && users.data.length === 0 ? <Text color="fg.muted">{t("admin.users.empty")}</Text> : null}
      {users.data && users.data.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" data-testid="users-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("admin.users.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.users.email")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.users.roles")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.users.twoStep")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.users.verified")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.actions")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.data.map((user) => (
                <Table.Row key={user.id}>
                  <Table.Cell fontWeight="medium">{user.name}</Table.Cell>
                  <Table.Cell>{user.email}</Table.Cell>
                  <Table.Cell>
                    {user.roles.map(roleName).join(", ")}
                    {user.subRole ? ` (${t(SUB_ROLE_KEYS[user.subRole])})` : ""}
                  </Table.Cell>
                  <Table.Cell>{user.twoStepAuth ? t("common.yes") : t("common.no")}</Table.Cell>
                  <Table.Cell>{user.emailverified ? t("common.yes") : t("common.no")}</Table.Cell>
                  <Table.Cell>
                    {mayManage(user) ? (
                      <HStack gap="2">
                        {roleMay("user.update", session.role) ? (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setPending({ kind: "edit", user })}
                          >
                            {t("admin.users.edit")}
                          </Button>
                        ) : null}
                        {roleMay("school.removeUsers", session.role) ? (
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => setPending({ kind: "remove", user })}
                          >
                            {t("admin.users.removeFromSchool")}
                          </Button>
                        ) : null}
                        {roleMay("user.delete", session.role) ? (
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setPending({ kind: "delete", user })}
                          >
                            {t("admin.users.delete")}
                          </Button>
                        ) : null}
                      </HStack>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      ) : null}
      {pending?.kind === "create" ? (
        <UserDialog schoolId={school.id} grantable={grantableRoles(actor)} onClose={close} />
      ) : null}
      {pending?.kind === "edit" ? (
        <UserDialog
          schoolId={school.id}
          grantable={grantableRoles(actor)}
          user={pending.user}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === "remove"}
        title={t("admin.users.removeTitle", { name: pending?.kind === "remove" ? pending.user.name : "" })}
        body={t("admin.users.removeBody")}
        confirmLabel={t("admin.users.removeFromSchool")}
        pending={removeFromSchool.isPending}
        onClose={close}
        onConfirm={() => {
          if (pending?.kind === "remove")
            removeFromSchool.mutate({ usersToRemove: [{ id: pending.user.id }] }, { onSettled: close });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "delete"}
        title={t("admin.users.deleteTitle", { name: pending?.kind === "delete" ? pending.user.name : "" })}
        body={t("admin.users.deleteBody")}
        confirmLabel={t("admin.users.delete")}
        pending={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (pending?.kind === "delete") remove.mutate(pending.user.id, { onSettled: close });
        }}
      />
    </>
  );
}

const UserFormSchema = z.object({
  name: NameSchema,
  email: z.string().trim().max(254).pipe(z.email()),
  roles: z.array(z.enum(ROLES)).min(1),
  subRole: z.union([z.enum(SUB_ROLES), z.literal("")]),
});
type UserForm = z.infer<typeof UserFormSchema>;

/**
 * Invite (POST /user: one role; a student-health user is sent as COUNSELOR, a teacher as TEACHER) or edit
 * (PATCH /user/{id}: name, email, roles, sub-role). Only roles the actor may grant are offered.
 */
function UserDialog({
  schoolId,
  grantable,
  user,
  onClose,
}: {
  schoolId: string;
  grantable: Role[];
  user?: UserSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { roleName } = useRoleLabels(null);
  const create = useCreateUser();
  const update = useUpdateUser(schoolId);
  const roleSelectId = useId();
  const subRoleId = useId();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<UserForm>({
    resolver: zodResolver(UserFormSchema),
    defaultValues: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      roles: user?.roles ?? [grantable[0] ?? "TEACHER"],
      subRole: user?.subRole ?? "",
    },
  });
  const roles = useWatch({ control, name: "roles" });
  const email = useWatch({ control, name: "email" });
  const onSubmit = handleSubmit((values) => {
    const subRole: SubRole | null =
      values.roles.includes("COUNSELOR") && values.subRole !== "" ? values.subRole : null;
    if (user) {
      update.mutate(
        { user, body: { name: values.name, email: values.email, roles: values.roles, subRole } },
        { onSuccess: onClose },
      );
    } else {
      create.mutate(
        { name: values.name, email: values.email, role: values.roles[0]!, schoolId, subRole },
        { onSuccess: onClose },
      );
    }
  });

  return (
    <FormDialog
      open
      title={user ? t("admin.users.editTitle", { name: user.name }) : t("admin.users.create")}
      submitLabel={user ? t("common.actions.save") : t("admin.users.create")}
      pending={create.isPending || update.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="user-dialog"
    >
      <TextField
        label={t("admin.users.name")}
        required
        error={errors.name ? t("common.form.required") : undefined}
        {...register("name")}
      />
      <TextField
        label={t("admin.users.email")}
        type="email"
        required
        error={
          errors.email
            ? email.trim() === ""
              ? t("common.form.required")
              : t("common.form.invalidEmail")
            : undefined
        }
        helperText={user ? undefined : t("admin.users.invitation")}
        {...register("email")}
      />
      {user ? (
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <Fieldset.Root invalid={Boolean(errors.roles)}>
              <Fieldset.Legend>{t("admin.users.roles")}</Fieldset.Legend>
              <CheckboxGroup
                value={field.value}
                onValueChange={(value) => field.onChange(value as Role[])}
                name={field.name}
              >
                <Stack gap="2" mt="2">
                  {grantable.map((role) => (
                    <Checkbox.Root key={role} value={role} size="sm">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{roleName(role)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              </CheckboxGroup>
              {errors.roles ? (
                <Fieldset.ErrorText>{t("admin.users.rolesRequired")}</Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>
          )}
        />
      ) : (
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <Field.Root required>
              <Field.Label htmlFor={roleSelectId}>
                {t("admin.users.role")}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  id={roleSelectId}
                  value={field.value[0] ?? ""}
                  onChange={(event) => field.onChange([event.currentTarget.value as Role])}
                >
                  {grantable.map((role) => (
                    <option key={role} value={role}>
                      {roleName(role)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
        />
      )}
      {roles.includes("COUNSELOR") ? (
        <Field.Root>
          <Field.Label htmlFor={subRoleId}>{t("admin.users.subRole")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field id={subRoleId} {...register("subRole")}>
              <option value="">{t("admin.users.noSubRole")}</option>
              {SUB_ROLES.map((subRole) => (
                <option key={subRole} value={subRole}>
                  {t(SUB_ROLE_KEYS[subRole])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
    </FormDialog>
  );
}

export { AdminUsersPage as Component };
