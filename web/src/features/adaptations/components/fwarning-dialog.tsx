import { useState } from "react";
import { useTranslation } from "react-i18next";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { FWARNING_COURSE_MAX, FWARNING_TEXT_MAX, type FWarning } from "#shared/fwarnings/fwarning.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { PupilCombobox } from "../../../shared/ui/pupil-combobox";
import { SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateFWarning, useUpdateFWarning } from "../adaptations.api";

/** Today in Sweden (not in UTC, still yesterday just after midnight), and whole weeks from it. */
const today = () => stockholmDateOf(new Date());
const inWeeks = (weeks: number) => addDaysToDate(today(), weeks * 7);

/** A new F or F-warning, or an edit of one: the pupil, the kind, the course, reason, feedback and dates. */
export function FWarningDialog({
  school,
  students,
  warning,
  studentId: initialStudent,
  onClose,
}: {
  school: School;
  students: Student[];
  warning?: FWarning;
  studentId?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateFWarning(() => onClose());
  const update = useUpdateFWarning(warning?.id ?? "", onClose);
  const [studentId, setStudentId] = useState(warning?.studentId ?? initialStudent ?? "");
  const [isWarning, setIsWarning] = useState(warning?.isWarning ?? true);
  const [course, setCourse] = useState(warning?.course ?? "");
  const [reason, setReason] = useState(warning?.reason ?? "");
  const [feedback, setFeedback] = useState(warning?.feedback ?? "");
  const [startDate, setStartDate] = useState(warning?.startDate ?? today());
  const [plannedEndDate, setPlannedEndDate] = useState(warning?.plannedEndDate ?? inWeeks(8));
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    student: studentId === "" ? t("adaptations.adaptation.errors.student") : undefined,
    course: course.trim() === "" ? t("adaptations.fWarning.errors.course") : undefined,
    reason: reason.trim() === "" ? t("adaptations.fWarning.errors.reason") : undefined,
    startDate: startDate === "" ? t("adaptations.adaptation.errors.date") : undefined,
    plannedEndDate:
      plannedEndDate === ""
        ? t("adaptations.adaptation.errors.date")
        : plannedEndDate < startDate
          ? t("adaptations.fWarning.errors.endBeforeStart")
          : undefined,
  };
  const shown = (error: string | undefined) => (submitted ? error : undefined);
  const fields = {
    isWarning,
    course: course.trim(),
    reason: reason.trim(),
    feedback: feedback.trim(),
    startDate,
    plannedEndDate,
  };
  return (
    <FormDialog
      size="lg"
      open
      title={t(warning ? "adaptations.fWarning.editTitle" : "adaptations.fWarning.new")}
      submitLabel={t(warning ? "common.actions.save" : "common.actions.create")}
      pending={create.isPending || update.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.values(errors).some(Boolean)) return;
        if (warning) update.mutate({ version: warning.version, ...fields });
        else create.mutate({ studentId, ...fields });
      }}
      onClose={onClose}
      testId="fwarning-dialog"
    >
      {warning ? null : (
        <PupilCombobox
          label={t("adaptations.fWarning.fields.student")}
          required
          placeholder={t("adaptations.adaptation.searchStudent")}
          emptyText={t("adaptations.adaptation.noStudentMatches")}
          pupils={students}
          classes={school.classes}
          value={studentId}
          onChange={setStudentId}
          name="studentId"
          error={shown(errors.student)}
          data-testid="fwarning-student"
        />
      )}
      <SelectField
        label={t("adaptations.fWarning.fields.kind")}
        options={[
          { value: "warning", label: t("adaptations.fWarning.kind.warning") },
          { value: "f", label: t("adaptations.fWarning.kind.f") },
        ]}
        value={isWarning ? "warning" : "f"}
        onChange={(event) => setIsWarning(event.currentTarget.value === "warning")}
        data-testid="fwarning-kind"
      />
      <TextField
        label={t("adaptations.fWarning.fields.course")}
        required
        maxChars={FWARNING_COURSE_MAX}
        value={course}
        onChange={(event) => setCourse(event.currentTarget.value)}
        error={shown(errors.course)}
        data-testid="fwarning-course"
      />
      <TextareaField
        label={t("adaptations.fWarning.fields.reason")}
        required
        rows={3}
        maxChars={FWARNING_TEXT_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={shown(errors.reason)}
        data-testid="fwarning-reason"
      />
      <TextareaField
        label={t("adaptations.fWarning.fields.feedback")}
        rows={3}
        maxChars={FWARNING_TEXT_MAX}
        value={feedback}
        onChange={(event) => setFeedback(event.currentTarget.value)}
        data-testid="fwarning-feedback"
      />
      <TextField
        type="date"
        label={t("adaptations.fWarning.fields.startDate")}
        required
        value={startDate}
        onChange={(event) => setStartDate(event.currentTarget.value)}
        error={shown(errors.startDate)}
        data-testid="fwarning-start"
      />
      <TextField
        type="date"
        label={t("adaptations.fWarning.fields.plannedEndDate")}
        required
        value={plannedEndDate}
        onChange={(event) => setPlannedEndDate(event.currentTarget.value)}
        error={shown(errors.plannedEndDate)}
        data-testid="fwarning-end"
      />
    </FormDialog>
  );
}
