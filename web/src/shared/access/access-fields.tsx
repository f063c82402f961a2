import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Team } from "#shared/teams/team.schema";
import { isTeacher, mayReceiveTickets } from "#shared/tickets/ticket.policy";
import type { TicketAccessLevel } from "#shared/tickets/ticket.constants";
import { accessLabel } from "../tickets/ticket-labels";
import { StaffCheckboxes, TeamSelect } from "../ui/pickers";
import { SelectField } from "../ui/text-field";
import { ACCESS_HELP_KEYS, ACCESS_PEOPLE_KEYS, type AccessDocument } from "./access-keys";
import {
  EMPTY_ACCESS,
  levelsFor,
  missingAccessPart,
  type AccessPeopleField,
  type AccessValue,
} from "./access-rules";

/**
 * Who may see a document: the access level (with what it means for this kind of document) and, for the levels that need them, the people or
 * the team, chosen among the school's staff who may be named there. One component wherever access is chosen.
 */
export function AccessFields({
  document,
  value,
  onChange,
  role,
  school,
  teams,
  showErrors,
}: {
  /** The kind of document: the help under the choice names it ("ärendet", "åtgärdsprogrammet"). */
  document: AccessDocument;
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
  const people = (field: AccessPeopleField, candidates: typeof staff) => (
    <StaffCheckboxes
      legend={t(ACCESS_PEOPLE_KEYS[field])}
      staff={candidates}
      value={value[field]}
      onChange={(chosen) => onChange({ ...value, [field]: chosen })}
      name={field}
      emptyText={t("access.nobody")}
      maxHeight="14rem"
      error={missing === field ? t("access.choosePeople") : undefined}
    />
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
        label={t("access.field")}
        required
        helperText={t(ACCESS_HELP_KEYS[document][value.access])}
        options={levelsFor(role).map((level) => ({ value: level, label: accessLabel(level) }))}
        data-testid="ticket-access"
        value={value.access}
        onChange={(event) =>
          onChange({ ...EMPTY_ACCESS, access: event.currentTarget.value as TicketAccessLevel })
        }
      />
      {listField}
      {value.access === "TEAM" ? (
        <TeamSelect
          label={t("access.team")}
          required
          placeholder={t("access.chooseTeam")}
          teams={teams}
          error={missing === "teamId" ? t("access.chooseTeam") : undefined}
          value={value.teamId}
          onChange={(event) => onChange({ ...value, teamId: event.currentTarget.value })}
        />
      ) : null}
    </>
  );
}
