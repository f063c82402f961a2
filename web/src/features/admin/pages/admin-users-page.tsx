import { Button, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { canManageUserWithRoles, grantableRoles } from "#shared/policy/foundation.policy";
import type { School } from "#shared/schools/school.schema";
import { coversOrganization } from "#shared/users/user.policy";
import { type UserSummary } from "#shared/users/user.schema";
import { useRoleLabels, SUB_ROLE_KEYS } from "../../../shared/session/role-label";
import { roleMay } from "../../../shared/session/route-roles";
import { actorOf, useSession } from "../../../shared/session/session.api";
import { useDialogs } from "../../../shared/hooks/use-dialogs";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { actionsColumn } from "../../../shared/ui/data-table/columns";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { PageHeader } from "../../../shared/ui/page-header";
import { useDeleteUser, useSchoolUsers, useUpdateSchool } from "../admin.api";
import { AdminSchoolFrame } from "../components/admin-school-frame";
import { CreateUserDialog, EditUserDialog, rolesAt } from "../components/user-dialogs";

/** The page's dialogs and what each works on. */
type UserDialogs = { create: true; edit: UserSummary; remove: UserSummary; delete: UserSummary };

/** /admin/admin: a school's users and their roles: invite, edit, remove from the school, delete. */
export function AdminUsersPage() {
  return <AdminSchoolFrame>{(school) => <SchoolUsers school={school} />}</AdminSchoolFrame>;
}

function SchoolUsers({ school }: { school: School }) {
  const { t } = useTranslation();
  const session = useSession();
  const actor = actorOf(session);
  const users = useSchoolUsers(school.id);
  const { roleName } = useRoleLabels(school);
  const dialogs = useDialogs<UserDialogs>();
  const removeFromSchool = useUpdateSchool(school, "admin.users.removed");
  const remove = useDeleteUser(school.id);
  const editing = dialogs.item("edit");
  const removing = dialogs.item("remove");
  const deleting = dialogs.item("delete");
  const canCreate = roleMay("user.create", session.role);
  // Judged on what the person holds here and across the organization: the server decides each change itself.
  const mayManage = (user: UserSummary) =>
    user.id !== session.user.id &&
    canManageUserWithRoles(actor, [...rolesAt(user, school.id), ...user.organizationRoles]);
  const yesNo = (value: boolean) => (value ? t("common.yes") : t("common.no"));
  const columns: DataColumn<UserSummary>[] = [
    { id: "name", header: t("admin.users.name"), cell: (user) => user.name, cellProps: BOLD },
    { id: "email", header: t("admin.users.email"), cell: (user) => user.email },
    {
      id: "roles",
      header: t("admin.users.roles"),
      cell: (user) => (
        <>
          {[
            ...rolesAt(user, school.id).map(roleName),
            ...user.organizationRoles.map((role) =>
              t("admin.users.organizationRole", { role: roleName(role) }),
            ),
          ].join(", ")}
          {user.subRole ? ` (${t(SUB_ROLE_KEYS[user.subRole])})` : ""}
          {user.outsideScope || user.memberships.length > 1 ? (
            <Text fontSize="xs" color="fg.muted">
              {t("admin.users.alsoElsewhere")}
            </Text>
          ) : null}
        </>
      ),
    },
    { id: "twoStep", header: t("admin.users.twoStep"), cell: (user) => yesNo(user.twoStepAuth) },
    { id: "verified", header: t("admin.users.verified"), cell: (user) => yesNo(user.emailverified) },
    actionsColumn(t("admin.actions"), (user) =>
      mayManage(user)
        ? [
            roleMay("user.update", session.role) && {
              label: t("admin.users.edit"),
              onClick: () => dialogs.open("edit", user),
            },
            roleMay("school.removeUsers", session.role) && {
              label: t("admin.users.removeFromSchool"),
              onClick: () => dialogs.open("remove", user),
            },
            roleMay("user.delete", session.role) && {
              label: t("admin.users.delete"),
              colorPalette: "red",
              onClick: () => dialogs.open("delete", user),
            },
          ]
        : null,
    ),
  ];

  return (
    <>
      <PageHeader
        title={`${t("admin.users.title")} – ${school.name}`}
        description={t("admin.users.lead")}
        actions={
          canCreate ? (
            <Button size="sm" colorPalette="brand" onClick={() => dialogs.open("create")}>
              {t("admin.users.create")}
            </Button>
          ) : null
        }
      />
      <DataTable
        caption={t("admin.users.title")}
        columns={columns}
        {...queryRows(users, users.data)}
        getRowId={(user) => user.id}
        emptyText={t("admin.users.empty")}
        testId="users-table"
      />
      {dialogs.isOpen("create") ? (
        <CreateUserDialog schoolId={school.id} grantable={grantableRoles(actor)} onClose={dialogs.close} />
      ) : null}
      {editing ? (
        <EditUserDialog
          school={school}
          grantable={grantableRoles(actor)}
          organizationWide={coversOrganization(actor)}
          user={editing}
          onClose={dialogs.close}
        />
      ) : null}
      <ConfirmDialog
        {...dialogs.confirmFor("remove", (user) =>
          removeFromSchool.mutate({ usersToRemove: [{ id: user.id }] }, { onSettled: dialogs.close }),
        )}
        title={t("admin.users.removeTitle", { name: removing?.name ?? "" })}
        body={t("admin.users.removeBody")}
        confirmLabel={t("admin.users.removeFromSchool")}
        pending={removeFromSchool.isPending}
      />
      <ConfirmDialog
        {...dialogs.confirmFor("delete", (user) => remove.mutate(user.id, { onSettled: dialogs.close }))}
        title={t("admin.users.deleteTitle", { name: deleting?.name ?? "" })}
        body={t("admin.users.deleteBody")}
        confirmLabel={t("admin.users.delete")}
        pending={remove.isPending}
      />
    </>
  );
}

const BOLD = { fontWeight: "medium" } as const;

export { AdminUsersPage as Component };
