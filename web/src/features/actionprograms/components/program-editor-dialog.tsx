import { Button, Fieldset, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { Checkbox } from "../../../shared/ui/chakra-parts/checkbox";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import type { Team } from "#shared/teams/team.schema";
import {
  ProgramActionSchema,
  UpdateActionProgramInputSchema,
  type ActionProgram,
  type ProgramAction,
} from "#shared/actionprograms/action-program.schema";
import { mayBeDecisionMaker } from "#shared/actionprograms/action-program.policy";
import { AccessFields } from "../../../shared/access/access-fields";
import {
  accessBody,
  EMPTY_ACCESS,
  missingAccessPart,
  type AccessValue,
} from "../../../shared/access/access-rules";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { serverFieldErrors } from "../../../shared/forms/server-issues";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { CloseIcon } from "../../../shared/ui/icons";
import { StaffSelect } from "../../../shared/ui/pickers";
import { PupilCombobox } from "../../../shared/ui/pupil-combobox";
import { TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateActionProgram, useUpdateActionProgram } from "../action-programs.api";

const EMPTY_ACTION: ProgramAction = { action: "", timespan: "", followUp: "", responsible: "" };

/** The texts' longest lengths, from the shared schema: the fields count toward them and the form sends none over. */
const LIMITS = {
  specialNeeds: maxLengthOf(UpdateActionProgramInputSchema.shape.specialNeeds.unwrap()),
  place: maxLengthOf(UpdateActionProgramInputSchema.shape.place.unwrap()),
  action: maxLengthOf(ProgramActionSchema.shape.action),
  timespan: maxLengthOf(ProgramActionSchema.shape.timespan),
  followUp: maxLengthOf(ProgramActionSchema.shape.followUp),
  responsible: maxLengthOf(ProgramActionSchema.shape.responsible),
};
const ACTION_TEXTS = ["action", "timespan", "followUp", "responsible"] as const;
const overLimit = (value: string, max: number | undefined) => max !== undefined && value.trim().length > max;
const anyOverLimit = (draft: { specialNeeds: string; place: string; actions: ProgramAction[] }) =>
  overLimit(draft.specialNeeds, LIMITS.specialNeeds) ||
  overLimit(draft.place, LIMITS.place) ||
  draft.actions.some((row) => ACTION_TEXTS.some((key) => overLimit(row[key], LIMITS[key])));

interface Draft {
  specialNeeds: string;
  actions: ProgramAction[];
  followUpDate: string;
  evaluationDate: string;
  studentInformedOn: string;
  guardiansInformedOn: string;
  place: string;
  attendees: string;
  studentInvolved: boolean;
  guardianInvolved: boolean;
  decisionMakerId: string;
}

const draftOf = (program: ActionProgram | null): Draft => ({
  specialNeeds: program?.specialNeeds ?? "",
  actions: program?.actions.length ? program.actions : [EMPTY_ACTION],
  followUpDate: program?.followUpDate ?? "",
  evaluationDate: program?.evaluationDate ?? "",
  studentInformedOn: program?.studentInformedOn ?? "",
  guardiansInformedOn: program?.guardiansInformedOn ?? "",
  place: program?.place ?? "",
  attendees: program?.attendees.join(", ") ?? "",
  studentInvolved: program?.studentInvolved ?? false,
  guardianInvolved: program?.guardianInvolved ?? false,
  decisionMakerId: program?.decisionMakerId ?? "",
});

/** The request fields of the form (empty dates as none; action rows without an action are left out). */
function bodyOf(draft: Draft, role: Role, program: ActionProgram | null) {
  const date = (value: string) => value || null;
  const decisionMaker = draft.decisionMakerId || null;
  return {
    specialNeeds: draft.specialNeeds,
    actions: draft.actions
      .filter((row) => row.action.trim() !== "")
      .map((row) => ({ ...row, action: row.action.trim() })),
    followUpDate: date(draft.followUpDate),
    evaluationDate: date(draft.evaluationDate),
    studentInformedOn: date(draft.studentInformedOn),
    guardiansInformedOn: date(draft.guardiansInformedOn),
    place: draft.place,
    attendees: draft.attendees
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    studentInvolved: draft.studentInvolved,
    guardianInvolved: draft.guardianInvolved,
    // Only a head names the decision maker (the server refuses anyone else); unchanged, it is not sent.
    ...(role === "HEAD" && decisionMaker !== (program?.decisionMakerId ?? null)
      ? { decisionMakerId: decisionMaker }
      : {}),
  };
}

/**
 * The editor of a draft action program: the pupil and access (new only), the special needs, the actions table
 * (action, timespan, follow-up, responsible), the dates, the meeting and, for a head, the decision maker. For a
 * published program it is the correction (the decision maker or a head): the same text fields, saved as a new
 * version whose history keeps the earlier text; the decision maker is not changed there.
 */
export function ProgramEditorDialog({
  program,
  school,
  students,
  teams,
  role,
  studentId,
  initialErrors,
  onClose,
  onSaved,
}: {
  /** null: a new draft. */
  program: ActionProgram | null;
  school: School;
  students: Student[];
  teams: Team[];
  role: Role;
  studentId?: string | undefined;
  /** Reasons to show at their fields from the start (what a decision lacks, or the server's refusal), by field. */
  initialErrors?: Record<string, string> | undefined;
  onClose: () => void;
  onSaved: (program: ActionProgram) => void;
}) {
  const { t } = useTranslation();
  const correcting = program?.status === "published";
  const [pupil, setPupil] = useState(studentId ?? "");
  const [access, setAccess] = useState<AccessValue>(EMPTY_ACCESS);
  const [draft, setDraft] = useState<Draft>(() => draftOf(program));
  const [submitted, setSubmitted] = useState(false);
  // The server's reason per field after a refused save (or what a decision lacks); a field's own edit clears it.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>(initialErrors ?? {});
  const remember = (error: unknown) => setFieldErrors(serverFieldErrors(error));
  const create = useCreateActionProgram((created) => onSaved(created));
  const update = useUpdateActionProgram(program?.id ?? "", (updated) => {
    if (updated) onSaved(updated);
    else onClose();
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setFieldErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const setAction = (index: number, key: keyof ProgramAction, value: string) =>
    set(
      "actions",
      draft.actions.map((row, at) => (at === index ? { ...row, [key]: value } : row)),
    );
  const deciders = school.users.filter((user) => mayBeDecisionMaker(user.roles));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    // A text over its limit says so at its field (the kit's counter and error); nothing is sent.
    if (anyOverLimit(draft)) return;
    if (!program) {
      if (!pupil || missingAccessPart(access)) return;
      create.mutate(
        { studentId: pupil, ...accessBody(access), ...bodyOf(draft, role, null) },
        { onError: remember },
      );
    } else {
      update.mutate({ version: program.version, ...bodyOf(draft, role, program) }, { onError: remember });
    }
  };

  return (
    <FormDialog
      open
      size="lg"
      title={t(
        correcting
          ? "actionPrograms.editor.correctTitle"
          : program
            ? "actionPrograms.editor.editTitle"
            : "actionPrograms.editor.newTitle",
      )}
      submitLabel={t(correcting ? "actionPrograms.editor.correctSave" : "actionPrograms.editor.save")}
      pending={create.isPending || update.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="action-program-editor"
    >
      {correcting ? (
        <Text data-testid="program-correct-lead">{t("actionPrograms.editor.correctLead")}</Text>
      ) : null}
      {program ? null : (
        <>
          <PupilCombobox
            label={t("actionPrograms.fields.student")}
            pupils={students}
            classes={school.classes}
            value={pupil}
            onChange={setPupil}
            required
            emptyText={t("actionPrograms.editor.noPupil")}
            error={submitted && !pupil ? t("common.form.required") : undefined}
            data-testid="program-student"
          />
          <AccessFields
            value={access}
            onChange={setAccess}
            role={role}
            school={school}
            teams={teams}
            showErrors={submitted}
          />
        </>
      )}
      <TextareaField
        label={t("actionPrograms.fields.specialNeeds")}
        helperText={t("actionPrograms.editor.neededToDecide")}
        rows={4}
        maxChars={LIMITS.specialNeeds}
        value={draft.specialNeeds}
        error={fieldErrors.specialNeeds}
        onChange={(event) => set("specialNeeds", event.currentTarget.value)}
        data-testid="program-special-needs"
      />
      <Fieldset.Root invalid={Boolean(fieldErrors.actions)}>
        <Fieldset.Legend>{t("actionPrograms.fields.actions")}</Fieldset.Legend>
        {fieldErrors.actions ? <Fieldset.ErrorText>{fieldErrors.actions}</Fieldset.ErrorText> : null}
        <Stack gap="3">
          {draft.actions.map((row, index) => (
            <Stack
              key={index}
              gap="2"
              borderWidth="1px"
              rounded="md"
              p="3"
              role="group"
              aria-label={t("actionPrograms.editor.actionRow", { number: String(index + 1) })}
            >
              <TextField
                label={t("actionPrograms.fields.action")}
                maxChars={LIMITS.action}
                value={row.action}
                onChange={(event) => setAction(index, "action", event.currentTarget.value)}
                data-testid={`program-action-${index}`}
              />
              <HStack gap="2" flexWrap={{ base: "wrap", md: "nowrap" }} align="flex-end">
                <TextField
                  label={t("actionPrograms.fields.timespan")}
                  maxChars={LIMITS.timespan}
                  value={row.timespan}
                  onChange={(event) => setAction(index, "timespan", event.currentTarget.value)}
                />
                <TextField
                  label={t("actionPrograms.fields.followUp")}
                  maxChars={LIMITS.followUp}
                  value={row.followUp}
                  onChange={(event) => setAction(index, "followUp", event.currentTarget.value)}
                />
                <TextField
                  label={t("actionPrograms.fields.responsible")}
                  maxChars={LIMITS.responsible}
                  value={row.responsible}
                  onChange={(event) => setAction(index, "responsible", event.currentTarget.value)}
                />
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t("actionPrograms.editor.removeAction", { number: String(index + 1) })}
                  onClick={() =>
                    set(
                      "actions",
                      draft.actions.filter((_, at) => at !== index),
                    )
                  }
                >
                  <CloseIcon />
                </IconButton>
              </HStack>
            </Stack>
          ))}
          <Button
            variant="outline"
            size="sm"
            alignSelf="flex-start"
            onClick={() => set("actions", [...draft.actions, EMPTY_ACTION])}
            data-testid="program-add-action"
          >
            {t("actionPrograms.editor.addAction")}
          </Button>
        </Stack>
      </Fieldset.Root>
      <HStack gap="3" flexWrap="wrap">
        <TextField
          type="date"
          label={t("actionPrograms.fields.followUpDate")}
          rootProps={{ width: { base: "full", sm: "14rem" } }}
          value={draft.followUpDate}
          error={fieldErrors.followUpDate}
          onChange={(event) => set("followUpDate", event.currentTarget.value)}
          data-testid="program-follow-up-date"
        />
        <TextField
          type="date"
          label={t("actionPrograms.fields.evaluationDate")}
          rootProps={{ width: { base: "full", sm: "14rem" } }}
          value={draft.evaluationDate}
          error={fieldErrors.evaluationDate}
          onChange={(event) => set("evaluationDate", event.currentTarget.value)}
          data-testid="program-evaluation-date"
        />
      </HStack>
      <TextField
        label={t("actionPrograms.fields.place")}
        maxChars={LIMITS.place}
        value={draft.place}
        error={fieldErrors.place}
        onChange={(event) => set("place", event.currentTarget.value)}
      />
      <TextField
        label={t("actionPrograms.fields.attendees")}
        helperText={t("actionPrograms.editor.attendeesHelp")}
        value={draft.attendees}
        error={fieldErrors.attendees}
        onChange={(event) => set("attendees", event.currentTarget.value)}
      />
      <HStack gap="3" flexWrap="wrap">
        <TextField
          type="date"
          label={t("actionPrograms.fields.studentInformedOn")}
          rootProps={{ width: { base: "full", sm: "14rem" } }}
          value={draft.studentInformedOn}
          error={fieldErrors.studentInformedOn}
          onChange={(event) => set("studentInformedOn", event.currentTarget.value)}
        />
        <TextField
          type="date"
          label={t("actionPrograms.fields.guardiansInformedOn")}
          rootProps={{ width: { base: "full", sm: "14rem" } }}
          value={draft.guardiansInformedOn}
          error={fieldErrors.guardiansInformedOn}
          onChange={(event) => set("guardiansInformedOn", event.currentTarget.value)}
        />
      </HStack>
      <Checkbox.Root
        checked={draft.studentInvolved}
        onCheckedChange={(details) => set("studentInvolved", details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("actionPrograms.fields.studentInvolved")}</Checkbox.Label>
      </Checkbox.Root>
      <Checkbox.Root
        checked={draft.guardianInvolved}
        onCheckedChange={(details) => set("guardianInvolved", details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t("actionPrograms.fields.guardianInvolved")}</Checkbox.Label>
      </Checkbox.Root>
      {role === "HEAD" && !correcting ? (
        <StaffSelect
          label={t("actionPrograms.fields.decisionMaker")}
          placeholder={t("actionPrograms.editor.headDecides")}
          staff={deciders}
          value={draft.decisionMakerId}
          onChange={(event) => set("decisionMakerId", event.currentTarget.value)}
          data-testid="program-decision-maker"
        />
      ) : null}
    </FormDialog>
  );
}
