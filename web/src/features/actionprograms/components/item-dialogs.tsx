import { Checkbox } from "../../../shared/ui/chakra-parts/checkbox";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { School } from "#shared/schools/school.schema";
import {
  CreateEvaluationInputSchema,
  CreateFollowUpInputSchema,
  HEAD_DECISIONS,
  type ActionProgram,
  type HeadDecision,
} from "#shared/actionprograms/action-program.schema";
import { stockholmDateOf } from "#shared/dates";
import { isProgramRole } from "#shared/actionprograms/action-program.policy";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { StaffSelect } from "../../../shared/ui/pickers";
import { SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateEvaluation, useCreateFollowUp } from "../action-programs.api";
import { HEAD_DECISION_KEYS } from "../../../shared/actionprograms/action-program-keys";

/** Today in Sweden (not in UTC, which is still yesterday just after midnight). */
const today = () => stockholmDateOf(new Date());

/** The texts' longest lengths, from the shared schemas: the fields count toward them and nothing over is sent. */
const SUMMARY_MAX = maxLengthOf(CreateFollowUpInputSchema.shape.summary);
const EVALUATION_MAX = maxLengthOf(CreateEvaluationInputSchema.shape.successFactors);
const over = (max: number | undefined, ...texts: string[]) =>
  max !== undefined && texts.some((text) => text.trim().length > max);

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
  const [responsibleId, setResponsibleId] = useState(userId);
  const [date, setDate] = useState(today());
  const [summary, setSummary] = useState("");
  const [functionedWell, setFunctionedWell] = useState(false);
  const [link, setLink] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateFollowUp(onClose);
  const staff = school.users.filter((user) => user.roles.some((role) => isProgramRole(role)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!responsibleId || !date || !summary.trim() || over(SUMMARY_MAX, summary)) return;
    create.mutate({
      actionProgramId: program.id,
      responsibleId,
      date,
      summary,
      functionedWell,
      ...(link.trim() ? { link: link.trim() } : {}),
    });
  };
  const required = (missing: boolean) => (submitted && missing ? t("common.form.required") : undefined);
  return (
    <FormDialog
      open
      title={t("actionPrograms.followUps.new")}
      submitLabel={t("actionPrograms.editor.save")}
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="follow-up-dialog"
    >
      <StaffSelect
        label={t("actionPrograms.fields.responsibleStaff")}
        required
        staff={staff}
        value={responsibleId}
        onChange={(event) => setResponsibleId(event.currentTarget.value)}
        error={required(!responsibleId)}
      />
      <TextField
        type="date"
        label={t("actionPrograms.fields.date")}
        required
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
        error={required(!date)}
      />
      <TextareaField
        label={t("actionPrograms.fields.summary")}
        required
        rows={4}
        maxChars={SUMMARY_MAX}
        value={summary}
        onChange={(event) => setSummary(event.currentTarget.value)}
        error={required(!summary.trim())}
        data-testid="follow-up-summary"
      />
      <Checkbox.Root
        checked={functionedWell}
        onCheckedChange={(details) => setFunctionedWell(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("actionPrograms.fields.functionedWell")}</Checkbox.Label>
      </Checkbox.Root>
      <TextField
        type="url"
        label={t("actionPrograms.fields.link")}
        value={link}
        onChange={(event) => setLink(event.currentTarget.value)}
      />
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
  const [responsibleId, setResponsibleId] = useState(userId);
  const [date, setDate] = useState(today());
  const [successFactors, setSuccessFactors] = useState("");
  const [troubles, setTroubles] = useState("");
  const [changes, setChanges] = useState("");
  const [headDecision, setHeadDecision] = useState<HeadDecision | "">("");
  const create = useCreateEvaluation(onClose);
  const staff = school.users.filter((user) => user.roles.some((role) => isProgramRole(role)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!responsibleId || !date || over(EVALUATION_MAX, successFactors, troubles, changes)) return;
    create.mutate({
      actionProgramId: program.id,
      responsibleId,
      date,
      successFactors,
      troubles,
      changes,
      ...(headDecision ? { headDecision } : {}),
    });
  };
  return (
    <FormDialog
      open
      title={t("actionPrograms.evaluations.new")}
      submitLabel={t("actionPrograms.editor.save")}
      pending={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="evaluation-dialog"
    >
      <StaffSelect
        label={t("actionPrograms.fields.responsibleStaff")}
        required
        staff={staff}
        value={responsibleId}
        onChange={(event) => setResponsibleId(event.currentTarget.value)}
      />
      <TextField
        type="date"
        label={t("actionPrograms.fields.date")}
        required
        value={date}
        onChange={(event) => setDate(event.currentTarget.value)}
      />
      <TextareaField
        label={t("actionPrograms.fields.successFactors")}
        rows={3}
        maxChars={EVALUATION_MAX}
        value={successFactors}
        onChange={(event) => setSuccessFactors(event.currentTarget.value)}
      />
      <TextareaField
        label={t("actionPrograms.fields.troubles")}
        rows={3}
        maxChars={EVALUATION_MAX}
        value={troubles}
        onChange={(event) => setTroubles(event.currentTarget.value)}
      />
      <TextareaField
        label={t("actionPrograms.fields.changes")}
        rows={3}
        maxChars={EVALUATION_MAX}
        value={changes}
        onChange={(event) => setChanges(event.currentTarget.value)}
      />
      {program.mayDecide ? (
        <SelectField
          label={t("actionPrograms.fields.headDecision")}
          placeholder={t("actionPrograms.evaluations.noDecisionYet")}
          helperText={t("actionPrograms.evaluations.noNewProgramArchives")}
          options={HEAD_DECISIONS.map((value) => ({ value, label: t(HEAD_DECISION_KEYS[value]) }))}
          value={headDecision}
          onChange={(event) => setHeadDecision(event.currentTarget.value as HeadDecision | "")}
          data-testid="evaluation-head-decision"
        />
      ) : null}
    </FormDialog>
  );
}
