import { Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Student } from "#shared/students/student.schema";
import type { School } from "#shared/schools/school.schema";
import {
  BASED_ON_KINDS,
  INVESTIGATION_OUTCOMES,
  INVESTIGATION_TEXT_MAX,
  type BasedOnKind,
  type BasedOnRef,
  type Investigation,
  type InvestigationOutcome,
} from "#shared/investigations/investigation.schema";
import { serverFieldErrors } from "../../../shared/forms/server-issues";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { StaffCheckboxes } from "../../../shared/ui/pickers";
import { PupilCombobox } from "../../../shared/ui/pupil-combobox";
import { ChoiceCheckboxes } from "../../../shared/ui/choice-checkboxes";
import { SelectField, TextareaField } from "../../../shared/ui/text-field";
import { useCreateInvestigation, useUpdateInvestigation } from "../investigations.api";
import { outcomeKey } from "../../../shared/investigations/investigation-keys";
import { useSession } from "../../../shared/session/session.api";
import { chainParts, useSupportChain } from "../../../shared/support-chain/support-chain-data";
import { useBasisNames } from "./basis-names";

type Mode = "create" | "edit" | "publish";

/** Each section's longest text, from the shared schema: the fields count toward it and the form sends none over. */
const TEXT_MAX = INVESTIGATION_TEXT_MAX;
const overLimit = (value: string) => value.trim().length > TEXT_MAX;

/** Who may be asked to contribute: the school's teachers and student-health staff. */
const mayContribute = (roles: readonly string[]) =>
  roles.some((role) => ["TEACHER", "COUNSELOR", "HEAD", "MAINADMIN"].includes(role));

/**
 * Starting, editing or publishing an investigation (student-health staff). Publishing needs an outcome, and
 * "no program" needs its reason: the server says which field is missing and the field shows it.
 */
