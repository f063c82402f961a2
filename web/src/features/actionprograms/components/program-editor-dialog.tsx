import { Button, Fieldset, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Controller, useFieldArray, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { Role } from "#shared/constants";
import { stockholmDateOf } from "#shared/dates";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import type { Team } from "#shared/teams/team.schema";
import {
  ProgramActionSchema,
  UpdateActionProgramInputSchema,
  type ActionProgram,
  type CreateActionProgramInput,
  type ProgramAction,
  type UpdateActionProgramInput,
} from "#shared/actionprograms/action-program.schema";
import { mayBeDecisionMaker } from "#shared/actionprograms/action-program.policy";
import { AccessFields } from "../../../shared/access/access-fields";
import {
  accessBody,
  EMPTY_ACCESS,
  missingAccessPart,
  type AccessValue,
} from "../../../shared/access/access-rules";
import { SERVER_ERROR } from "../../../shared/forms/field-error";
import { blankOr, maxLengthOf, noneOr } from "../../../shared/forms/form-fields";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { CheckboxField } from "../../../shared/ui/checkbox-field";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { CloseIcon } from "../../../shared/ui/icons";
import { StaffSelect } from "../../../shared/ui/pickers";
import { PupilCombobox } from "../../../shared/ui/pupil-combobox";
import { DateField, TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateActionProgram, useUpdateActionProgram } from "../action-programs.api";
import { actionProgramOptions } from "../program.api";

const EMPTY_ACTION: ProgramAction = { action: "", timespan: "", followUp: "", responsible: "" };

/** Today in Sweden (not in UTC, still yesterday just after midnight). */
const today = () => stockholmDateOf(new Date());

/** An action row's texts' longest lengths, from the shared schema (the row's fields count toward them). */
const ROW_LIMITS = {
  action: maxLengthOf(ProgramActionSchema.shape.action),
  timespan: maxLengthOf(ProgramActionSchema.shape.timespan),
  followUp: maxLengthOf(ProgramActionSchema.shape.followUp),
  responsible: maxLengthOf(ProgramActionSchema.shape.responsible),
};

const fields = UpdateActionProgramInputSchema.shape;
const dateOrNone = noneOr(z.iso.date());

/**
 * The editor's fields, on the shared input schema's: texts with its limits, dates or none, the actions table (a row
 * may stay empty while typing: rows without an action are not sent), the attendees as one comma-separated text.
 */
const ProgramFormSchema = z.object({
  version: z.number(),
  studentId: z.string().min(1),
  specialNeeds: fields.specialNeeds.unwrap(),
  actions: z.array(
    z.object({
      action: blankOr(ProgramActionSchema.shape.action),
      timespan: ProgramActionSchema.shape.timespan,
      followUp: ProgramActionSchema.shape.followUp,
      responsible: ProgramActionSchema.shape.responsible,
    }),
  ),
  followUpDate: dateOrNone,
  evaluationDate: dateOrNone,
  studentInformedOn: dateOrNone,
  guardiansInformedOn: dateOrNone,
  place: fields.place.unwrap(),
  attendees: z.string(),
  studentInvolved: z.boolean(),
  guardianInvolved: z.boolean(),
  decisionMakerId: z.string(),
});
type ProgramForm = z.output<typeof ProgramFormSchema>;

const valuesOf = (program: ActionProgram | null, studentId: string | undefined): ProgramForm => ({
  version: program?.version ?? 0,
  studentId: program?.studentId ?? studentId ?? "",
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
function bodyOf(form: ProgramForm, role: Role, program: ActionProgram | null) {
  const date = (value: string) => value || null;
  const decisionMaker = form.decisionMakerId || null;
  return {
    specialNeeds: form.specialNeeds,
    actions: form.actions.filter((row) => row.action !== ""),
    followUpDate: date(form.followUpDate),
    evaluationDate: date(form.evaluationDate),
    studentInformedOn: date(form.studentInformedOn),
    guardiansInformedOn: date(form.guardiansInformedOn),
    place: form.place,
    attendees: form.attendees
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
    studentInvolved: form.studentInvolved,
    guardianInvolved: form.guardianInvolved,
    // Only a head names the decision maker (the server refuses anyone else); unchanged, it is not sent.
    ...(role === "HEAD" && decisionMaker !== (program?.decisionMakerId ?? null)
      ? { decisionMakerId: decisionMaker }
      : {}),
  };
}

/** The first day a follow-up may be set to: today, or the stored day when that has passed (kept as it is). */
const firstFollowUpDay = (stored: string | null | undefined) =>
  stored && stored < today() ? stored : today();

/**
 * The editor of a draft action program: the pupil and access (new only), the special needs, the actions table
 * (action, timespan, follow-up, responsible), the dates, the meeting and, for a head, the decision maker. For a
 * published program it is the correction (the decision maker or a head): the same text fields, saved as a new
 * version whose history keeps the earlier text; the decision maker is not changed there. The follow-up is not set
 * to a day already past, and the evaluation not before the follow-up.
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
  const queryClient = useQueryClient();
  const correcting = program?.status === "published";
  const [access, setAccess] = useState<AccessValue>(EMPTY_ACCESS);
  const create = useCreateActionProgram((created) => onSaved(created));
  const update = useUpdateActionProgram(program?.id ?? "", (updated) => {
    if (updated) onSaved(updated);
    else onClose();
  });
  const { form, field, dateField, errorOf, dialog } = useSchemaForm(ProgramFormSchema, {
    defaultValues: valuesOf(program, studentId),
    toBody: (values): CreateActionProgramInput | UpdateActionProgramInput | undefined => {
      if (program) return { version: values.version, ...bodyOf(values, role, program) };
      if (missingAccessPart(access)) return undefined;
      return { studentId: values.studentId, ...accessBody(access), ...bodyOf(values, role, null) };
    },
    mutation: {
      mutateAsync: (body) =>
        program
          ? update.mutateAsync(body as UpdateActionProgramInput)
          : create.mutateAsync(body as CreateActionProgramInput),
    },
    // A stale tab: the stored program again, its version among the fields the user has not touched.
    onReload: program
      ? async () => {
          const fresh = await queryClient.fetchQuery({
            ...actionProgramOptions(program.schoolId, program.id),
            staleTime: 0,
          });
          return valuesOf(fresh ?? program, studentId);
        }
      : undefined,
  });
  const actions = useFieldArray({ control: form.control, name: "actions" });
  const followUpDate = form.watch("followUpDate");
  const submitted = form.formState.isSubmitted;
  // What a refused decision lacks, at its fields from the start.
  useEffect(() => {
    for (const [name, message] of Object.entries(initialErrors ?? {}))
      form.setError(name as Path<ProgramForm>, { type: SERVER_ERROR, message });
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const deciders = school.users.filter((user) => mayBeDecisionMaker(user.roles));
  const dateWidth = { width: { base: "full", sm: "14rem" } } as const;

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
      form={dialog}
      onClose={onClose}
      testId="action-program-editor"
    >
      {correcting ? (
        <Text data-testid="program-correct-lead">{t("actionPrograms.editor.correctLead")}</Text>
      ) : null}
      {program ? null : (
        <>
          <Controller
            control={form.control}
            name="studentId"
            render={({ field: pupil }) => (
              <PupilCombobox
                label={t("actionPrograms.fields.student")}
                pupils={students}
                classes={school.classes}
                value={pupil.value}
                onChange={pupil.onChange}
                name={pupil.name}
                required
                error={errorOf("studentId")}
                data-testid="program-student"
              />
            )}
          />
          <AccessFields
            document="actionProgram"
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
        {...field("specialNeeds")}
        data-testid="program-special-needs"
      />
      <Fieldset.Root invalid={Boolean(errorOf("actions"))}>
        <Fieldset.Legend>{t("actionPrograms.fields.actions")}</Fieldset.Legend>
        {errorOf("actions") ? <Fieldset.ErrorText>{errorOf("actions")}</Fieldset.ErrorText> : null}
        <Stack gap="3">
          {actions.fields.map((row, index) => (
            <Stack
              key={row.id}
              gap="2"
              borderWidth="1px"
              rounded="md"
              p="3"
              role="group"
              aria-label={t("actionPrograms.editor.actionRow", { number: String(index + 1) })}
            >
              <TextField
                label={t("actionPrograms.fields.action")}
                {...field(`actions.${index}.action`)}
                maxChars={ROW_LIMITS.action}
                data-testid={`program-action-${index}`}
              />
              <HStack gap="2" flexWrap={{ base: "wrap", md: "nowrap" }} align="flex-end">
                <TextField
                  label={t("actionPrograms.fields.timespan")}
                  {...field(`actions.${index}.timespan`)}
                  maxChars={ROW_LIMITS.timespan}
                />
                <TextField
                  label={t("actionPrograms.fields.followUp")}
                  {...field(`actions.${index}.followUp`)}
                  maxChars={ROW_LIMITS.followUp}
                />
                <TextField
                  label={t("actionPrograms.fields.responsible")}
                  {...field(`actions.${index}.responsible`)}
                  maxChars={ROW_LIMITS.responsible}
                />
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={t("actionPrograms.editor.removeAction", { number: String(index + 1) })}
                  onClick={() => actions.remove(index)}
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
            onClick={() => actions.append(EMPTY_ACTION)}
            data-testid="program-add-action"
          >
            {t("actionPrograms.editor.addAction")}
          </Button>
        </Stack>
      </Fieldset.Root>
      <HStack gap="3" flexWrap="wrap">
        <DateField
          label={t("actionPrograms.fields.followUpDate")}
          rootProps={dateWidth}
          {...dateField("followUpDate", { min: firstFollowUpDay(program?.followUpDate) })}
          data-testid="program-follow-up-date"
        />
        <DateField
          label={t("actionPrograms.fields.evaluationDate")}
          rootProps={dateWidth}
          {...dateField("evaluationDate", { min: followUpDate || undefined })}
          data-testid="program-evaluation-date"
        />
      </HStack>
      <TextField label={t("actionPrograms.fields.place")} {...field("place")} />
      <TextField
        label={t("actionPrograms.fields.attendees")}
        helperText={t("actionPrograms.editor.attendeesHelp")}
        {...field("attendees")}
      />
      <HStack gap="3" flexWrap="wrap">
        <DateField
          label={t("actionPrograms.fields.studentInformedOn")}
          rootProps={dateWidth}
          {...dateField("studentInformedOn")}
        />
        <DateField
          label={t("actionPrograms.fields.guardiansInformedOn")}
          rootProps={dateWidth}
          {...dateField("guardiansInformedOn")}
        />
      </HStack>
      <CheckboxField
        control={form.control}
        name="studentInvolved"
        label={t("actionPrograms.fields.studentInvolved")}
      />
      <CheckboxField
        control={form.control}
        name="guardianInvolved"
        label={t("actionPrograms.fields.guardianInvolved")}
      />
      {role === "HEAD" && !correcting ? (
        <StaffSelect
          label={t("actionPrograms.fields.decisionMaker")}
          placeholder={t("actionPrograms.editor.headDecides")}
          staff={deciders}
          {...form.register("decisionMakerId")}
          data-testid="program-decision-maker"
        />
      ) : null}
    </FormDialog>
  );
}
