import { Checkbox, CheckboxGroup, Field, Fieldset, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Team } from "#shared/teams/team.schema";
import { isTeacher, mayReceiveTickets } from "#shared/tickets/ticket.policy";
import { TICKET_ACCESS_LEVELS, type TicketAccessLevel } from "#shared/tickets/ticket.constants";
import { accessLabel } from "../ticket-labels";

/** The access settings a form edits: the level and the people or team it names (spec section 6). */
export interface AccessValue {
  access: TicketAccessLevel;
  recipients: string[];
  teamId: string;
  contactTeachers: string[];
  editors: string[];
}

export const EMPTY_ACCESS: AccessValue = {
  access: "STANDARD",
  recipients: [],
  teamId: "",
  contactTeachers: [],
  editors: [],
};

/** The levels a role may choose: a teacher cannot make a ticket only they see (the policy refuses it). */
export function levelsFor(role: Role): TicketAccessLevel[] {
  return TICKET_ACCESS_LEVELS.filter((level) => role !== "TEACHER" || level !== "SELF");
}

/** The request fields of a level: only the list it uses, so changing the level never keeps a stale list. */
export function accessBody(value: AccessValue) {
  const refs = (ids: string[]) => ids.map((id) => ({ id }));
  return {
    access: value.access,
    ...(value.access === "SELECTED" ? { recipients: refs(value.recipients) } : {}),
    ...(value.access === "TEAM" ? { teamId: value.teamId || null } : {}),
    ...(value.access === "CONTACTTEACHERS" ? { contactTeachers: refs(value.contactTeachers) } : {}),
    ...(value.access === "EDITORS" ? { editors: refs(value.editors) } : {}),
  };
}

/** Which part of the value is missing for its level (the form shows the error beside that field). */
export function missingAccessPart(
  value: AccessValue,
): "recipients" | "teamId" | "contactTeachers" | "editors" | null {
  if (value.access === "SELECTED" && value.recipients.length === 0) return "recipients";
  if (value.access === "TEAM" && !value.teamId) return "teamId";
  if (value.access === "CONTACTTEACHERS" && value.contactTeachers.length === 0) return "contactTeachers";
  if (value.access === "EDITORS" && value.editors.length === 0) return "editors";
  return null;
}

/** The access choice and, for the levels that need them, the people or the team. */
export function AccessFields({
  value,
  onChange,
  role,
  school,
  teams,
  showErrors,
}: {
  value: AccessValue;
  onChange: (value: AccessValue) => void;
  role: Role;
  school: School;
  teams: Team[];
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const teamId = useId();
  const missing = showErrors ? missingAccessPart(value) : null;
  const staff = school.users.filter((user) => mayReceiveTickets(user.roles));
  const teachers = school.users.filter((user) => isTeacher(user.roles));
  const people = (field: "recipients" | "contactTeachers" | "editors", candidates: typeof staff) => (
    <Fieldset.Root invalid={missing === field}>
      <Fieldset.Legend>{t(`tickets.access.${field}`)}</Fieldset.Legend>
      {candidates.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t("tickets.access.nobody")}
        </Text>
      ) : (
        <CheckboxGroup
          value={value[field]}
          onValueChange={(chosen) => onChange({ ...value, [field]: chosen })}
          name={field}
        >
          <Stack gap="2" mt="2" maxHeight="14rem" overflowY="auto">
            {candidates.map((user) => (
              <Checkbox.Root key={user.id} value={user.id} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{user.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
      )}
      {missing === field ? <Fieldset.ErrorText>{t("tickets.access.choosePeople")}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
  const listField =
    value.access === "SELECTED"
      ? people("recipients", staff)
      : value.access === "CONTACTTEACHERS"
        ? people("contactTeachers", teachers)
        : value.access === "EDITORS"
          ? people("editors", teachers)
          : null;
  return (
    <>
      <Field.Root required>
        <Field.Label htmlFor={selectId}>
          {t("tickets.fields.access")}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id={selectId}
            data-testid="ticket-access"
            value={value.access}
            onChange={(event) =>
              onChange({ ...EMPTY_ACCESS, access: event.currentTarget.value as TicketAccessLevel })
            }
          >
            {levelsFor(role).map((level) => (
              <option key={level} value={level}>
                {accessLabel(level)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t(`tickets.access.help.${value.access}`)}</Field.HelperText>
      </Field.Root>
      {listField}
      {value.access === "TEAM" ? (
        <Field.Root required invalid={missing === "teamId"}>
          <Field.Label htmlFor={teamId}>
            {t("tickets.access.team")}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id={teamId}
              value={value.teamId}
              onChange={(event) => onChange({ ...value, teamId: event.currentTarget.value })}
            >
              <option value="">{t("tickets.access.chooseTeam")}</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {missing === "teamId" ? <Field.ErrorText>{t("tickets.access.chooseTeam")}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
    </>
  );
}
