import { Button, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextareaField } from "../../../shared/ui/text-field";
import { TicketTextSchema } from "#shared/tickets/ticket.schema";
import { maxLengthOf } from "../../../shared/forms/form-fields";
import { problemText, type FieldProblem } from "../../../shared/forms/field-error";
import { schemaProblem } from "../../../shared/forms/zod-resolver";

/**
 * One textarea and a send button (comments, messages, decisions, feedback). Empty or too long text shows its error and
 * sends nothing (a long text is never cut); the text is cleared only once the server has it, so a failed send loses
 * nothing.
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
  const [problem, setProblem] = useState<FieldProblem>();
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        const found = schemaProblem(TicketTextSchema, text);
        setProblem(found);
        if (!found) onSubmit(text.trim(), () => setText(""));
      }}
    >
      <Stack gap="2">
        <TextareaField
          label={label}
          required
          rows={3}
          maxChars={maxLengthOf(TicketTextSchema)}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={problem ? problemText(problem, t) : undefined}
        />
        <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
