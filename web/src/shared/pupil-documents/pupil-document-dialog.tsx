import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { FormDialog } from "../ui/form-dialog";
import { PupilCombobox } from "../ui/pupil-combobox";

/** Today in Sweden (not in UTC, still yesterday just after midnight). */
export const today = () => stockholmDateOf(new Date());
/** Whole weeks from today in Sweden: a form's default end or review date. */
export const inWeeks = (weeks: number) => addDaysToDate(today(), weeks * 7);

/**
 * A form's own checks (`errors`: a field's text, undefined while it is fine), shown from the first submit on, not
 * while the user is still filling in. `submit(send)` sends only when every field is fine.
 */
export function useFormCheck<E extends Record<string, string | undefined>>(errors: E) {
  const [submitted, setSubmitted] = useState(false);
  return {
    /** The field's error once the form was submitted. */
    shown: (field: keyof E) => (submitted ? errors[field] : undefined),
    submit: (send: () => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (Object.values(errors).some(Boolean)) return;
      send();
    },
  };
}

/**
 * The form of a new pupil document, or of an edit of one (`editing`): a dialog that starts with the pupil (for a
 * new one only; an edit keeps its pupil), then the document's own fields as `children`.
 */
export function PupilDocumentDialog({
  editing,
  texts,
  school,
  students,
  pupil,
  pending,
  onSubmit,
  onClose,
  testId,
  children,
}: {
  editing: boolean;
  texts: {
    createTitle: string;
    editTitle: string;
    pupil: string;
  };
  school: School;
  students: Student[];
  /** The chosen pupil (new documents), its error once shown, and the combobox's test id. */
  pupil: { value: string; onChange: (studentId: string) => void; error: string | undefined; testId: string };
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      size="lg"
      open
      title={editing ? texts.editTitle : texts.createTitle}
      submitLabel={t(editing ? "common.actions.save" : "common.actions.create")}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
      testId={testId}
    >
      {editing ? null : (
        <PupilCombobox
          label={texts.pupil}
          required
          pupils={students}
          classes={school.classes}
          value={pupil.value}
          onChange={pupil.onChange}
          name="studentId"
          error={pupil.error}
          data-testid={pupil.testId}
        />
      )}
      {children}
    </FormDialog>
  );
}
