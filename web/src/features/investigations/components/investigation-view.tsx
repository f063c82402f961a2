import { Button, DataList, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import {
  UpdateInvestigationInputSchema,
  missingToPublish,
  type BasedOnRef,
  type Investigation,
} from "#shared/investigations/investigation.schema";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { PLANNED_ROUTES, investigationPath, studentPath } from "../../../shared/routes";
import { useSession } from "../../../shared/session/session.api";
import { formatDate, formatDateTime } from "../../../shared/tickets/ticket-labels";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { NextStepPanel } from "../../../shared/ui/next-step";
import { SectionCard } from "../../../shared/ui/section-card";
import { TextEntryForm } from "../../../shared/ui/text-entry-form";
import { FormAlert } from "../../../shared/ui/form-alert";
import { chainParts, useSupportChain } from "../../../shared/support-chain/support-chain-data";
import { useDeleteInvestigation, useInvestigation, useUpdateInvestigation } from "../investigations.api";
import { useBasisNames } from "./basis-names";
import { InvestigationEditor } from "./investigation-editor";
import {
  BASED_ON_KEYS,
  INVESTIGATION_STATES,
  INVESTIGATION_STATUS_KEYS,
  outcomeKey,
} from "../../../shared/investigations/investigation-keys";
import { SmallLink } from "../../../shared/ui/small-link";
import { StatusBadge } from "../../../shared/ui/status-badge";

/** What publishing lacks, named (keys written out, never built). */
const MISSING_KEYS = {
  outcome: "investigations.nextStep.outcomeMissing",
  noProgramReason: "investigations.nextStep.reasonMissing",
} as const;

/** Where each kind of document an investigation rests on is shown (its own page, by id). */
const BASED_ON_ROUTES = {
  MAPPING: PLANNED_ROUTES.mapping,
  ADAPTATION: PLANNED_ROUTES.adaptations,
  FWARNING: PLANNED_ROUTES.fAndFWarnings,
} as const;
const basedOnHref = (ref: BasedOnRef) => `${BASED_ON_ROUTES[ref.kind]}?id=${encodeURIComponent(ref.id)}`;

/** /actions/investigation?id=: one investigation, as the caller may see it, with what they may do. */
export function InvestigationView({
  id,
  school,
  students,
}: {
  id: string;
  school: School;
  students: Student[];
}) {
  const { t } = useTranslation();
  const { role } = useSession();
  const found = useInvestigation(school.id, role, id);
  if (found.isLoading) return <PageLoading />;
  const investigation = found.data;
  if (!investigation) {
    return (
      <>
        <PageHeader title={t("investigations.title")} />
        <Stack gap="3" align="flex-start">
          <FormAlert status="error">{t("investigations.view.notFound")}</FormAlert>
          <Link asChild color="brand.fg">
            <RouterLink to={investigationPath()}>{t("investigations.actions.back")}</RouterLink>
          </Link>
        </Stack>
      </>
    );
  }
  return <InvestigationDetail investigation={investigation} school={school} students={students} />;
}

function Section({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue whiteSpace="pre-wrap">
        {text.trim() ? text : <Text color="fg.muted">{t("investigations.view.empty")}</Text>}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

function InvestigationDetail({
  investigation,
  school,
  students,
}: {
  investigation: Investigation;
  school: School;
  students: Student[];
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<"edit" | "publish" | null>(null);
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteInvestigation(() => void navigate(investigationPath()));
  const student = students.find((one) => one.id === investigation.studentId);
  const manage = investigation.access === "manage";
  const draft = investigation.status === "DRAFT";
  const mayContribute = draft && (investigation.access === "contribute" || manage);
  const nameOf = (userId: string) => school.users.find((user) => user.id === userId)?.name ?? "";
  const { user } = useSession();
  const missing = missingToPublish(investigation);
  const written = new Set(investigation.contributions.map((entry) => entry.authorId));
  // A draft waits on the contributors asked who have written nothing yet.
  const waitingFor = investigation.contributors
    .filter((id) => !written.has(id))
    .map(nameOf)
    .filter(Boolean);
  const contributed = written.has(user.id);
  const toContribution = () =>
    document.querySelector<HTMLElement>('[data-testid="investigation-contribution"]')?.focus();

  return (
    <>
      <PageHeader
        title={t("investigations.title")}
        description={
          student ? (
            <Link asChild color="brand.fg">
              <RouterLink to={studentPath(student.id)}>{student.name}</RouterLink>
            </Link>
          ) : null
        }
        actions={
          manage ? (
            <HStack gap="2" flexWrap="wrap">
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing("edit")}
                data-testid="investigation-edit"
              >
                {t("investigations.actions.edit")}
              </Button>
              {draft ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                  {t("investigations.actions.delete")}
                </Button>
              ) : null}
            </HStack>
          ) : null
        }
      />
      <NextStepPanel
        testId="investigation-next-step"
        status={
          <StatusBadge state={INVESTIGATION_STATES[investigation.status]} data-testid="investigation-status">
            {t(INVESTIGATION_STATUS_KEYS[investigation.status])}
          </StatusBadge>
        }
        waitsOn={
          !draft
            ? null
            : waitingFor.length > 0
              ? waitingFor.join(", ")
              : manage
                ? null
                : investigation.createdByName
        }
        blockers={draft && manage && missing ? [{ key: missing, text: t(MISSING_KEYS[missing]) }] : []}
        action={
          draft && manage ? (
            <Button
              colorPalette="brand"
              onClick={() => setEditing("publish")}
              data-testid="investigation-publish"
            >
              {t("investigations.actions.publish")}
            </Button>
          ) : mayContribute && !contributed ? (
            <Button colorPalette="brand" onClick={toContribution}>
              {t("investigations.nextStep.writeContribution")}
            </Button>
          ) : null
        }
      />
      <Stack gap="6">
        <SmallLink to={investigationPath()}>{t("investigations.actions.back")}</SmallLink>
        {!draft && manage ? <FormAlert status="info">{t("investigations.view.locked")}</FormAlert> : null}
        <SectionCard title={t("investigations.title")} testId="investigation-view">
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t("investigations.fields.createdBy")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {investigation.createdByName}, {formatDate(investigation.createdAt)}
              </DataList.ItemValue>
            </DataList.Item>
            {investigation.publishedAt ? (
              <DataList.Item>
                <DataList.ItemLabel>{t("investigations.fields.publishedAt")}</DataList.ItemLabel>
                <DataList.ItemValue>{formatDate(investigation.publishedAt)}</DataList.ItemValue>
              </DataList.Item>
            ) : null}
            <Section label={t("investigations.fields.background")} text={investigation.background} />
            <Section
              label={t("investigations.fields.schoolSituation")}
              text={investigation.schoolSituation}
            />
            {investigation.healthInformation !== null ? (
              <Section
                label={t("investigations.fields.healthInformation")}
                text={investigation.healthInformation}
              />
            ) : null}
            <Section label={t("investigations.fields.analysis")} text={investigation.analysis} />
            <DataList.Item>
              <DataList.ItemLabel>{t("investigations.fields.outcome")}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="investigation-outcome-value">
                {t(outcomeKey(investigation.outcome))}
              </DataList.ItemValue>
            </DataList.Item>
            {investigation.outcome === "NO_PROGRAM" ? (
              <Section
                label={t("investigations.fields.noProgramReason")}
                text={investigation.noProgramReason}
              />
            ) : null}
            <DataList.Item>
              <DataList.ItemLabel>{t("investigations.fields.contributors")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {investigation.contributors.map(nameOf).filter(Boolean).join(", ") ||
                  t("investigations.view.empty")}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("investigations.fields.basedOn")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {investigation.basedOn.length === 0 ? (
                  t("investigations.view.noBasedOn")
                ) : (
                  <BasisLinks investigation={investigation} school={school} />
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </SectionCard>
        <Contributions investigation={investigation} mayContribute={mayContribute} />
      </Stack>
      {editing ? (
        <InvestigationEditor
          mode={editing}
          investigation={investigation}
          school={school}
          students={students}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={t("investigations.confirmDelete.title")}
        body={t("investigations.confirmDelete.body")}
        confirmLabel={t("investigations.actions.delete")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(investigation.id)}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}

/** A contribution's text: the shared input's (filled, with its limit). */
const CONTRIBUTION_SCHEMA = UpdateInvestigationInputSchema.shape.contribution.unwrap();

/** The contributions, each with who wrote it and when, and (on a draft) the form to add one's own. */
function Contributions({
  investigation,
  mayContribute,
}: {
  investigation: Investigation;
  mayContribute: boolean;
}) {
  const { t } = useTranslation();
  const contribute = useUpdateInvestigation("investigations.messages.contributed");
  return (
    <SectionCard title={t("investigations.fields.contributions")} testId="investigation-contributions">
      <Stack gap="4">
        {investigation.contributions.length === 0 ? (
          <Text color="fg.muted">{t("investigations.contribution.none")}</Text>
        ) : (
          <List.Root gap="3" listStyle="none">
            {investigation.contributions.map((entry) => (
              <List.Item key={entry.id}>
                <Stack gap="1">
                  <Text fontSize="sm" color="fg.muted">
                    {t("investigations.contribution.by", {
                      name: entry.authorName,
                      date: formatDateTime(entry.createdAt),
                    })}
                  </Text>
                  <Text whiteSpace="pre-wrap">{entry.text}</Text>
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
        {mayContribute ? (
          <TextEntryForm
            label={t("investigations.contribution.label")}
            submitLabel={t("investigations.actions.contribute")}
            schema={CONTRIBUTION_SCHEMA}
            send={(contribution) =>
              contribute.mutateAsync({ id: investigation.id, version: investigation.version, contribution })
            }
            colorPalette="brand"
            fieldTestId="investigation-contribution"
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/**
 * What the investigation rests on, each a link that opens the item, named from the pupil's chain as the caller may
 * see it (kind, subject or course, date); one the caller cannot see is named by its kind only.
 */
function BasisLinks({ investigation, school }: { investigation: Investigation; school: School }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const kinds = new Set(investigation.basedOn.map((ref) => ref.kind));
  const parts = chainParts(role, school.hiddenParts);
  const chain = useSupportChain(
    school.id,
    investigation.studentId,
    {
      mappings: parts.mappings && kinds.has("MAPPING"),
      adaptations: parts.adaptations && kinds.has("ADAPTATION"),
      warnings: parts.warnings && kinds.has("FWARNING"),
      investigations: false,
    },
    role,
  );
  const name = useBasisNames();
  const nameOf = (ref: BasedOnRef): string => {
    if (ref.kind === "MAPPING") {
      const found = chain.mappings.find((item) => item.id === ref.id);
      if (found) return name.mapping(found);
    } else if (ref.kind === "ADAPTATION") {
      const found = chain.adaptations.find((item) => item.id === ref.id);
      if (found) return name.adaptation(found);
    } else {
      const found = chain.warnings.find((item) => item.id === ref.id);
      if (found) return name.warning(found);
    }
    return t(BASED_ON_KEYS[ref.kind]);
  };
  return (
    <List.Root gap="1" ps="4">
      {investigation.basedOn.map((ref) => (
        <List.Item key={`${ref.kind}-${ref.id}`}>
          <Link asChild color="brand.fg">
            <RouterLink to={basedOnHref(ref)}>{nameOf(ref)}</RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}
