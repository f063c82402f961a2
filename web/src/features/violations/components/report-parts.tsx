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
import { SelectField, TextareaField } from "../../../shared/ui/text-field";
import {
  useCreateFollowUp,
  useCreateInvestigation,
  useDeleteFollowUp,
  useUpdateInvestigation,
  useUpdateViolation,
} from "../violations.api";
import { formatDateTime } from "../../../shared/violations/violation-timeline";
import { ACCESS_KEYS, INVESTIGATION_TEXT_KEYS } from "../../../shared/violations/violation-keys";

const INVESTIGATION_TEXTS = Object.keys(INVESTIGATION_TEXT_KEYS) as (keyof typeof INVESTIGATION_TEXT_KEYS)[];

/** The texts' longest lengths, from the shared schema: the fields count toward them and the forms send none over. */
const INVESTIGATION_MAX = Object.fromEntries(
  INVESTIGATION_TEXTS.map((key) => [
    key,
    maxLengthOf(CreateViolationInvestigationInputSchema.shape[key].unwrap()),
  ]),
) as Record<(typeof INVESTIGATION_TEXTS)[number], number | undefined>;
const overLimit = (value: string, max: number | undefined) => max !== undefined && value.trim().length > max;

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
}: {
  report: ViolationFull;
  investigations: ViolationInvestigation[];
  manage: boolean;
  /** Offer the begin here (not when the page's next step offers it instead). */
  offerBegin?: boolean;
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
          <InvestigationItem key={investigation.id} investigation={investigation} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function InvestigationItem({ investigation }: { investigation: ViolationInvestigation }) {
  const { t } = useTranslation();
  const update = useUpdateInvestigation();
  const editable = investigation.myAccess === "manage" && !investigation.concluded;
  // A text over its limit says so at its field (the kit's counter and error); nothing is saved or concluded.
  const save = (extra: { concluded?: true }) => {
    if (INVESTIGATION_TEXTS.some((key) => overLimit(texts[key], INVESTIGATION_MAX[key]))) return;
    update.mutate({ id: investigation.id, version: investigation.version, ...texts, ...extra });
  };
  const [texts, setTexts] = useState({
    eventDescription: investigation.eventDescription,
    findings: investigation.findings,
    actionsTaken: investigation.actionsTaken,
  });
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
      {INVESTIGATION_TEXTS.map((key) =>
        editable ? (
          <TextareaField
            key={key}
            label={t(INVESTIGATION_TEXT_KEYS[key])}
            rows={3}
            maxChars={INVESTIGATION_MAX[key]}
            value={texts[key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTexts((current) => ({ ...current, [key]: value }));
            }}
          />
        ) : (
          <Stack key={key} gap="0.5">
            <Text fontSize="sm" fontWeight="semibold">
              {t(INVESTIGATION_TEXT_KEYS[key])}
            </Text>
            <Text whiteSpace="pre-wrap">{investigation[key] || t("violations.notGiven")}</Text>
          </Stack>
        ),
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
