import { Button, Fieldset, Stack } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  labelsOf,
  MAPPING_ANSWER_TEXT_MAX,
  MAPPING_QUESTIONS,
  type AnswerInput,
  type MappingAnswerSet,
} from "#shared/mappings/mapping.schema";
import { labelText, questionTitle } from "../../../shared/mappings/mappings-data";
import { SelectField, TextareaField } from "../../../shared/ui/text-field";
import { useAnswerMapping } from "../mappings.api";

/**
 * The caller's answers to the chart: one of the labels for each scored question (a question may be left out), and
 * text for the open questions. Saving replaces the caller's earlier answers.
 */
export function AnswerForm({ mappingId, own }: { mappingId: string; own: MappingAnswerSet | undefined }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerMapping(mappingId);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((own?.answers ?? []).map((given) => [given.key, given.label ?? given.text ?? ""])),
  );
  const set = (key: string, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const answers: AnswerInput[] = [];
    for (const question of MAPPING_QUESTIONS) {
      const value = values[question.key]?.trim();
      if (!value) continue;
      const label = labelsOf(question).find((candidate) => candidate.id === value);
      if (question.scale && label) answers.push({ key: question.key, label: label.id, points: label.points });
      else if (!question.scale) answers.push({ key: question.key, text: value });
    }
    if (answers.length > 0) answer.mutate(answers);
  };
  return (
    <form onSubmit={onSubmit} noValidate data-testid="mapping-answer-form">
      <Fieldset.Root>
        <Fieldset.Legend>{t("mappings.answer.title")}</Fieldset.Legend>
        <Stack gap="3" mt="3">
          {MAPPING_QUESTIONS.map((question) =>
            question.scale ? (
              <SelectField
                key={question.key}
                label={questionTitle(question.key, i18n.language)}
                placeholder={t("mappings.answer.unanswered")}
                options={labelsOf(question).map((label) => ({
                  value: label.id,
                  label: labelText(question.key, label.id, i18n.language),
                }))}
                value={values[question.key] ?? ""}
                onChange={(event) => set(question.key, event.currentTarget.value)}
                data-testid={`answer-${question.key}`}
              />
            ) : (
              <TextareaField
                key={question.key}
                label={questionTitle(question.key, i18n.language)}
                helperText={t("mappings.answer.openHint")}
                value={values[question.key] ?? ""}
                maxChars={MAPPING_ANSWER_TEXT_MAX}
                onChange={(event) => set(question.key, event.currentTarget.value)}
                data-testid={`answer-${question.key}`}
              />
            ),
          )}
        </Stack>
      </Fieldset.Root>
      <Button type="submit" colorPalette="brand" mt="4" loading={answer.isPending} data-testid="save-answers">
        {t("mappings.answer.submit")}
      </Button>
    </form>
  );
}
