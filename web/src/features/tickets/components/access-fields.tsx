import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Team } from "#shared/teams/team.schema";
import { isTeacher, mayReceiveTickets } from "#shared/tickets/ticket.policy";
import type { TicketAccessLevel } from "#shared/tickets/ticket.constants";
import { EMPTY_ACCESS, levelsFor, missingAccessPart, type AccessValue } from "../access-rules";
import { accessLabel } from "../../../shared/tickets/ticket-labels";
import { SelectField } from "../../../shared/ui/text-field";
import { ACCESS_HELP_KEYS, ACCESS_PEOPLE_KEYS } from "../tickets-keys";

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
  const missing = showErrors ? missingAccessPart(value) : null;
  const staff = school.users.filter((user) => mayReceiveTickets(user.roles));
  const teachers = school.users.filter((user) => isTeacher(user.roles));
  const people = (field: "recipients" | "contactTeachers" | "editors", candidates: typeof staff) => (
    <Fieldset.Root invalid={missing === field}>
      <Fieldset.Legend>{t(ACCESS_PEOPLE_KEYS[field])}</Fieldset.Legend>
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
      <SelectField
        label={t("tickets.fields.access")}
        required
        helperText={t(ACCESS_HELP_KEYS[value.access])}
        options={levelsFor(role).map((level) => ({ value: level, label: accessLabel(level) }))}
        data-testid="ticket-access"
        value={value.access}
        onChange={(event) =>
          onChange({ ...EMPTY_ACCESS, access: event.currentTarget.value as TicketAccessLevel })
        }
      />
      {listField}
      {value.access === "TEAM" ? (
        <SelectField
          label={t("tickets.access.team")}
          required
          placeholder={t("tickets.access.chooseTeam")}
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
          error={missing === "teamId" ? t("tickets.access.chooseTeam") : undefined}
          value={value.teamId}
          onChange={(event) => onChange({ ...value, teamId: event.currentTarget.value })}
        />
      ) : null}
    </>
  );
}
