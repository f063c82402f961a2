import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextareaField } from "../../../shared/ui/text-field";
import { TicketTextSchema } from "#shared/tickets/ticket.schema";
import { maxLengthOf } from "../../../shared/forms/form-fields";

/**
 * One textarea and a send button (comments, messages, decisions, feedback). Empty text shows the required error and
 * sends nothing; the text is cleared only once the server has it, so a failed send loses nothing.
 */
export function TextEntryForm({
  label,
  submitLabel,
  pending,
  onSubmit,
  testId,
}: {
  label: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (text: string, done: () => void) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [error, setError] = useState(false);
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setError(trimmed === "");
        if (trimmed) onSubmit(trimmed, () => setText(""));
      }}
    >
      <Stack gap="2">
        <TextareaField
          label={label}
          required
          rows={3}
          maxLength={maxLengthOf(TicketTextSchema)}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error ? t("common.form.required") : undefined}
        />
        <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
