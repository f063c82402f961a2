import { Button, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import {
  VIOLATION_ACCESS_LEVELS,
  type ViolationAccessLevel,
  type ViolationFull,
  type ViolationInvestigation,
} from "#shared/violations/violation.schema";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { StaffCheckboxes } from "../../../shared/ui/pickers";
import { SectionCard } from "../../../shared/ui/section-card";
import { SelectField, TextareaField } from "../../../shared/ui/text-field";
import {
  useCreateFollowUp,
  useCreateInvestigation,
  useDeleteFollowUp,
  useDeleteViolation,
  useFlagSpam,
  useUpdateInvestigation,
  useUpdateViolation,
} from "../violations.api";
import { authorOf, ExternalSender } from "./external-sender";
import {
  formatDate,
  ViolationStateBadge,
  ViolationTimeline,
} from "../../../shared/violations/violation-timeline";
import {
  ACCESS_KEYS,
  ANSWER_KEYS,
  BETWEEN_KEYS,
  INVESTIGATION_TEXT_KEYS,
  TYPE_KEYS,
} from "../../../shared/violations/violation-keys";

const INVESTIGATION_TEXTS = Object.keys(INVESTIGATION_TEXT_KEYS) as (keyof typeof INVESTIGATION_TEXT_KEYS)[];

/**
 * One report: its timeline (the 6:10 chain), the story, the state actions, manage-access, follow-ups and
 * investigations. What is offered follows the caller's access (`myAccess`) and role; the server judges again.
 */
export function ViolationDetail({
  report,
  school,
  role,
  userId,
  investigations,
  onClose,
}: {
  report: ViolationFull;
  school: School;
  role: Role;
  userId: string;
  investigations: ViolationInvestigation[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const manage = report.myAccess === "manage";
  const update = useUpdateViolation();
  const spam = useFlagSpam();
  const remove = useDeleteViolation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const change = (body: Parameters<typeof update.mutate>[0]) => update.mutate(body);
  const base = { id: report.id, version: report.version };
  const className = (id: string) => school.classes.find((item) => item.id === id)?.name ?? id;
  const userName = (id: string) => school.users.find((item) => item.id === id)?.name ?? id;

  return (
    <Stack gap="4" data-testid="violation-detail">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="2">
          <Heading as="h2" size="lg">
            {t(TYPE_KEYS[report.type])}
          </Heading>
          <ViolationStateBadge report={report} />
        </HStack>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t("violations.actions.close")}
        </Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {t("violations.byline", { author: authorOf(report, t), date: formatDate(report.createdAt) })}
      </Text>

      <SectionCard title={t("violations.chain.title")}>
        <ViolationTimeline report={report} />
      </SectionCard>

      <DataList.Root orientation="horizontal">
        {[
          { label: t("violations.fields.violationBetween"), value: t(BETWEEN_KEYS[report.violationBetween]) },
          { label: t("violations.fields.victim"), value: report.victim },
          { label: t("violations.fields.incidentDetails"), value: report.incidentDetails },
          { label: t("violations.fields.when"), value: formatDate(report.when) },
          { label: t("violations.fields.location"), value: report.location },
          { label: t("violations.fields.witness"), value: report.witness },
          {
            label: t("violations.fields.hasContactedSchool"),
            value: t(ANSWER_KEYS[report.hasContactedSchool]),
          },
          {
            label: t("violations.fields.hasContactedParents"),
            value: t(ANSWER_KEYS[report.hasContactedParents]),
          },
          {
            label: t("violations.fields.whoContacted"),
            value: report.whoContacted || t("violations.notGiven"),
          },
          {
            label: t("violations.fields.access"),
            value: [
              t(ACCESS_KEYS[report.access]),
              ...report.accessUsers.map((ref) => userName(ref.id)),
              ...report.classes.map((ref) => className(ref.id)),
            ].join(", "),
          },
        ].map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{row.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>

      {manage ? (
        <HStack gap="2" flexWrap="wrap" role="group" aria-label={t("violations.actions.label")}>
          {role === "HEAD" && !report.chain.seenByPrincipalAt ? (
            <Button
              colorPalette="brand"
              size="sm"
              loading={update.isPending}
              onClick={() => change({ ...base, seenByPrincipal: true })}
              data-testid="mark-seen"
            >
              {t("violations.actions.markSeen")}
            </Button>
          ) : null}
          {role === "HEAD" && !report.chain.reportedToOwnerAt ? (
            <Button size="sm" variant="outline" onClick={() => change({ ...base, reportedToOwner: true })}>
              {t("violations.actions.reportToOwner")}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => change({ ...base, archived: report.list !== "ARCHIVED" })}
          >
            {report.list === "ARCHIVED" ? t("violations.actions.restore") : t("violations.actions.archive")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={spam.isPending}
            onClick={() => spam.mutate(report.id, { onSuccess: onClose })}
          >
            {t("violations.actions.spam")}
          </Button>
          {role === "HEAD" || role === "MAINADMIN" ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              {t("violations.actions.delete")}
            </Button>
          ) : null}
        </HStack>
      ) : null}

      {manage ? <ManageAccess report={report} school={school} /> : null}
      <ExternalSender report={report} />
      <FollowUps report={report} userId={userId} />
      <Investigations report={report} investigations={investigations} manage={manage} />

      <ConfirmDialog
        open={confirmDelete}
        title={t("violations.actions.delete")}
        body={t("violations.actions.confirmDelete")}
        confirmLabel={t("violations.actions.delete")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(report.id, { onSuccess: onClose })}
        onClose={() => setConfirmDelete(false)}
      />
    </Stack>
  );
}

/** Manage-access: the access choice and its list; a new choice starts with nothing chosen. */
function ManageAccess({ report, school }: { report: ViolationFull; school: School }) {
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

function FollowUps({ report, userId }: { report: ViolationFull; userId: string }) {
  const { t } = useTranslation();
  const create = useCreateFollowUp();
  const remove = useDeleteFollowUp();
  const [text, setText] = useState("");
  return (
    <SectionCard title={t("violations.followUps.title")} testId="violation-follow-ups">
      <Stack gap="3">
        {report.followUps.length === 0 ? (
          <Text color="fg.muted">{t("violations.followUps.empty")}</Text>
        ) : null}
        {report.followUps.map((followUp) => (
          <Stack key={followUp.id} gap="1" borderBottomWidth="1px" pb="2">
            <Text fontSize="sm" color="fg.muted">
              {t("violations.byline", { author: followUp.authorName, date: formatDate(followUp.createdAt) })}
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
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            create.mutate({ violationId: report.id, text: text.trim() }, { onSuccess: () => setText("") });
          }}
        >
          <Stack gap="2">
            <TextareaField
              label={t("violations.followUps.text")}
              rows={3}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Button type="submit" alignSelf="flex-start" size="sm" loading={create.isPending}>
              {t("violations.followUps.add")}
            </Button>
          </Stack>
        </form>
      </Stack>
    </SectionCard>
  );
}

function Investigations({
  report,
  investigations,
  manage,
}: {
  report: ViolationFull;
  investigations: ViolationInvestigation[];
  manage: boolean;
}) {
  const { t } = useTranslation();
  const begin = useCreateInvestigation();
  return (
    <SectionCard
      title={t("violations.investigation.title")}
      testId="violation-investigations"
      actions={
        manage ? (
          <Button
            size="sm"
            colorPalette="brand"
            loading={begin.isPending}
            onClick={() => begin.mutate({ violationId: report.id })}
            data-testid="begin-investigation"
          >
            {t("violations.investigation.begin")}
          </Button>
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
            date: formatDate(investigation.createdAt),
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
          <Button
            size="sm"
            variant="outline"
            loading={update.isPending}
            onClick={() => update.mutate({ id: investigation.id, version: investigation.version, ...texts })}
          >
            {t("violations.investigation.save")}
          </Button>
          <Button
            size="sm"
            onClick={() =>
              update.mutate({
                id: investigation.id,
                version: investigation.version,
                ...texts,
                concluded: true,
              })
            }
          >
            {t("violations.investigation.conclude")}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}
