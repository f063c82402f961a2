/** The parts of a violation report's detail: manage-access, follow-ups and investigations. */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { School } from "#shared/schools/school.schema";
import {
  CreateViolationFollowUpInputSchema,
  CreateViolationInvestigationInputSchema,
  VIOLATION_ACCESS_LEVELS,
  type ViolationAccessLevel,
  type ViolationFull,
  type ViolationInvestigation,
} from "#shared/violations/violation.schema";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { StaffCheckboxes } from "../../../shared/ui/pickers";
import { SectionCard } from "../../../shared/ui/section-card";
import { TextEntryForm } from "../../../shared/ui/text-entry-form";
import { SelectField, TextareaField, TextField } from "../../../shared/ui/text-field";
import {
  useCreateFollowUp,
  useCreateInvestigation,
  useDeleteFollowUp,
  useUpdateInvestigation,
  useUpdateViolation,
} from "../violations.api";
import { formatDate, formatDateTime } from "../../../shared/i18n/dates";
import {
  ACCESS_KEYS,
  INVESTIGATION_DATE_KEYS,
  INVESTIGATION_TEXT_KEYS,
} from "../../../shared/violations/violation-keys";

const INVESTIGATION_TEXTS = Object.keys(INVESTIGATION_TEXT_KEYS) as (keyof typeof INVESTIGATION_TEXT_KEYS)[];

/** The texts' longest lengths, from the shared schema: the fields count toward them and the forms send none over. */
const INVESTIGATION_MAX = Object.fromEntries(
  INVESTIGATION_TEXTS.map((key) => [
    key,
    maxLengthOf(CreateViolationInvestigationInputSchema.shape[key].unwrap()),
  ]),
) as Record<(typeof INVESTIGATION_TEXTS)[number], number | undefined>;
const overLimit = (value: string, max: number | undefined) => max !== undefined && value.trim().length > max;
/** A short text is one line; the longer ones (descriptions, findings) a text area. */
const SHORT_TEXT_MAX = 1000;
/** A stored timestamp as the date field's day, and a day as the timestamp sent (noon UTC: the same day in Sweden). */
const dayOf = (timestamp: string | null | undefined) => (timestamp ? timestamp.slice(0, 10) : "");
const timestampOf = (day: string) => (day ? `${day}T12:00:00.000Z` : null);
const dayText = (timestamp: string | null | undefined) => (timestamp ? formatDate(timestamp) : "");

/** Manage-access: the access choice and its list; a new choice starts with nothing chosen. */
export function ManageAccess({ report, school }: { report: ViolationFull; school: School }) {
  const { t } = useTranslation();
  const update = useUpdateViolation();
  const [access, setAccess] = useState<ViolationAccessLevel>(report.access);
  const [users, setUsers] = useState(report.accessUsers.map((ref) => ref.id));
  const [classes, setClasses] = useState(report.classes.map((ref) => ref.id));
  const teachers = school.users.filter((user) => user.roles.includes("TEACHER"));
  return (
    <SectionCard title={t("violations.manageAccess.title")} testId="violation-access-card">
      <Stack gap="3">
        <SelectField
          label={t("violations.fields.access")}
          value={access}
          onChange={(event) => {
            setAccess(event.currentTarget.value as ViolationAccessLevel);
            setUsers([]);
            setClasses([]);
          }}
          options={VIOLATION_ACCESS_LEVELS.map((value) => ({
            value,
            label: t(ACCESS_KEYS[value]),
          }))}
        />
        {access === "SELECTED" ? (
          <StaffCheckboxes
            legend={t("violations.fields.accessUsers")}
            staff={teachers}
            value={users}
            onChange={setUsers}
            name="manageAccessUsers"
            maxHeight="12rem"
          />
        ) : null}
        {access === "TEACHER" || access === "MENTOR" ? (
          <StaffCheckboxes
            legend={t("violations.fields.classes")}
            staff={school.classes.filter((item) => !item.archived)}
            value={classes}
            onChange={setClasses}
            name="manageAccessClasses"
            maxHeight="12rem"
          />
        ) : null}
        <Button
          alignSelf="flex-start"
          size="sm"
          loading={update.isPending}
          onClick={() =>
            update.mutate({
              id: report.id,
              version: report.version,
              access,
              accessUsers: users.map((id) => ({ id })),
              classes: classes.map((id) => ({ id })),
            })
          }
        >
          {t("violations.manageAccess.save")}
        </Button>
      </Stack>
    </SectionCard>
  );
}

