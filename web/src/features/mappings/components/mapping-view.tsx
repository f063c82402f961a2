import { Badge, Button, DataList, HStack, Link, List, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import type { HiddenPart, Role } from "#shared/constants";
import {
  lowCategories,
  MAPPING_CATEGORIES,
  MAPPING_QUESTIONS,
  type MappingAnswerSet,
  type MappingCategory,
  type MappingDetail,
  type MappingScores,
} from "#shared/mappings/mapping.schema";
import { ApiError } from "../../../shared/api/api-error";
import { useSchool } from "../../../shared/data/schools.api";
import { useStudents } from "../../../shared/data/students.api";
import { MAPPING_STATUS_KEYS } from "../../../shared/mappings/mapping-table";
import { categoryName, labelText, questionTitle } from "../../../shared/mappings/mappings-data";
import { PLANNED_ROUTES, ROUTES } from "../../../shared/routes";
import { ROUTE_ROLES } from "../../../shared/session/route-roles";
import { useSession } from "../../../shared/session/session.api";
import { ConfirmDialog } from "../../../shared/ui/confirm-dialog";
import { FormAlert } from "../../../shared/ui/form-alert";
import { PageHeader } from "../../../shared/ui/page-header";
import { PageLoading } from "../../../shared/ui/page-loading";
import { SectionCard } from "../../../shared/ui/section-card";
import { TextField } from "../../../shared/ui/text-field";
import { useDeleteMapping, useMapping, useRemindMapping, useUpdateMapping } from "../mappings.api";
import { AnswerForm } from "./answer-form";

/**
 * A page that a later issue builds is offered only once the app has its route (its roles are listed) and the
 * school does not hide it: the wellbeing check and the absence form.
 */
const hasRoute = (name: string) => Object.hasOwn(ROUTE_ROLES, name);
const hides = (hidden: readonly HiddenPart[], parts: readonly HiddenPart[]) =>
  parts.every((part) => hidden.includes(part));

/** /actions/mapping?id=: one mapping, its answers per answerer and together, suggestions and what may be done. */
export function MappingView({ mappingId }: { mappingId: string }) {
  const { t } = useTranslation();
  const { schoolId, role, user } = useSession();
  const mapping = useMapping(schoolId ?? "", mappingId);
  const students = useStudents(schoolId);
  const { data: school } = useSchool(schoolId);
  if (mapping.isLoading) return <PageLoading />;
  if (!mapping.data) {
    const missing = mapping.error instanceof ApiError && mapping.error.status === 404;
    return (
      <Stack gap="4">
        <FormAlert status="error">
          {missing ? t("mappings.view.notFound") : t("errors.status.generic")}
        </FormAlert>
        <BackLink />
      </Stack>
    );
  }
  const detail = mapping.data;
  const pupil = students.data?.find((student) => student.id === detail.studentId);
  const hidden = school?.hiddenParts ?? [];
  const asked = detail.respondents.some((respondent) => respondent.id === user.id);
  const own = detail.answerSets.find((set) => set.answeredBy.id === user.id);
  const manage = detail.access === "manage";
  const scores = detail.combined ?? own?.scores ?? null;
  return (
    <>
      <PageHeader
        title={pupil?.name ?? t("mappings.view.unknownStudent")}
        description={t("mappings.title")}
        actions={<BackLink />}
      />
      <Stack gap="6" data-testid="mapping-view">
        <Facts detail={detail} manage={manage} role={role} />
        {scores ? (
          <Suggestions
            scores={scores}
            studentId={detail.studentId}
            showCheckIn={hasRoute("checkIn") && !hides(hidden, ["CHECKINS"])}
            showAbsence={hasRoute("absence") && !hides(hidden, ["ABSENCEFORMS", "ABSENCEACTIONPROGRAMS"])}
          />
        ) : null}
        <SectionCard title={t("mappings.view.scores")} testId="mapping-answers">
          <Answers detail={detail} />
        </SectionCard>
        {asked && detail.active ? (
          <SectionCard title={t("mappings.answer.title")}>
            <AnswerForm key={own?.answeredAt ?? "new"} mappingId={detail.id} own={own} />
          </SectionCard>
        ) : null}
      </Stack>
    </>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link asChild color="brand.fg" fontSize="sm">
      <RouterLink to={ROUTES.mapping}>{t("mappings.view.back")}</RouterLink>
    </Link>
  );
}

/** Deadline, status, who is asked and who has answered; for those who manage it: edit, remind, delete. */
function Facts({ detail, manage, role }: { detail: MappingDetail; manage: boolean; role: Role }) {
  const { t } = useTranslation();
  const update = useUpdateMapping(detail.id);
  const remind = useRemindMapping(detail.id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const [deadline, setDeadline] = useState(detail.deadline);
  const remove = useDeleteMapping(detail.id, () => {
    setDeleting(false);
    void navigate(ROUTES.mapping);
  });
  const pending = detail.respondents.filter((respondent) => !respondent.answered);
  const patch = (changes: { active?: boolean; actionProgramBegun?: boolean; deadline?: string }) =>
    update.mutate({ version: detail.version, role, ...changes });
  return (
    <SectionCard title={t("mappings.fields.mapping")}>
      <Stack gap="4">
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.status")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge data-testid="mapping-status">{t(MAPPING_STATUS_KEYS[detail.status])}</Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.deadline")}</DataList.ItemLabel>
            <DataList.ItemValue>{detail.deadline}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.createdBy")}</DataList.ItemLabel>
            <DataList.ItemValue>{detail.createdBy.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.nextStep")}</DataList.ItemLabel>
            <DataList.ItemValue>
              {detail.actionProgramBegun ? t("mappings.nextStep.begun") : t("mappings.nextStep.notBegun")}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t("mappings.fields.respondents")}</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2" flexWrap="wrap">
                {detail.respondents.map((respondent) => (
                  <Badge key={respondent.id} colorPalette={respondent.answered ? "green" : "gray"}>
                    {t(
                      respondent.answered
                        ? "mappings.view.respondentAnswered"
                        : "mappings.view.respondentPending",
                      {
                        name: respondent.name,
                      },
                    )}
                  </Badge>
                ))}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {pending.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t("mappings.view.waitingFor", {
              names: pending.map((respondent) => respondent.name).join(", "),
            })}
          </Text>
        ) : null}
        {manage ? (
          <Stack gap="3">
            <HStack gap="2" flexWrap="wrap">
              {detail.active && pending.length > 0 ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={remind.isPending}
                  onClick={() => remind.mutate()}
                >
                  {t("mappings.view.remind")}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                loading={update.isPending}
                onClick={() => patch({ active: !detail.active })}
              >
                {detail.active ? t("mappings.view.archive") : t("mappings.view.activate")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={update.isPending}
                onClick={() => patch({ actionProgramBegun: !detail.actionProgramBegun })}
              >
                {detail.actionProgramBegun
                  ? t("mappings.nextStep.markNotBegun")
                  : t("mappings.nextStep.markBegun")}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                {t("mappings.view.delete")}
              </Button>
            </HStack>
            <HStack
              as="form"
              gap="2"
              align="flex-end"
              flexWrap="wrap"
              onSubmit={(event) => {
                event.preventDefault();
                if (deadline && deadline !== detail.deadline) patch({ deadline });
              }}
            >
              <TextField
                label={t("mappings.view.changeDeadline")}
                type="date"
                rootProps={{ maxWidth: "14rem" }}
                value={deadline}
                onChange={(event) => setDeadline(event.currentTarget.value)}
              />
              <Button type="submit" size="sm" variant="outline">
                {t("mappings.view.save")}
              </Button>
            </HStack>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={deleting}
        title={t("mappings.view.deleteTitle")}
        body={t("mappings.view.deleteBody")}
        confirmLabel={t("mappings.view.delete")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setDeleting(false)}
      />
    </SectionCard>
  );
}

/** Suggested actions for the categories with low points (lowest first), and the pages that start them. */
function Suggestions({
  scores,
  studentId,
  showCheckIn,
  showAbsence,
}: {
  scores: MappingScores;
  studentId: string;
  showCheckIn: boolean;
  showAbsence: boolean;
}) {
  const { t, i18n } = useTranslation();
  const low = lowCategories(scores);
  const query = `?studentId=${encodeURIComponent(studentId)}`;
  return (
    <SectionCard title={t("mappings.view.suggestions")} testId="mapping-suggestions">
      {low.length === 0 ? (
        <Text color="fg.muted">{t("mappings.view.noSuggestions")}</Text>
      ) : (
        <List.Root gap="2" ps="4">
          {low.map((category) => (
            <List.Item key={category}>
              <Text as="span" fontWeight="medium">
                {categoryName(category, i18n.language)}:
              </Text>{" "}
              {t(SUGGESTION_KEYS[category])}
            </List.Item>
          ))}
        </List.Root>
      )}
      {showCheckIn || showAbsence ? (
        <HStack gap="2" mt="4" flexWrap="wrap">
          {showCheckIn ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`${PLANNED_ROUTES.checkIn}${query}`}>
                {t("mappings.view.startCheckIn")}
              </RouterLink>
            </Button>
          ) : null}
          {showAbsence ? (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`${PLANNED_ROUTES.absence}${query}`}>
                {t("mappings.view.startAbsence")}
              </RouterLink>
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </SectionCard>
  );
}

/** The suggested next step per category (the matching action of the support chain). */
const SUGGESTION_KEYS = {
  Hälsa: "mappings.suggestion.Hälsa",
  Kunskapsinhämtning: "mappings.suggestion.Kunskapsinhämtning",
  Måluppfyllelse: "mappings.suggestion.Måluppfyllelse",
  Närvaro: "mappings.suggestion.Närvaro",
  "Koncentration och impulskontroll": "mappings.suggestion.Koncentration och impulskontroll",
  Socialt: "mappings.suggestion.Socialt",
} as const satisfies Record<MappingCategory, string>;

const points = (value: number) => String(Math.round(value * 100) / 100);

function ScoreTable({ scores, caption }: { scores: MappingScores; caption: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.Root size="sm" data-testid="mapping-scores">
      <Table.Caption srOnly>{caption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t("mappings.view.category")}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t("mappings.view.points")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {MAPPING_CATEGORIES.map((category) => (
          <Table.Row key={category}>
            <Table.Cell>{categoryName(category, i18n.language)}</Table.Cell>
            <Table.Cell textAlign="end">
              {points(scores.categories[category].points)} / {scores.categories[category].max}
            </Table.Cell>
          </Table.Row>
        ))}
        <Table.Row fontWeight="semibold">
          <Table.Cell>{t("mappings.view.total")}</Table.Cell>
          <Table.Cell textAlign="end" data-testid="mapping-total">
            {points(scores.total.points)} / {scores.total.max}
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

function AnswerList({ set }: { set: MappingAnswerSet }) {
  const { t, i18n } = useTranslation();
  const byKey = new Map(set.answers.map((given) => [given.key, given]));
  return (
    <DataList.Root orientation="horizontal" size="sm" mt="4">
      {MAPPING_QUESTIONS.filter((question) => byKey.has(question.key)).map((question) => {
        const given = byKey.get(question.key)!;
        return (
          <DataList.Item key={question.key}>
            <DataList.ItemLabel>{questionTitle(question.key, i18n.language)}</DataList.ItemLabel>
            <DataList.ItemValue>
              {given.text ??
                `${labelText(question.key, given.label, i18n.language)} (${points(given.points ?? 0)})`}
            </DataList.ItemValue>
          </DataList.Item>
        );
      })}
      {set.answers.length === 0 ? <Text>{t("mappings.view.noAnswers")}</Text> : null}
    </DataList.Root>
  );
}

/** One tab per answerer and, for those who see every answer, an 'all' tab with the combined scores. */
function Answers({ detail }: { detail: MappingDetail }) {
  const { t } = useTranslation();
  const sets = detail.answerSets;
  if (sets.length === 0) return <Text color="fg.muted">{t("mappings.view.noAnswers")}</Text>;
  const first = detail.combined ? "all" : sets[0]!.answeredBy.id;
  return (
    <Tabs.Root defaultValue={first} variant="line" lazyMount unmountOnExit>
      <Tabs.List flexWrap="wrap">
        {detail.combined ? (
          <Tabs.Trigger value="all" data-testid="mapping-tab-all">
            {t("mappings.view.all")}
          </Tabs.Trigger>
        ) : null}
        {sets.map((set) => (
          <Tabs.Trigger key={set.answeredBy.id} value={set.answeredBy.id}>
            {set.answeredBy.name}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {detail.combined ? (
        <Tabs.Content value="all">
          <ScoreTable scores={detail.combined} caption={t("mappings.view.all")} />
        </Tabs.Content>
      ) : null}
      {sets.map((set) => (
        <Tabs.Content key={set.answeredBy.id} value={set.answeredBy.id}>
          <ScoreTable scores={set.scores} caption={set.answeredBy.name} />
          <AnswerList set={set} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
