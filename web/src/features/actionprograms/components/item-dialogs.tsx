import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { School } from "#shared/schools/school.schema";
import {
  CreateEvaluationInputSchema,
  CreateFollowUpInputSchema,
  HEAD_DECISIONS,
  type ActionProgram,
} from "#shared/actionprograms/action-program.schema";
import { stockholmDateOf } from "#shared/dates";
import { isProgramRole } from "#shared/actionprograms/action-program.policy";
import { CheckboxField } from "../../../shared/ui/checkbox-field";
import { blankOr, noneOr } from "../../../shared/forms/form-fields";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { StaffSelect } from "../../../shared/ui/pickers";
import { DateField, SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateEvaluation, useCreateFollowUp } from "../action-programs.api";
import { HEAD_DECISION_KEYS } from "../../../shared/actionprograms/action-program-keys";

/** Today in Sweden (not in UTC, which is still yesterday just after midnight). */
const today = () => stockholmDateOf(new Date());

const followUp = CreateFollowUpInputSchema.shape;
/** A follow-up's fields, on the shared input's: its summary is required, its link may stay blank. */
const FollowUpFormSchema = z.object({
  responsibleId: z.string().min(1),
  date: followUp.date,
  summary: followUp.summary.min(1),
  functionedWell: followUp.functionedWell,
  link: blankOr(followUp.link.unwrap().unwrap()),
});

const evaluation = CreateEvaluationInputSchema.shape;
/** An evaluation's fields, on the shared input's: the head's decision may stay unmade. */
const EvaluationFormSchema = z.object({
  responsibleId: z.string().min(1),
  date: evaluation.date,
  successFactors: evaluation.successFactors,
  troubles: evaluation.troubles,
  changes: evaluation.changes,
  headDecision: noneOr(z.enum(HEAD_DECISIONS)),
});

/** A follow-up of a published program: responsible staff, date, summary, functioned well, link. */
export function FollowUpDialog({
  program,
  school,
  userId,
  onClose,
}: {
  program: ActionProgram;
  school: School;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateFollowUp(onClose);
  const staff = school.users.filter((user) => user.roles.some((role) => isProgramRole(role)));
  const { form, field, dateField, dialog } = useSchemaForm(FollowUpFormSchema, {
    defaultValues: { responsibleId: userId, date: today(), summary: "", functionedWell: false, link: "" },
    toBody: ({ link, ...values }) => ({ actionProgramId: program.id, ...values, ...(link ? { link } : {}) }),
    mutation: create,
  });
  return (
    <FormDialog
      open
      title={t("actionPrograms.followUps.new")}
      submitLabel={t("actionPrograms.editor.save")}
      form={dialog}
      onClose={onClose}
      testId="follow-up-dialog"
    >
      <StaffSelect
        label={t("actionPrograms.fields.responsibleStaff")}
        staff={staff}
        {...field("responsibleId")}
      />
      <DateField label={t("actionPrograms.fields.date")} {...dateField("date")} />
      <TextareaField
        label={t("actionPrograms.fields.summary")}
        rows={4}
        {...field("summary")}
        data-testid="follow-up-summary"
      />
      <CheckboxField
        control={form.control}
        name="functionedWell"
        label={t("actionPrograms.fields.functionedWell")}
      />
      <TextField type="url" label={t("actionPrograms.fields.link")} {...field("link")} />
    </FormDialog>
  );
}

/** An evaluation: success factors, troubles, changes, responsible, and the head's decision for those who decide. */
export function EvaluationDialog({
  program,
  school,
  userId,
  onClose,
}: {
  program: ActionProgram;
  school: School;
  userId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateEvaluation(onClose);
  const staff = school.users.filter((user) => user.roles.some((role) => isProgramRole(role)));
  const { field, dateField, dialog } = useSchemaForm(EvaluationFormSchema, {
    defaultValues: {
      responsibleId: userId,
      date: today(),
      successFactors: "",
      troubles: "",
      changes: "",
      headDecision: "",
    },
    toBody: ({ headDecision, ...values }) => ({
      actionProgramId: program.id,
      ...values,
      ...(headDecision ? { headDecision } : {}),
    }),
    mutation: create,
  });
  return (
    <FormDialog
      open
      title={t("actionPrograms.evaluations.new")}
      submitLabel={t("actionPrograms.editor.save")}
      form={dialog}
      onClose={onClose}
      testId="evaluation-dialog"
    >
      <StaffSelect
        label={t("actionPrograms.fields.responsibleStaff")}
        staff={staff}
        {...field("responsibleId")}
      />
      <DateField label={t("actionPrograms.fields.date")} {...dateField("date")} />
      <TextareaField
        label={t("actionPrograms.fields.successFactors")}
        rows={3}
        {...field("successFactors")}
      />
      <TextareaField label={t("actionPrograms.fields.troubles")} rows={3} {...field("troubles")} />
      <TextareaField label={t("actionPrograms.fields.changes")} rows={3} {...field("changes")} />
      {program.mayDecide ? (
        <SelectField
          label={t("actionPrograms.fields.headDecision")}
          placeholder={t("actionPrograms.evaluations.noDecisionYet")}
          helperText={t("actionPrograms.evaluations.noNewProgramArchives")}
          options={HEAD_DECISIONS.map((value) => ({ value, label: t(HEAD_DECISION_KEYS[value]) }))}
          {...field("headDecision")}
          data-testid="evaluation-head-decision"
        />
      ) : null}
    </FormDialog>
  );
}