export function FollowUps({ report, userId }: { report: ViolationFull; userId: string }) {
  const { t } = useTranslation();
  const create = useCreateFollowUp();
  const remove = useDeleteFollowUp();
  return (
    <SectionCard title={t("violations.followUps.title")} testId="violation-follow-ups">
      <Stack gap="3">
        {report.followUps.length === 0 ? (
          <Text color="fg.muted">{t("violations.followUps.empty")}</Text>
        ) : null}
        {report.followUps.map((followUp) => (
          <Stack key={followUp.id} gap="1" borderBottomWidth="1px" pb="2">
            <Text fontSize="sm" color="fg.muted">
              {t("violations.byline", {
                author: followUp.authorName,
                date: formatDateTime(followUp.createdAt),
              })}
            </Text>
            <Text whiteSpace="pre-wrap">{followUp.text}</Text>
            {followUp.authorId === userId && report.list !== "SPAM" ? (
              <Button
                alignSelf="flex-start"
                size="xs"
                variant="ghost"
                onClick={() => remove.mutate(followUp)}
              >
                {t("violations.followUps.delete")}
              </Button>
            ) : null}
          </Stack>
        ))}
        <TextEntryForm
          label={t("violations.followUps.text")}
          submitLabel={t("violations.followUps.add")}
          schema={CreateViolationFollowUpInputSchema.shape.text}
          send={(text) => create.mutateAsync({ violationId: report.id, text })}
          colorPalette="brand"
          testId="violation-follow-up-form"
        />
      </Stack>
    </SectionCard>
  );
}

/** Begins the report's investigation (the chain's 'investigation begun'). */
export function BeginInvestigationButton({ violationId, size }: { violationId: string; size?: "sm" }) {
  const { t } = useTranslation();
  const begin = useCreateInvestigation();
  return (
    <Button
      size={size}
      colorPalette="brand"
      loading={begin.isPending}
      onClick={() => begin.mutate({ violationId })}
      data-testid="begin-investigation"
    >
      {t("violations.investigation.begin")}
    </Button>
  );
}

