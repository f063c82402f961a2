import { Box, Button, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { ActionProgram, ProgramAction } from "#shared/actionprograms/action-program.schema";
import { missingEvaluation, missingFollowUp } from "#shared/actionprograms/follow-up-discipline";
import type { School } from "#shared/schools/school.schema";
import type { Student } from "#shared/students/student.schema";
import { PROGRAM_STATES, STATUS_KEYS } from "../../../shared/actionprograms/action-program-keys";
import { localToday } from "../../../shared/actionprograms/follow-up-discipline.data";
import { studentPath } from "../../../shared/routes";
import { DataTable, type DataColumn } from "../../../shared/ui/data-table/data-table";
import { FormAlert } from "../../../shared/ui/form-alert";
import { SectionCard } from "../../../shared/ui/section-card";
import { useEvaluations, useFollowUps } from "../action-programs.api";
import { downloadDecisionDocument } from "../program.api";
import { ProgramHistory } from "./program-history";
import { evaluationColumns, followUpColumns, nameIn, ProgramItemsSection } from "./program-items-section";
import { StatusBadge } from "../../../shared/ui/status-badge";
import { formatDate } from "../../../shared/i18n/dates";

/**
 * One action program read as a document: a summary of who, when and what state, then the needs, the actions table
 * (cards on a phone), the follow-ups and evaluations, the participation, the decision (with the decision document
 * to download) and the history (with the earlier text of each change). Labels sit above their values,
 * left-aligned, in a grid that folds to one column.
 */

/** A label above its value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="0.5" minWidth="0" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Box whiteSpace="pre-wrap" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {children}
    </SimpleGrid>
  );
}

export function ProgramDocument({
  program,
  school,
  student,
  onAddFollowUp,
  onAddEvaluation,
  sharing,
}: {
  program: ActionProgram;
  school: School;
  student: Student | undefined;
  onAddFollowUp: (() => void) | null;
  onAddEvaluation: (() => void) | null;
  /** Who the decision was shared with and the appeal clock, after the decision (staff who see them). */
  sharing?: ReactNode;
}) {
  const { t } = useTranslation();
  const followUps = useFollowUps(program.schoolId, { actionProgramId: program.id });
  const evaluations = useEvaluations(program.schoolId, { actionProgramId: program.id });
  const today = localToday();
  const lateFollowUp = followUps.data && missingFollowUp(program, followUps.data, today);
  const lateEvaluation = evaluations.data && missingEvaluation(program, evaluations.data, today);
  const none = t("actionProgramView.none");
  const yesNo = (value: boolean) => t(value ? "actionPrograms.view.yes" : "actionPrograms.view.no");

  return (
    <Stack gap="6" data-testid="program-document">
      {lateFollowUp ? (
        <Box data-testid="program-missing-follow-up">
          <FormAlert status="error">
            {t("actionProgramView.missingFollowUp", { date: formatDate(program.followUpDate) })}
          </FormAlert>
        </Box>
      ) : null}
      {lateEvaluation ? (
        <Box data-testid="program-missing-evaluation">
          <FormAlert status="error">
            {t("actionProgramView.missingEvaluation", { date: formatDate(program.evaluationDate) })}
          </FormAlert>
        </Box>
      ) : null}

      <SectionCard title={t("actionProgramView.summary")} testId="program-details">
        <Facts>
          <Fact label={t("actionPrograms.fields.student")}>
            {student ? (
              <Link asChild color="brand.fg">
                <RouterLink to={studentPath(student.id)}>{student.name}</RouterLink>
              </Link>
            ) : (
              none
            )}
          </Fact>
          <Fact label={t("actionPrograms.fields.status")}>
            <StatusBadge state={PROGRAM_STATES[program.status]}>{t(STATUS_KEYS[program.status])}</StatusBadge>
          </Fact>
          <Fact label={t("actionProgramView.createdBy")}>
            {program.createdByName}, {formatDate(program.createdAt)}
          </Fact>
          <Fact label={t("actionPrograms.fields.followUpDate")}>{formatDate(program.followUpDate)}</Fact>
          <Fact label={t("actionPrograms.fields.evaluationDate")}>{formatDate(program.evaluationDate)}</Fact>
          <Fact label={t("actionPrograms.fields.decisionMaker")}>
            {nameIn(school, program.decisionMakerId)}
          </Fact>
        </Facts>
      </SectionCard>

      <SectionCard title={t("actionProgramView.needs")} testId="program-needs">
        {program.specialNeeds ? (
          <Text whiteSpace="pre-wrap" maxWidth="75ch">
            {program.specialNeeds}
          </Text>
        ) : (
          <Text color="fg.muted">{t("actionProgramView.noNeeds")}</Text>
        )}
      </SectionCard>

      <ActionsTable actions={program.actions} />

      <ProgramItemsSection
        school={school}
        query={followUps}
        onAdd={onAddFollowUp}
        texts={{
          title: t("actionPrograms.followUps.title"),
          add: t("actionPrograms.followUps.new"),
          empty: t("actionPrograms.followUps.empty"),
        }}
        testIds={{ section: "program-follow-ups", add: "add-follow-up" }}
        columns={followUpColumns(t)}
      />
      <ProgramItemsSection
        school={school}
        query={evaluations}
        onAdd={onAddEvaluation}
        texts={{
          title: t("actionPrograms.evaluations.title"),
          add: t("actionPrograms.evaluations.new"),
          empty: t("actionPrograms.evaluations.empty"),
        }}
        testIds={{ section: "program-evaluations", add: "add-evaluation" }}
        columns={evaluationColumns(t)}
      />

      <SectionCard title={t("actionProgramView.participation")} testId="program-participation">
        <Facts>
          <Fact label={t("actionPrograms.fields.place")}>{program.place || none}</Fact>
          <Fact label={t("actionPrograms.fields.attendees")}>{program.attendees.join(", ") || none}</Fact>
          <Fact label={t("actionPrograms.fields.studentInvolved")}>{yesNo(program.studentInvolved)}</Fact>
          <Fact label={t("actionPrograms.fields.guardianInvolved")}>{yesNo(program.guardianInvolved)}</Fact>
          <Fact label={t("actionPrograms.fields.studentInformedOn")}>
            {formatDate(program.studentInformedOn)}
          </Fact>
          <Fact label={t("actionPrograms.fields.guardiansInformedOn")}>
            {formatDate(program.guardiansInformedOn)}
          </Fact>
        </Facts>
        {program.links.length > 0 ? (
          <Stack gap="1" mt="4">
            <Heading as="h3" size="sm">
              {t("actionProgramView.links")}
            </Heading>
            <List.Root gap="1" ps="4">
              {program.links.map((link, index) => (
                <List.Item key={index}>
                  <Link href={link.url} color="brand.fg" target="_blank" rel="noreferrer">
                    {link.title}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        ) : null}
      </SectionCard>

      <DecisionSection program={program} school={school} />

      {sharing}
      <ProgramHistory program={program} />
    </Stack>
  );
}

/** The decision: who decided and when (or that it is a draft), and the decision document to download. */
function DecisionSection({ program, school }: { program: ActionProgram; school: School }) {
  const { t } = useTranslation();
  const decided = program.status !== "draft" && program.decidedAt;
  return (
    <SectionCard title={t("actionProgramView.decision")} testId="program-decision">
      <Stack gap="3" align="flex-start">
        {decided ? (
          <Text data-testid="program-decided">
            {t("actionProgramView.decidedText", {
              name: program.decidedByName ?? "",
              date: formatDate(program.decidedAt!),
            })}
          </Text>
        ) : (
          <Stack gap="1">
            <Text>{t("actionProgramView.notDecided")}</Text>
            {program.decisionMakerId ? (
              <Text color="fg.muted">
                {t("actionProgramView.namedDecisionMaker", { name: nameIn(school, program.decisionMakerId) })}
              </Text>
            ) : null}
          </Stack>
        )}
        {program.archivedAt ? (
          <Text color="fg.muted">
            {t("actionProgramView.archivedText", { date: formatDate(program.archivedAt) })}
          </Text>
        ) : null}
        {decided ? (
          <HStack gap="3" flexWrap="wrap">
            <DecisionDocumentButton program={program} variant="solid" />
            <Text fontSize="sm" color="fg.muted" maxWidth="60ch">
              {t("actionProgramView.downloadHint")}
            </Text>
          </HStack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/** 'Ladda ner beslut (PDF)': shown for a decided program (published or archived). */
export function DecisionDocumentButton({
  program,
  variant = "outline",
}: {
  program: ActionProgram;
  variant?: "outline" | "solid";
}) {
  const { t } = useTranslation();
  if (program.status === "draft" || !program.decidedAt) return null;
  return (
    <Button
      size="sm"
      variant={variant}
      colorPalette={variant === "solid" ? "brand" : undefined}
      onClick={() => void downloadDecisionDocument(program.schoolId, program.id)}
      data-testid={variant === "solid" ? "program-pdf" : "program-pdf-header"}
    >
      {t("actionProgramView.download")}
    </Button>
  );
}

function ActionsTable({ actions }: { actions: ProgramAction[] }) {
  const { t } = useTranslation();
  const columns: DataColumn<ProgramAction & { index: number }>[] = [
    { id: "action", header: t("actionPrograms.fields.action"), cell: (row) => row.action, primary: true },
    { id: "timespan", header: t("actionPrograms.fields.timespan"), cell: (row) => row.timespan || "–" },
    { id: "followUp", header: t("actionPrograms.fields.followUp"), cell: (row) => row.followUp || "–" },
    {
      id: "responsible",
      header: t("actionPrograms.fields.responsible"),
      cell: (row) => row.responsible || "–",
    },
  ];
  return (
    <SectionCard title={t("actionPrograms.fields.actions")} testId="program-actions">
      <DataTable
        caption={t("actionPrograms.fields.actions")}
        columns={columns}
        rows={actions.map((action, index) => ({ ...action, index }))}
        getRowId={(row) => String(row.index)}
        emptyText={t("actionPrograms.view.noActions")}
        framed={false}
      />
    </SectionCard>
  );
}
