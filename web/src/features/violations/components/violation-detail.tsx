import { Button, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import type { School } from "#shared/schools/school.schema";
import { type ViolationFull, type ViolationInvestigation } from "#shared/violations/violation.schema";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { NextStepPanel } from "../../../shared/ui/next-step";
import { SectionCard } from "../../../shared/ui/section-card";
import { showSuccess } from "../../../shared/ui/snackbar";
import { useViolationLimits } from "../../../shared/violations/violation-late";
import { violationStep } from "./violation-next-step";
import { useDeleteViolation, useFlagSpam, useUpdateViolation } from "../violations.api";
import { authorOf, ExternalSender } from "./external-sender";
import { BeginInvestigationButton, FollowUps, Investigations, ManageAccess } from "./report-parts";
import {
  formatDateTime,
  ViolationStateBadge,
  ViolationTimeline,
} from "../../../shared/violations/violation-timeline";
import { ACCESS_KEYS, ANSWER_KEYS, BETWEEN_KEYS, TYPE_KEYS } from "../../../shared/violations/violation-keys";

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
  const step = violationStep(report, new Date(), useViolationLimits());
  const head = role === "HEAD" && manage;
  const investigator = investigations.find((investigation) => !investigation.concluded)?.createdByName;

  return (
    <Stack gap="4" data-testid="violation-detail">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <HStack gap="2">
          <Heading as="h2" size="lg">
            {t(TYPE_KEYS[report.type])}
          </Heading>
        </HStack>
        <Button variant="outline" size="sm" onClick={onClose}>
          {t("violations.actions.close")}
        </Button>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        {t("violations.byline", { author: authorOf(report, t), date: formatDateTime(report.createdAt) })}
      </Text>

      <NextStepPanel
        testId="violation-next-step"
        status={<ViolationStateBadge report={report} />}
        waitsOn={
          step.kind === "none"
            ? null
            : step.kind === "concludeInvestigation"
              ? (investigator ?? null)
              : t("violations.nextStep.principal")
        }
        due={step.kind === "markSeen" || step.kind === "beginInvestigation" ? step.due : null}
        action={
          step.kind === "markSeen" && head ? (
            <Button
              colorPalette="brand"
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { ...base, seenByPrincipal: true },
                  { onSuccess: () => showSuccess("violations.actions.markedSeen") },
                )
              }
              data-testid="mark-seen"
            >
              {t("violations.actions.markSeen")}
            </Button>
          ) : step.kind === "reportToOwner" && head ? (
            <Button
              colorPalette="brand"
              loading={update.isPending}
              onClick={() => change({ ...base, reportedToOwner: true })}
              data-testid="report-to-owner"
            >
              {t("violations.actions.reportToOwner")}
            </Button>
          ) : step.kind === "beginInvestigation" && manage && !report.investigationId ? (
            <BeginInvestigationButton violationId={report.id} />
          ) : null
        }
      />

      <SectionCard title={t("violations.chain.title")}>
        <ViolationTimeline report={report} />
      </SectionCard>

      <DataList.Root orientation="horizontal">
        {[
          { label: t("violations.fields.violationBetween"), value: t(BETWEEN_KEYS[report.violationBetween]) },
          { label: t("violations.fields.victim"), value: report.victim },
          { label: t("violations.fields.incidentDetails"), value: report.incidentDetails },
          { label: t("violations.fields.when"), value: formatDateTime(report.when) },
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
          {role === "HEAD" && !report.chain.reportedToOwnerAt && step.kind !== "reportToOwner" ? (
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
      <Investigations
        report={report}
        investigations={investigations}
        manage={manage}
        offerBegin={step.kind !== "beginInvestigation"}
      />

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
