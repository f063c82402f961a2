import { Button, Checkbox, CheckboxGroup, Fieldset, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { School } from "#shared/schools/school.schema";
import { CreateTeamInputSchema, type Team } from "#shared/teams/team.schema";
import { useTeams } from "../../../shared/data/teams.api";
import { roleMay } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PageLoading } from "../../../shared/ui/page-loading";
import { TextField } from "../../../shared/ui/text-field";
import { useCreateTeam, useDeleteTeam, useUpdateTeam } from "../admin.api";

type Pending = { kind: "create" } | { kind: "edit"; team: Team } | { kind: "delete"; team: Team };

/** The school's teams (arbetslag), used by the "team" access level: create, change members, delete. */
export function TeamsTab({ school }: { school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const teams = useTeams(school.id);
  const manage = roleMay("team.manage", role);
  const remove = useDeleteTeam();
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const nameOf = (id: string) => school.users.find((user) => user.id === id)?.name ?? id;

  return (
    <Stack gap="4" pt="2">
      {manage ? (
        <Button
          size="sm"
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={() => setPending({ kind: "create" })}
        >
          {t("admin.teams.create")}
        </Button>
      ) : null}
      {teams.isLoading ? <PageLoading /> : null}
      {teams.data && teams.data.length === 0 ? <Text color="fg.muted">{t("admin.teams.empty")}</Text> : null}
      {teams.data && teams.data.length > 0 ? (
        <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
          <Table.Root size="sm" data-testid="teams-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("admin.teams.name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("admin.teams.members")}</Table.ColumnHeader>
                {manage ? <Table.ColumnHeader>{t("admin.actions")}</Table.ColumnHeader> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {teams.data.map((team) => (
                <Table.Row key={team.id}>
                  <Table.Cell fontWeight="medium">{team.name}</Table.Cell>
                  <Table.Cell>{team.members.map(nameOf).join(", ")}</Table.Cell>
                  {manage ? (
                    <Table.Cell>
                      <HStack gap="2">
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => setPending({ kind: "edit", team })}
                        >
                          {t("admin.teams.edit")}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          onClick={() => setPending({ kind: "delete", team })}
                        >
                          {t("admin.teams.delete")}
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
      {pending?.kind === "create" ? <TeamDialog school={school} onClose={close} /> : null}
      {pending?.kind === "edit" ? <TeamDialog school={school} team={pending.team} onClose={close} /> : null}
      <ConfirmDialog
        open={pending?.kind === "delete"}
        title={t("admin.teams.deleteTitle", { name: pending?.kind === "delete" ? pending.team.name : "" })}
        body={t("admin.teams.deleteBody")}
        confirmLabel={t("admin.teams.delete")}
        pending={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (pending?.kind === "delete") remove.mutate(pending.team, { onSettled: close });
        }}
      />
    </Stack>
  );
}

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
    resolver: zodResolver(TeamFormSchema),
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
        error={errors.name ? t("common.form.required") : undefined}
        {...register("name")}
      />
      <Controller
        control={control}
        name="members"
        render={({ field }) => (
          <Fieldset.Root>
            <Fieldset.Legend>{t("admin.teams.members")}</Fieldset.Legend>
            <CheckboxGroup value={field.value} onValueChange={field.onChange} name={field.name}>
              <Stack gap="2" mt="2">
                {school.users.map((user) => (
                  <Checkbox.Root key={user.id} value={user.id} size="sm">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{user.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CheckboxGroup>
          </Fieldset.Root>
        )}
      />
    </FormDialog>
  );
}
