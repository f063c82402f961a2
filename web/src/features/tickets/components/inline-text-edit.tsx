import { Button, HStack, IconButton, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PencilIcon } from "../../../shared/ui/icons";
import { TextareaField } from "../../../shared/ui/text-field";
import { problemText, textProblem, type FieldProblem } from "../../../shared/forms/field-error";

/**
 * A saved text with an edit button (a pencil named by `editLabel`): editing shows a textarea with Save and Cancel. `allowEmpty` is for texts that
 * may be cleared (a step's summary); the edit closes only once the server has the change.
 */
export function InlineTextEdit({
  value,
  label,
  editLabel,
  pending,
  allowEmpty,
  maxChars,
  onSave,
}: {
  value: string;
  label: string;
  editLabel: string;
  pending: boolean;
  allowEmpty?: boolean;
  /** The API schema's limit for this text. */
  maxChars: number | undefined;
  onSave: (text: string, done: () => void) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<FieldProblem>();
  // Keyboard users stay where they were: into the text when editing starts, back to the button when it ends.
  const textRef = useRef<HTMLTextAreaElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  useEffect(() => {
    if (editing) textRef.current?.focus();
    else if (started.current) buttonRef.current?.focus();
    started.current ||= editing;
  }, [editing]);
  if (!editing)
    return (
      <IconButton
        ref={buttonRef}
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        onClick={() => {
          setText(value);
          setProblem(undefined);
          setEditing(true);
        }}
        aria-label={editLabel}
      >
        <PencilIcon />
      </IconButton>
    );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = textProblem(text, { required: !allowEmpty, max: maxChars });
        setProblem(found);
        if (!found) onSave(text.trim(), () => setEditing(false));
      }}
    >
      <Stack gap="2">
        <TextareaField
          ref={textRef}
          label={label}
          required={!allowEmpty}
          rows={3}
          maxChars={maxChars}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={problem ? problemText(problem, t) : undefined}
        />
        <HStack gap="2">
          <Button type="submit" size="xs" colorPalette="brand" loading={pending}>
            {t("common.actions.save")}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setEditing(false)}>
            {t("common.actions.cancel")}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
