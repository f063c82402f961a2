import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { Role } from "#shared/constants";
import { addDaysToDate, stockholmDateOf } from "#shared/dates";
import { mayBeAsked } from "#shared/mappings/mapping.policy";
import {
  CreateMappingInputSchema,
  MAPPING_RESPONDENTS_MAX,
  type MappingDetail,
} from "#shared/mappings/mapping.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { StaffCheckboxes } from "../../../shared/ui/pickers";
import { PupilCombobox } from "../../../shared/ui/pupil-combobox";
import { DateField } from "../../../shared/ui/text-field";
import { useCreateMapping } from "../mappings.api";

/** Today in Sweden (not in UTC, still yesterday just after midnight). */
const today = () => stockholmDateOf(new Date());

/** The form's fields: the shared input's, with the respondents as the checked ids. */
const CreateMappingFormSchema = z.object({
  studentId: z.string().min(1),
  respondents: z.array(z.string()).min(1).max(MAPPING_RESPONDENTS_MAX),
  deadline: CreateMappingInputSchema.shape.deadline,
});

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
  const staff = school.users.filter((user) => mayBeAsked(user.roles as Role[]));
  const { form, dateField, errorOf, dialog } = useSchemaForm(CreateMappingFormSchema, {
    // The deadline's first suggestion: two weeks from today in Sweden.
    defaultValues: { studentId: studentId ?? "", respondents: [], deadline: addDaysToDate(today(), 14) },
    toBody: (values) => ({ ...values, respondents: values.respondents.map((id) => ({ id })) }),
    mutation: create,
  });
  return (
    <FormDialog
      open
      title={t("mappings.create.title")}
      submitLabel={t("mappings.create.submit")}
      form={dialog}
      onClose={onClose}
      testId="create-mapping"
    >
      <Controller
        control={form.control}
        name="studentId"
        render={({ field }) => (
          <PupilCombobox
            label={t("mappings.fields.student")}
            pupils={students}
            classes={school.classes}
            required
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={errorOf("studentId")}
            data-testid="mapping-student"
          />
        )}
      />
      <Controller
        control={form.control}
        name="respondents"
        render={({ field }) => (
          <StaffCheckboxes
            legend={t("mappings.fields.respondents")}
            staff={staff}
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            required
            emptyText={t("mappings.create.noStaff")}
            maxHeight="14rem"
            error={errorOf("respondents")}
          />
        )}
      />
      <DateField
        label={t("mappings.fields.deadline")}
        {...dateField("deadline", { min: today() })}
        data-testid="mapping-deadline"
      />
    </FormDialog>
  );
}
