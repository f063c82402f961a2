import { Box, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ADAPTATION_TEXT_MAX, type Adaptation } from "#shared/adaptations/adaptation.schema";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { TextareaField } from "../../../shared/ui/text-field";
import { useAdaptationFeedback } from "../adaptations.api";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { mayGiveFeedback } from "../../../shared/pupil-actions/pupil-action-keys";

/** The feedback entries on one adaptation, oldest first, and (for those who may give it) a field for a new one. */
export function FeedbackDialog({ adaptation, onClose }: { adaptation: Adaptation; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const give = useAdaptationFeedback(adaptation.id, onClose);
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const mayGive = mayGiveFeedback(adaptation);
  const error = submitted && text.trim() === "" ? t("adaptations.feedback.required") : undefined;
  return (
    <FormDialog
      open
      title={t("adaptations.feedback.title")}
      submitLabel={t("common.actions.save")}
      pending={give.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!mayGive) return onClose();
        if (text.trim() === "") return;
        give.mutate({ feedback: text.trim() });
      }}
      onClose={onClose}
      testId="feedback-dialog"
    >
      {adaptation.feedback.length === 0 ? (
        <Text color="fg.muted">{t("adaptations.feedback.empty")}</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" margin="0" data-testid="feedback-entries">
          {adaptation.feedback.map((entry) => (
            <Box as="li" key={entry.id} borderLeftWidth="3px" borderColor="brand.solid" paddingStart="3">
              <Text whiteSpace="pre-wrap">{entry.text}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t("adaptations.feedback.by", {
                  name: entry.authorName,
                  date: formatDay(entry.createdAt, i18n.language),
                })}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
      {mayGive ? (
        <TextareaField
          label={t("adaptations.feedback.label")}
          helperText={t("adaptations.feedback.help")}
          rows={3}
          maxChars={ADAPTATION_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          data-testid="feedback-text"
        />
      ) : null}
    </FormDialog>
  );
}
