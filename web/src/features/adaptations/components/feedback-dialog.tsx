import { Box, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { AdaptationFeedbackInputSchema, type Adaptation } from "#shared/adaptations/adaptation.schema";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormDialog } from "../../../shared/ui/form-dialog";
import { TextareaField } from "../../../shared/ui/text-field";
import { useAdaptationFeedback } from "../adaptations.api";
import { formatDay } from "../../../shared/pupil-actions/dates";
import { mayGiveFeedback } from "../../../shared/pupil-actions/pupil-action-keys";

/** The feedback entries on one adaptation, oldest first, and (for those who may give it) a field for a new one. */
export function FeedbackDialog({ adaptation, onClose }: { adaptation: Adaptation; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const give = useAdaptationFeedback(adaptation.id, onClose);
  const mayGive = mayGiveFeedback(adaptation);
  const { field, dialog } = useSchemaForm(AdaptationFeedbackInputSchema, {
    defaultValues: { feedback: "" },
    toBody: (values) => values,
    mutation: give,
  });
  return (
    <FormDialog
      open
      title={t("adaptations.feedback.title")}
      submitLabel={t("common.actions.save")}
      form={dialog}
      // One who may only read the entries closes the dialog with its button: there is nothing to send.
      onSubmit={
        mayGive
          ? undefined
          : (event) => {
              event.preventDefault();
              onClose();
            }
      }
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
          {...field("feedback")}
          data-testid="feedback-text"
        />
      ) : null}
    </FormDialog>
  );
}
