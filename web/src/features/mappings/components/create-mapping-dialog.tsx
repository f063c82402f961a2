import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { mayBeAsked } from "#shared/mappings/mapping.policy";
import type { MappingDetail } from "#shared/mappings/mapping.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PupilSelect, StaffCheckboxes } from "../../../shared/ui/pickers";
import { TextField } from "../../../shared/ui/text-field";
import { useCreateMapping } from "../mappings.api";

/** Two weeks from today in Sweden (not in UTC, still yesterday just after midnight), the deadline's first suggestion. */
const inTwoWeeks = () => addDaysToDate(stockholmDateOf(new Date()), 14);

/** A new mapping: the pupil, the staff asked to answer (staff of the school who work with pupils), a deadline. */
export function CreateMappingDialog({
  school,
  students,
  studentId,
  onClose,
  onCreated,
}: {
  school: School;
  students: Student[];
  studentId?: string | undefined;
  onClose: () => void;
  onCreated: (mapping: MappingDetail) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateMapping(onCreated);
  const [pupil, setPupil] = useState(studentId ?? "");
  const [respondents, setRespondents] = useState<string[]>([]);
  const [deadline, setDeadline] = useState(inTwoWeeks());
  const [submitted, setSubmitted] = useState(false);
  const staff = school.users.filter((user) => mayBeAsked(user.roles as Role[]));
  const required = t("mappings.create.required");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!pupil || respondents.length === 0 || !deadline) return;
    create.mutate({ studentId: pupil, respondents: respondents.map((id) => ({ id })), deadline });
  };
  return (
    <FormDialog
      open
      title={t("mappings.create.title")}
      submitLabel={t("mappings.create.submit")}
      pending={create.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="create-mapping"
    >
      <PupilSelect
        label={t("mappings.fields.student")}
        placeholder={t("mappings.create.chooseStudent")}
        pupils={students}
        classes={school.classes}
        required
        value={pupil}
        onChange={(event) => setPupil(event.currentTarget.value)}
        error={submitted && !pupil ? required : undefined}
        data-testid="mapping-student"
      />
      <StaffCheckboxes
        legend={t("mappings.fields.respondents")}
        required
        staff={staff}
        value={respondents}
        onChange={setRespondents}
        name="respondents"
        emptyText={t("mappings.create.noStaff")}
        maxHeight="14rem"
        error={submitted && respondents.length === 0 ? required : undefined}
      />
      <TextField
        label={t("mappings.fields.deadline")}
        type="date"
        required
        value={deadline}
        onChange={(event) => setDeadline(event.currentTarget.value)}
        error={submitted && !deadline ? required : undefined}
        data-testid="mapping-deadline"
      />
    </FormDialog>
  );
}
