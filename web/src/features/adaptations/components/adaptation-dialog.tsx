import { useState } from "react";
import { useTranslation } from "react-i18next";
import { mayCarryOutAdaptations } from "#shared/adaptations/adaptation.policy";
import {
  ADAPTATION_CATEGORIES,
  ADAPTATION_TEXT_MAX,
  type Adaptation,
  type AdaptationCategory,
} from "#shared/adaptations/adaptation.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import {
  inWeeks,
  PupilDocumentDialog,
  today,
  useFormCheck,
} from "../../../shared/pupil-documents/pupil-document-dialog";
import { StaffCheckboxes } from "../../../shared/ui/pickers";
import { ChoiceCheckboxes } from "../../../shared/ui/choice-checkboxes";
import { TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateAdaptation, useUpdateAdaptation } from "../adaptations.api";
import { CATEGORY_KEYS } from "../../../shared/pupil-actions/pupil-action-keys";

/** What the form may start from: an F-warning's pupil and course (the "make an adaptation" button). */
export interface AdaptationPrefill {
  studentId?: string | undefined;
  subject?: string | undefined;
  fWarningId?: string | undefined;
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/**
 * A new extra adaptation, or an edit of one (`adaptation`): the pupil, the subjects or courses, what is adapted
 * (categories and free text), who carries it out, the start and review dates.
 */
export function AdaptationDialog({
  school,
  students,
  adaptation,
  prefill,
  onClose,
}: {
  school: School;
  students: Student[];
  adaptation?: Adaptation;
  prefill?: AdaptationPrefill;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAdaptation(onClose);
  const update = useUpdateAdaptation(adaptation?.id ?? "", onClose);
  const [studentId, setStudentId] = useState(adaptation?.studentId ?? prefill?.studentId ?? "");
  const [subjects, setSubjects] = useState(
    (adaptation?.subjects ?? (prefill?.subject ? [prefill.subject] : [])).join("\n"),
  );
  const [categories, setCategories] = useState<string[]>(adaptation?.categories ?? []);
  const [description, setDescription] = useState(adaptation?.description ?? "");
  const [responsible, setResponsible] = useState<string[]>(adaptation?.responsible ?? []);
  const [startDate, setStartDate] = useState(adaptation?.startDate ?? today());
  const [reviewDate, setReviewDate] = useState(adaptation?.reviewDate ?? inWeeks(4));

  const form = useFormCheck({
    student: studentId === "" ? t("common.form.required") : undefined,
    subjects: linesOf(subjects).length === 0 ? t("adaptations.adaptation.errors.subjects") : undefined,
    what:
      categories.length === 0 && description.trim() === ""
        ? t("adaptations.adaptation.errors.what")
        : undefined,
    startDate: startDate === "" ? t("common.form.required") : undefined,
    reviewDate:
      reviewDate === ""
        ? t("common.form.required")
        : reviewDate < startDate
          ? t("adaptations.adaptation.errors.reviewBeforeStart")
          : undefined,
  });
  const staff = school.users.filter((user) => mayCarryOutAdaptations(user.roles));
  const fields = {
    subjects: linesOf(subjects),
    categories: categories as AdaptationCategory[],
    description: description.trim(),
    responsible,
    startDate,
    reviewDate,
  };

  return (
    <PupilDocumentDialog
      editing={adaptation !== undefined}
      texts={{
        createTitle: t("adaptations.adaptation.new"),
        editTitle: t("adaptations.adaptation.editTitle"),
        pupil: t("adaptations.adaptation.fields.student"),
      }}
      school={school}
      students={students}
      pupil={{
        value: studentId,
        onChange: setStudentId,
        error: form.shown("student"),
        testId: "adaptation-student",
      }}
      pending={create.isPending || update.isPending}
      onSubmit={form.submit(() => {
        if (adaptation) update.mutate({ version: adaptation.version, ...fields });
        else
          create.mutate({
            studentId,
            ...fields,
            ...(prefill?.fWarningId ? { fWarningId: prefill.fWarningId } : {}),
          });
      })}
      onClose={onClose}
      testId="adaptation-dialog"
    >
      <TextareaField
        label={t("adaptations.adaptation.fields.subjects")}
        helperText={t("adaptations.adaptation.fields.subjectsHelp")}
        required
        rows={2}
        value={subjects}
        onChange={(event) => setSubjects(event.currentTarget.value)}
        error={form.shown("subjects")}
        data-testid="adaptation-subjects"
      />
      <ChoiceCheckboxes
        legend={t("adaptations.adaptation.fields.categories")}
        choices={ADAPTATION_CATEGORIES.map((category) => ({
          value: category,
          label: t(CATEGORY_KEYS[category]),
        }))}
        value={categories}
        onChange={setCategories}
        name="categories"
        error={form.shown("what")}
      />
      <TextareaField
        label={t("adaptations.adaptation.fields.description")}
        helperText={t("adaptations.adaptation.fields.descriptionHelp")}
        rows={3}
        maxChars={ADAPTATION_TEXT_MAX}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        data-testid="adaptation-description"
      />
      <StaffCheckboxes
        legend={t("adaptations.adaptation.fields.responsible")}
        staff={staff}
        value={responsible}
        onChange={setResponsible}
        name="responsible"
        maxHeight="12rem"
      />
      <TextField
        type="date"
        label={t("adaptations.adaptation.fields.startDate")}
        required
        value={startDate}
        onChange={(event) => setStartDate(event.currentTarget.value)}
        error={form.shown("startDate")}
        data-testid="adaptation-start"
      />
      <TextField
        type="date"
        label={t("adaptations.adaptation.fields.reviewDate")}
        required
        value={reviewDate}
        onChange={(event) => setReviewDate(event.currentTarget.value)}
        error={form.shown("reviewDate")}
        data-testid="adaptation-review"
      />
    </PupilDocumentDialog>
  );
}