export function InvestigationEditor({
  mode,
  investigation,
  school,
  students,
  studentId,
  onClose,
  onSaved,
}: {
  mode: Mode;
  investigation?: Investigation;
  school: School;
  students: Student[];
  studentId?: string | undefined;
  onClose: () => void;
  onSaved?: (saved: Investigation) => void;
}) {
  const { t } = useTranslation();
  const [pupil, setPupil] = useState(investigation?.studentId ?? studentId ?? "");
  const [background, setBackground] = useState(investigation?.background ?? "");
  const [schoolSituation, setSchoolSituation] = useState(investigation?.schoolSituation ?? "");
  const [healthInformation, setHealthInformation] = useState(investigation?.healthInformation ?? "");
  const [analysis, setAnalysis] = useState(investigation?.analysis ?? "");
  const [outcome, setOutcome] = useState<InvestigationOutcome | "">(investigation?.outcome ?? "");
  const [noProgramReason, setNoProgramReason] = useState(investigation?.noProgramReason ?? "");
  const [contributors, setContributors] = useState<string[]>(investigation?.contributors ?? []);
  const [basedOn, setBasedOn] = useState<string[]>(
    (investigation?.basedOn ?? []).map((ref) => `${ref.kind}:${ref.id}`),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const done = (saved: Investigation) => {
    onSaved?.(saved);
    onClose();
  };
  // The server's reasons at their fields (the kit's helper: the first issue per field).
  const remember = (error: unknown) => setFieldErrors(serverFieldErrors(error));
  const create = useCreateInvestigation(done);
  const update = useUpdateInvestigation(
    mode === "publish" ? "investigations.messages.published" : "investigations.messages.updated",
    done,
  );
  const pending = create.isPending || update.isPending;
  const staff = school.users.filter((member) => mayContribute(member.roles));
  const basis = useBasisOptions(school, mode === "publish" ? "" : pupil);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    if (mode === "create" && !pupil) {
      setFieldErrors({ studentId: t("investigations.messages.chooseStudent") });
      return;
    }
    // A text over its limit says so at its field (the kit's counter and error); nothing is sent.
    const texts = [background, schoolSituation, healthInformation, analysis];
    if (texts.some(overLimit) || (outcome === "NO_PROGRAM" && overLimit(noProgramReason))) return;
    const fields = {
      background,
      schoolSituation,
      healthInformation,
      analysis,
      outcome: outcome === "" ? null : outcome,
      // The reason belongs to "no program" only: hidden under another outcome it is neither sent nor checked, and
      // a stored one is kept as it is (nothing the user wrote is lost by a change of mind).
      ...(outcome === "NO_PROGRAM" ? { noProgramReason } : {}),
      contributors: contributors.map((id) => ({ id })),
      ...(mode === "publish"
        ? { status: "PUBLISHED" as const }
        : { basedOn: basedOn.map(toBasedOnRef).filter((ref) => ref !== null) }),
    };
    if (mode === "create") create.mutate({ studentId: pupil, ...fields }, { onError: remember });
    else
      update.mutate(
        { id: investigation!.id, version: investigation!.version, ...fields },
        { onError: remember },
      );
  };

  const title =
    mode === "create"
      ? t("investigations.editor.createTitle")
      : mode === "publish"
        ? t("investigations.actions.publish")
        : t("investigations.editor.editTitle");
  const submitLabel =
    mode === "publish"
      ? t("investigations.actions.publish")
      : mode === "create"
        ? t("investigations.actions.saveDraft")
        : t("investigations.actions.save");
  return (
    <FormDialog
      open
      size="lg"
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
      testId="investigation-editor"
    >
      <Stack gap="4">
        {mode === "create" ? (
          <PupilCombobox
            label={t("investigations.fields.student")}
            pupils={students}
            classes={school.classes}
            required
            value={pupil}
            onChange={(studentId) => {
              setPupil(studentId);
              setBasedOn([]);
            }}
            name="studentId"
            error={fieldErrors.studentId}
            data-testid="investigation-student"
          />
        ) : null}
        <TextareaField
          label={t("investigations.fields.background")}
          helperText={t("investigations.fields.backgroundHelp")}
          maxChars={TEXT_MAX}
          value={background}
          onChange={(event) => setBackground(event.currentTarget.value)}
          error={fieldErrors.background}
          data-testid="investigation-background"
        />
        <TextareaField
          label={t("investigations.fields.schoolSituation")}
          maxChars={TEXT_MAX}
          value={schoolSituation}
          onChange={(event) => setSchoolSituation(event.currentTarget.value)}
          error={fieldErrors.schoolSituation}
        />
        <TextareaField
          label={t("investigations.fields.healthInformation")}
          helperText={t("investigations.fields.healthInformationHelp")}
          maxChars={TEXT_MAX}
          value={healthInformation}
          onChange={(event) => setHealthInformation(event.currentTarget.value)}
          error={fieldErrors.healthInformation}
        />
        <TextareaField
          label={t("investigations.fields.analysis")}
          maxChars={TEXT_MAX}
          value={analysis}
          onChange={(event) => setAnalysis(event.currentTarget.value)}
          error={fieldErrors.analysis}
        />
        <SelectField
          label={t("investigations.fields.outcome")}
          placeholder={t("investigations.outcome.none")}
          options={INVESTIGATION_OUTCOMES.map((value) => ({
            value,
            label: t(outcomeKey(value)),
          }))}
          required={mode === "publish"}
          value={outcome}
          onChange={(event) => setOutcome(event.currentTarget.value as InvestigationOutcome | "")}
          error={fieldErrors.outcome}
          data-testid="investigation-outcome"
        />
        {outcome === "NO_PROGRAM" ? (
          <TextareaField
            label={t("investigations.fields.noProgramReason")}
            helperText={t("investigations.fields.noProgramReasonHelp")}
            required={mode === "publish"}
            maxChars={TEXT_MAX}
            value={noProgramReason}
            onChange={(event) => setNoProgramReason(event.currentTarget.value)}
            error={fieldErrors.noProgramReason}
            data-testid="investigation-no-program-reason"
          />
        ) : null}
        {mode !== "publish" ? (
          <ChoiceCheckboxes
            legend={t("investigations.fields.basedOn")}
            helper={t("investigations.editor.basedOnHelp")}
            name="basedOn"
            choices={basis.options.map((option) => ({ value: option.id, label: option.name }))}
            value={basedOn}
            onChange={setBasedOn}
            maxHeight="12rem"
            emptyText={
              pupil
                ? basis.loading
                  ? ""
                  : t("investigations.editor.basedOnEmpty")
                : t("investigations.editor.basedOnChooseStudent")
            }
            error={fieldErrors.basedOn}
          />
        ) : null}
        {mode !== "publish" ? (
          <StaffCheckboxes
            legend={t("investigations.fields.contributors")}
            name="contributors"
            staff={staff}
            value={contributors}
            onChange={setContributors}
            maxHeight="12rem"
            error={fieldErrors.contributors}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t("investigations.editor.publishHint")}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

/** "KIND:id" of a checkbox back to the reference the API takes. */
function toBasedOnRef(value: string): BasedOnRef | null {
  const [kind, id] = value.split(":");
  return kind && id && (BASED_ON_KINDS as readonly string[]).includes(kind)
    ? { kind: kind as BasedOnKind, id }
    : null;
}

/**
 * What an investigation may rest on: the pupil's mappings, adaptations and F-warnings the caller may see (parts the
 * school hides are not offered), newest first, each named by kind, subject or course and date.
 */
function useBasisOptions(school: School, studentId: string) {
  const { role } = useSession();
  const name = useBasisNames();
  const parts = { ...chainParts(role, school.hiddenParts), investigations: false };
  const chain = useSupportChain(school.id, studentId || null, parts, role);
  const options = [
    ...chain.mappings.map((item) => ({
      at: item.createdAt,
      id: `MAPPING:${item.id}`,
      name: name.mapping(item),
    })),
    ...chain.adaptations.map((item) => ({
      at: item.startDate,
      id: `ADAPTATION:${item.id}`,
      name: name.adaptation(item),
    })),
    ...chain.warnings.map((item) => ({
      at: item.startDate,
      id: `FWARNING:${item.id}`,
      name: name.warning(item),
    })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return { options, loading: chain.loading };
}
