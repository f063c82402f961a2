import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FWARNING_COURSE_MAX, FWARNING_TEXT_MAX, type FWarning } from "#shared/fwarnings/fwarning.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import {
  inWeeks,
  PupilDocumentDialog,
  today,
  useFormCheck,
} from "../../../shared/pupil-documents/pupil-document-dialog";
import { SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateFWarning, useUpdateFWarning } from "../adaptations.api";

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
  const form = useFormCheck({
    student: studentId === "" ? t("common.form.required") : undefined,
    course: course.trim() === "" ? t("common.form.required") : undefined,
    reason: reason.trim() === "" ? t("common.form.required") : undefined,
    startDate: startDate === "" ? t("common.form.required") : undefined,
    plannedEndDate:
      plannedEndDate === ""
        ? t("common.form.required")
        : plannedEndDate < startDate
          ? t("adaptations.fWarning.errors.endBeforeStart")
          : undefined,
  });
  const fields = {
    isWarning,
    course: course.trim(),
    reason: reason.trim(),
    feedback: feedback.trim(),
    startDate,
    plannedEndDate,
  };
  return (
    <PupilDocumentDialog
      editing={warning !== undefined}
      texts={{
        createTitle: t("adaptations.fWarning.new"),
        editTitle: t("adaptations.fWarning.editTitle"),
        pupil: t("adaptations.fWarning.fields.student"),
      }}
      school={school}
      students={students}
      pupil={{
        value: studentId,
        onChange: setStudentId,
        error: form.shown("student"),
        testId: "fwarning-student",
      }}
      pending={create.isPending || update.isPending}
      onSubmit={form.submit(() => {
        if (warning) update.mutate({ version: warning.version, ...fields });
        else create.mutate({ studentId, ...fields });
      })}
      onClose={onClose}
      testId="fwarning-dialog"
    >
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
        error={form.shown("course")}
        data-testid="fwarning-course"
      />
      <TextareaField
        label={t("adaptations.fWarning.fields.reason")}
        required
        rows={3}
        maxChars={FWARNING_TEXT_MAX}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={form.shown("reason")}
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
        error={form.shown("startDate")}
        data-testid="fwarning-start"
      />
      <TextField
        type="date"
        label={t("adaptations.fWarning.fields.plannedEndDate")}
        required
        value={plannedEndDate}
        onChange={(event) => setPlannedEndDate(event.currentTarget.value)}
        error={form.shown("plannedEndDate")}
        data-testid="fwarning-end"
      />
    </PupilDocumentDialog>
  );
}
