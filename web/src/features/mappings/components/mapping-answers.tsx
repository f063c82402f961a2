/** A mapping's answers per answerer and together, and the suggestions its low scores lead to. */
import { Button, DataList, HStack, List, Table, Tabs, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import {
  lowCategories,
  MAPPING_CATEGORIES,
  MAPPING_QUESTIONS,
  type MappingAnswerSet,
  type MappingCategory,
  type MappingDetail,
  type MappingScores,
} from "#shared/mappings/mapping.schema";
import { categoryName, labelText, questionTitle } from "../../../shared/mappings/mappings-data";
import { PLANNED_ROUTES } from "../../../shared/routes";
import { SectionCard } from "../../../shared/ui/section-card";

/** Suggested actions for the categories with low points (lowest first), and the pages that start them. */
export function Suggestions({
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
export function Answers({ detail }: { detail: MappingDetail }) {
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
