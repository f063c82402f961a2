import { Button, Stack } from "@chakra-ui/react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { fieldErrorText } from "../../../shared/forms/field-error";
import { formResolver } from "../../../shared/forms/zod-resolver";
import * as z from "zod";
import type { School } from "#shared/schools/school.schema";
import { CreateTeamInputSchema, type Team } from "#shared/teams/team.schema";
import { useTeams } from "../../../shared/data/teams.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { useDialogs } from "../../../shared/hooks/use-dialogs";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { actionsColumn } from "../../../shared/ui/data-table/columns";
import { DataTable, type DataColumn, queryRows } from "../../../shared/ui/data-table/data-table";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { StaffCheckboxes } from "../../../shared/ui/pickers";
import { TextField } from "../../../shared/ui/text-field";
import { useCreateTeam, useDeleteTeam, useUpdateTeam } from "../admin.api";

/** The tab's dialogs and what each works on. */
type TeamDialogs = { create: true; edit: Team; delete: Team };

/** The school's teams (arbetslag), used by the "team" access level: create, change members, delete. */
export function TeamsTab({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const teams = useTeams(school.id);
  const manage = roleMay("team.manage", role);
  const remove = useDeleteTeam();
  const dialogs = useDialogs<TeamDialogs>();
  const editing = dialogs.item("edit");
  const deleting = dialogs.item("delete");
  const nameOf = (id: string) => school.users.find((user) => user.id === id)?.name ?? id;
  const columns: DataColumn<Team>[] = [
    { id: "name", header: t("admin.teams.name"), cell: (team) => team.name, cellProps: BOLD },
    { id: "members", header: t("admin.teams.members"), cell: (team) => team.members.map(nameOf).join(", ") },
  ];
  if (manage)
    columns.push(
      actionsColumn(t("admin.actions"), (team) => [
        { label: t("admin.teams.edit"), onClick: () => dialogs.open("edit", team) },
        { label: t("admin.teams.delete"), colorPalette: "red", onClick: () => dialogs.open("delete", team) },
      ]),
    );

  return (
    <Stack gap="4" pt="2">
      {manage ? (
        <Button size="sm" colorPalette="brand" alignSelf="flex-start" onClick={() => dialogs.open("create")}>
          {t("admin.teams.create")}
        </Button>
      ) : null}
      <DataTable
        caption={t("admin.school.tabs.teams")}
        columns={columns}
        {...queryRows(teams, teams.data)}
        getRowId={(team) => team.id}
        emptyText={t("admin.teams.empty")}
        testId="teams-table"
      />
      {dialogs.isOpen("create") ? <TeamDialog school={school} onClose={dialogs.close} /> : null}
      {editing ? <TeamDialog school={school} team={editing} onClose={dialogs.close} /> : null}
      <ConfirmDialog
        {...dialogs.confirmFor("delete", (team) => remove.mutate(team, { onSettled: dialogs.close }))}
        title={t("admin.teams.deleteTitle", { name: deleting?.name ?? "" })}
        body={t("admin.teams.deleteBody")}
        confirmLabel={t("admin.teams.delete")}
        pending={remove.isPending}
      />
    </Stack>
  );
}

const BOLD = { fontWeight: "medium" } as const;

/** Members are the checked ids; the request sends them as references. */
const TeamFormSchema = CreateTeamInputSchema.pick({ name: true }).extend({ members: z.array(z.string()) });
type TeamForm = z.infer<typeof TeamFormSchema>;

function TeamDialog({ school, team, onClose }: { school: School; team?: Team; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TeamForm>({
    resolver: formResolver(TeamFormSchema),
    defaultValues: { name: team?.name ?? "", members: team?.members ?? [] },
  });
  const onSubmit = handleSubmit(({ name, members }) => {
    const refs = members.map((id) => ({ id }));
    if (team) update.mutate({ team, body: { name, members: refs } }, { onSuccess: onClose });
    else create.mutate({ name, schoolId: school.id, members: refs }, { onSuccess: onClose });
  });
  return (
    <FormDialog
      open
      title={team ? t("admin.teams.editTitle", { name: team.name }) : t("admin.teams.create")}
      submitLabel={team ? t("common.actions.save") : t("common.actions.create")}
      pending={create.isPending || update.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
      testId="team-dialog"
    >
      <TextField
        label={t("admin.teams.name")}
        required
        maxChars={maxLengthOf(TeamFormSchema.shape.name)}
        error={fieldErrorText(errors.name, t)}
        {...register("name")}
      />
      <Controller
        control={control}
        name="members"
        render={({ field }) => (
          <StaffCheckboxes
            legend={t("admin.teams.members")}
            staff={school.users}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
          />
        )}
      />
    </FormDialog>
  );
}
