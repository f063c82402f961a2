import { Button, Dialog, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import {
  CONTACT_ANSWERS,
  CreateViolationInputSchema,
  VIOLATION_ACCESS_LEVELS,
  VIOLATION_BETWEEN,
  VIOLATION_TYPES,
  type ContactAnswer,
  type CreateViolationInput,
  type ViolationAccessLevel,
  type ViolationBetween,
  type ViolationType,
} from "#shared/violations/violation.schema";
import { IncidentWhenSchema } from "#shared/violations/incident-when.schema";
import { isApiError } from "../../../shared/api/api-error";
import { stockholmDateOf } from "#shared/dates";
import { claimFormBody } from "../../../shared/forms/form-claims";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { serverFieldErrors } from "../../../shared/forms/server-issues";
import { CloseButton } from "../../../shared/ui/chakra-parts/close-button";
import { StaffCheckboxes } from "../../../shared/ui/pickers";
import { PupilCombobox } from "../../../shared/ui/pupil-combobox";
import { SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";
import { useCreateViolation } from "../violations.api";
import {
  ACCESS_KEYS,
  ANSWER_KEYS,
  BETWEEN_KEYS,
  CONTACT_FIELD_KEYS,
  PAGE_KEYS,
  TYPE_KEYS,
} from "../../../shared/violations/violation-keys";

/** The modal's answers (spec sections 2, 3 and 4), with the spec's defaults. */
export interface ViolationDraft {
  type: ViolationType;
  violationBetween: ViolationBetween;
  victim: string;
  victimStudentId: string;
  incidentDetails: string;
  /** The date-time input's local value, "YYYY-MM-DDTHH:mm". */
  when: string;
  location: string;
  witness: string;
  hasContactedSchool: ContactAnswer;
  hasContactedParents: ContactAnswer;
  whoContacted: string;
  access: ViolationAccessLevel;
  accessUsers: string[];
  classes: string[];
}

export const EMPTY_DRAFT: ViolationDraft = {
  type: "HARASSMENT",
  violationBetween: "STUDENTTOSTUDENT",
  victim: "",
  victimStudentId: "",
  incidentDetails: "",
  when: "",
  location: "",
  witness: "",
  hasContactedSchool: "IDK",
  hasContactedParents: "IDK",
  whoContacted: "",
  access: "COUNSELOR",
  accessUsers: [],
  classes: [],
};

/** The texts' longest lengths, from the shared schema: each field counts toward its own. */
const fields = CreateViolationInputSchema.shape;
export const TEXT_LIMITS = {
  victim: maxLengthOf(fields.victim),
  incidentDetails: maxLengthOf(fields.incidentDetails),
  location: maxLengthOf(fields.location),
  witness: maxLengthOf(fields.witness),
  whoContacted: maxLengthOf(fields.whoContacted.unwrap()),
};
const TEXTS_ON_PAGE = [["victim", "incidentDetails"], ["location", "witness"], ["whoContacted"]] as const;

/** The texts of a page over their limit: the page does not go on (each says 'Högst N tecken' at its field). */
export function overLimitOnPage(draft: ViolationDraft, page: number): (keyof typeof TEXT_LIMITS)[] {
  return (TEXTS_ON_PAGE[page] ?? []).filter(
    (key) => draft[key].trim().length > (TEXT_LIMITS[key] ?? Infinity),
  );
}

/** The required fields of each page (spec section 5); the third page needs the access choice's own list. */
export function missingOnPage(draft: ViolationDraft, page: number): (keyof ViolationDraft)[] {
  // A date-time the browser gave but no date can be made of (a year past 9999) is no answer either.
  const blank = (key: keyof ViolationDraft) =>
    String(draft[key]).trim() === "" || (key === "when" && Number.isNaN(new Date(draft.when).getTime()));
  if (page === 0) return (["victim", "incidentDetails"] as const).filter(blank);
  if (page === 1) return (["when", "location", "witness"] as const).filter(blank);
  if (draft.access === "SELECTED" && draft.accessUsers.length === 0) return ["accessUsers"];
  if ((draft.access === "TEACHER" || draft.access === "MENTOR") && draft.classes.length === 0)
    return ["classes"];
  return [];
}

/** Today in Sweden (not in UTC, still yesterday just after midnight). */
const today = () => stockholmDateOf(new Date());

/**
 * The last day an incident may have happened on (today in Sweden) when the draft's is later (an incident is
 * reported once it has happened): said at the field on its own page, before the page goes on, never only as a
 * refusal after the last page. The shared schema's rule decides (IncidentWhenSchema), as it does on the server.
 */
export function futureIncidentDay(draft: ViolationDraft): string | undefined {
  const when = new Date(draft.when);
  if (draft.when === "" || Number.isNaN(when.getTime())) return undefined;
  return IncidentWhenSchema.safeParse(when.toISOString()).success ? undefined : today();
}

/** The page each answer is on, so a refusal naming a field leads back to it. */
const PAGE_OF: Partial<Record<string, number>> = {
  type: 0,
  violationBetween: 0,
  victim: 0,
  victimStudentId: 0,
  incidentDetails: 0,
  when: 1,
  location: 1,
  witness: 1,
  hasContactedSchool: 2,
  hasContactedParents: 2,
  whoContacted: 2,
  access: 2,
  accessUsers: 2,
  classes: 2,
};

/** A new access choice starts with nothing chosen (spec section 4). */
export const withAccess = (draft: ViolationDraft, access: ViolationAccessLevel): ViolationDraft => ({
  ...draft,
  access,
  accessUsers: [],
  classes: [],
});

/** The create payload (spec section 3); name and email are the server's own from the signed-in user. */
export function bodyOf(draft: ViolationDraft, schoolId: string): CreateViolationInput {
  return {
    type: draft.type,
    violationBetween: draft.violationBetween,
    victim: draft.victim.trim(),
    incidentDetails: draft.incidentDetails.trim(),
    when: new Date(draft.when).toISOString(),
    location: draft.location.trim(),
    witness: draft.witness.trim(),
    hasContactedSchool: draft.hasContactedSchool,
    hasContactedParents: draft.hasContactedParents,
    whoContacted: draft.whoContacted.trim(),
    victimStudentId: draft.victimStudentId || null,
    schoolId,
    access: draft.access,
    accessUsers: draft.accessUsers.map((id) => ({ id })),
    classes: draft.classes.map((id) => ({ id })),
    participatingStudents: [],
  };
}

const PAGES = 3;
const CONTACT_KEYS = Object.keys(CONTACT_FIELD_KEYS) as (keyof typeof CONTACT_FIELD_KEYS)[];

/**
 * The violation-report modal (spec section 2): three pages with back and next, send on the last: (1) type, who and
 * story; (2) when, where, witnesses; (3) contact and access. Success closes it with 'En ny kränkningsanmälan har
 * skapats'.
 */
export function CreateViolationDialog({
  school,
  students,
  onClose,
}: {
  school: School;
  students: Student[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateViolation();
  const formId = useId();
  const [page, setPage] = useState(0);
  const [draft, setDraft] = useState<ViolationDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState<Set<number>>(new Set());
  // The server's reasons by field after a refused send; a field's own edit clears its reason.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const sending = useRef(false);
  const missing = tried.has(page) ? missingOnPage(draft, page) : [];
  const lateDay = futureIncidentDay(draft);
  const error = (key: keyof ViolationDraft) => {
    if (missing.includes(key)) return t("common.form.required");
    if (key === "when" && lateDay) return t("violations.form.whenLater");
    return serverErrors[key];
  };
  const set = <K extends keyof ViolationDraft>(key: K, value: ViolationDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setServerErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const teachers = school.users.filter((user) => user.roles.includes("TEACHER"));
  const classes = school.classes.filter((schoolClass) => !schoolClass.archived);

  const next = () => {
    setTried((current) => new Set(current).add(page));
    if (missingOnPage(draft, page).length > 0 || overLimitOnPage(draft, page).length > 0) return;
    if (page === 1 && lateDay) return;
    if (page < PAGES - 1) {
      setPage(page + 1);
      return;
    }
    // One request per send: a second click while the first is under way does nothing.
    if (sending.current) return;
    sending.current = true;
    const body = bodyOf(draft, school.id);
    // A refusal naming answers shows each at its field, on the first page that has one; only the rest is a toast.
    claimFormBody(body, (refusal) => {
      if (!isApiError(refusal) || refusal.status !== 400) return false;
      const reasons = Object.entries(serverFieldErrors(refusal)).filter(
        ([key]) => PAGE_OF[key] !== undefined,
      );
      if (reasons.length === 0) return false;
      setServerErrors(Object.fromEntries(reasons));
      setPage(Math.min(...reasons.map(([key]) => PAGE_OF[key]!)));
      return refusal.issues.every((issue) => PAGE_OF[String(issue.path[0])] !== undefined);
    });
    create.mutate(body, {
      onSuccess: onClose,
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="calc(100vw - 2rem)" maxWidth="40rem" data-testid="create-violation-dialog">
            <Dialog.Header>
              <Stack gap="1">
                <Dialog.Title>{t("violations.create.title")}</Dialog.Title>
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {t("violations.create.page", {
                    page: String(page + 1),
                    pages: String(PAGES),
                    name: t(PAGE_KEYS[page]!),
                  })}
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id={formId}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  next();
                }}
              >
                <Stack gap="4">
                  {page === 0 ? (
                    <>
                      <SelectField
                        label={t("violations.fields.type")}
                        required
                        value={draft.type}
                        onChange={(event) => set("type", event.currentTarget.value as ViolationType)}
                        options={VIOLATION_TYPES.map((value) => ({
                          value,
                          label: t(TYPE_KEYS[value]),
                        }))}
                        data-testid="violation-type"
                      />
                      <SelectField
                        label={t("violations.fields.violationBetween")}
                        required
                        value={draft.violationBetween}
                        onChange={(event) =>
                          set("violationBetween", event.currentTarget.value as ViolationBetween)
                        }
                        options={VIOLATION_BETWEEN.map((value) => ({
                          value,
                          label: t(BETWEEN_KEYS[value]),
                        }))}
                      />
                      <TextField
                        label={t("violations.fields.victim")}
                        required
                        value={draft.victim}
                        maxChars={TEXT_LIMITS.victim}
                        error={error("victim")}
                        onChange={(event) => set("victim", event.currentTarget.value)}
                        data-testid="violation-victim"
                      />
                      <PupilCombobox
                        label={t("violations.fields.victimStudent")}
                        pupils={students}
                        classes={school.classes}
                        value={draft.victimStudentId}
                        onChange={(value) => set("victimStudentId", value)}
                        name="victimStudentId"
                      />
                      <TextareaField
                        label={t("violations.fields.incidentDetails")}
                        required
                        rows={5}
                        value={draft.incidentDetails}
                        maxChars={TEXT_LIMITS.incidentDetails}
                        error={error("incidentDetails")}
                        onChange={(event) => set("incidentDetails", event.currentTarget.value)}
                        data-testid="violation-details"
                      />
                    </>
                  ) : null}
                  {page === 1 ? (
                    <>
                      <TextField
                        type="datetime-local"
                        label={t("violations.fields.when")}
                        required
                        max={`${today()}T23:59`}
                        value={draft.when}
                        error={error("when")}
                        onChange={(event) => set("when", event.currentTarget.value)}
                        data-testid="violation-when"
                      />
                      <TextField
                        label={t("violations.fields.location")}
                        required
                        value={draft.location}
                        maxChars={TEXT_LIMITS.location}
                        error={error("location")}
                        onChange={(event) => set("location", event.currentTarget.value)}
                        data-testid="violation-location"
                      />
                      <TextField
                        label={t("violations.fields.witness")}
                        required
                        value={draft.witness}
                        maxChars={TEXT_LIMITS.witness}
                        error={error("witness")}
                        onChange={(event) => set("witness", event.currentTarget.value)}
                        data-testid="violation-witness"
                      />
                    </>
                  ) : null}
                  {page === 2 ? (
                    <>
                      {CONTACT_KEYS.map((key) => (
                        <SelectField
                          key={key}
                          label={t(CONTACT_FIELD_KEYS[key])}
                          value={draft[key]}
                          onChange={(event) => set(key, event.currentTarget.value as ContactAnswer)}
                          options={CONTACT_ANSWERS.map((value) => ({
                            value,
                            label: t(ANSWER_KEYS[value]),
                          }))}
                          data-testid={`violation-${key}`}
                        />
                      ))}
                      <TextField
                        label={t("violations.fields.whoContacted")}
                        value={draft.whoContacted}
                        maxChars={TEXT_LIMITS.whoContacted}
                        onChange={(event) => set("whoContacted", event.currentTarget.value)}
                      />
                      <SelectField
                        label={t("violations.fields.access")}
                        required
                        value={draft.access}
                        onChange={(event) => {
                          // Read now: React clears the event's currentTarget before the updater runs.
                          const access = event.currentTarget.value as ViolationAccessLevel;
                          setDraft((current) => withAccess(current, access));
                        }}
                        options={VIOLATION_ACCESS_LEVELS.map((value) => ({
                          value,
                          label: t(ACCESS_KEYS[value]),
                        }))}
                        data-testid="violation-access"
                      />
                      {draft.access === "SELECTED" ? (
                        <StaffCheckboxes
                          legend={t("violations.fields.accessUsers")}
                          staff={teachers}
                          value={draft.accessUsers}
                          onChange={(value) => set("accessUsers", value)}
                          name="accessUsers"
                          error={error("accessUsers")}
                          maxHeight="12rem"
                        />
                      ) : null}
                      {draft.access === "TEACHER" || draft.access === "MENTOR" ? (
                        <StaffCheckboxes
                          legend={t("violations.fields.classes")}
                          staff={classes}
                          value={draft.classes}
                          onChange={(value) => set("classes", value)}
                          name="classes"
                          error={error("classes")}
                          maxHeight="12rem"
                        />
                      ) : null}
                    </>
                  ) : null}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack justify="space-between" width="full">
                <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
                  {t("violations.create.back")}
                </Button>
                <Button
                  type="submit"
                  form={formId}
                  colorPalette="brand"
                  loading={create.isPending}
                  data-testid="violation-next"
                >
                  {page < PAGES - 1 ? t("violations.create.next") : t("violations.create.send")}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