export function Investigations({
  report,
  investigations,
  manage,
  offerBegin = true,
  staff = [],
}: {
  report: ViolationFull;
  investigations: ViolationInvestigation[];
  manage: boolean;
  /** Offer the begin here (not when the page's next step offers it instead). */
  offerBegin?: boolean;
  /** The school's staff, of whom the investigators are chosen. */
  staff?: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t("violations.investigation.title")}
      testId="violation-investigations"
      actions={
        // One investigation per report: the begin is offered only while the report names none.
        manage && offerBegin && !report.investigationId ? (
          <BeginInvestigationButton violationId={report.id} size="sm" />
        ) : null
      }
    >
      <Stack gap="4">
        {investigations.length === 0 ? (
          <Text color="fg.muted">{t("violations.investigation.empty")}</Text>
        ) : null}
        {investigations.map((investigation) => (
          <InvestigationItem key={investigation.id} investigation={investigation} staff={staff} />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** One field of an investigation as read (concluded, or for those who only read it). */
function ShownField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0.5">
      <Text fontSize="sm" fontWeight="semibold">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap">{value || t("violations.notGiven")}</Text>
    </Stack>
  );
}

function InvestigationItem({
  investigation,
  staff,
}: {
  investigation: ViolationInvestigation;
  staff: readonly { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const update = useUpdateInvestigation();
  const editable = investigation.myAccess === "manage" && !investigation.concluded;
  // A text over its limit says so at its field (the kit's counter and error); nothing is saved or concluded.
  const save = (extra: { concluded?: true }) => {
    if (INVESTIGATION_TEXTS.some((key) => overLimit(texts[key], INVESTIGATION_MAX[key]))) return;
    update.mutate({
      id: investigation.id,
      version: investigation.version,
      ...texts,
      eventDate: timestampOf(dates.eventDate),
      evaluationDate: timestampOf(dates.evaluationDate),
      investigators: investigators.map((id) => ({ id })),
      ...extra,
    });
  };
  const [texts, setTexts] = useState(
    Object.fromEntries(INVESTIGATION_TEXTS.map((key) => [key, investigation[key] ?? ""])) as Record<
      (typeof INVESTIGATION_TEXTS)[number],
      string
    >,
  );
  const [dates, setDates] = useState({
    eventDate: dayOf(investigation.eventDate),
    evaluationDate: dayOf(investigation.evaluationDate),
  });
  const [investigators, setInvestigators] = useState(
    (investigation.investigators ?? []).map((ref) => ref.id),
  );
  const nameOf = (id: string) => staff.find((person) => person.id === id)?.name ?? id;
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" data-testid="investigation">
      <HStack justify="space-between" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t("violations.investigation.by", {
            name: investigation.createdByName,
            date: formatDateTime(investigation.createdAt),
          })}
        </Text>
        <Text fontSize="sm" fontWeight="semibold">
          {investigation.concluded
            ? t("violations.investigation.concluded")
            : t("violations.investigation.ongoing")}
        </Text>
      </HStack>
      {editable ? (
        <TextField
          label={t(INVESTIGATION_DATE_KEYS.eventDate)}
          type="date"
          value={dates.eventDate}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDates((current) => ({ ...current, eventDate: value }));
          }}
        />
      ) : (
        <ShownField label={t(INVESTIGATION_DATE_KEYS.eventDate)} value={dayText(investigation.eventDate)} />
      )}
      {INVESTIGATION_TEXTS.map((key) => {
        const label = t(INVESTIGATION_TEXT_KEYS[key]);
        if (!editable) return <ShownField key={key} label={label} value={investigation[key] ?? ""} />;
        const change = (value: string) => setTexts((current) => ({ ...current, [key]: value }));
        const max = INVESTIGATION_MAX[key];
        return max !== undefined && max <= SHORT_TEXT_MAX ? (
          <TextField
            key={key}
            label={label}
            maxChars={max}
            value={texts[key]}
            onChange={(event) => change(event.currentTarget.value)}
          />
        ) : (
          <TextareaField
            key={key}
            label={label}
            rows={3}
            maxChars={max}
            value={texts[key]}
            onChange={(event) => change(event.currentTarget.value)}
          />
        );
      })}
      {editable ? (
        <StaffCheckboxes
          legend={t("violations.investigation.investigators")}
          staff={staff}
          value={investigators}
          onChange={setInvestigators}
          name={`investigators-${investigation.id}`}
          emptyText={t("violations.investigation.noInvestigators")}
          maxHeight="10rem"
        />
      ) : (
        <ShownField
          label={t("violations.investigation.investigators")}
          value={investigators.map(nameOf).join(", ")}
        />
      )}
      {editable ? (
        <TextField
          label={t(INVESTIGATION_DATE_KEYS.evaluationDate)}
          type="date"
          value={dates.evaluationDate}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDates((current) => ({ ...current, evaluationDate: value }));
          }}
        />
      ) : (
        <ShownField
          label={t(INVESTIGATION_DATE_KEYS.evaluationDate)}
          value={dayText(investigation.evaluationDate)}
        />
      )}
      {editable ? (
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" loading={update.isPending} onClick={() => save({})}>
            {t("violations.investigation.save")}
          </Button>
          <Button size="sm" onClick={() => save({ concluded: true })}>
            {t("violations.investigation.conclude")}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
