import { Button, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import * as z from "zod";
import { useSchemaForm } from "../forms/use-schema-form";
import { TextareaField } from "./text-field";

/**
 * One textarea and a send button (comments, messages, decisions, follow-ups, replies, contributions), on the kit's
 * form: `schema` is the shared schema of the text (a filled text with its limit), so an empty text shows the field's
 * error instead of doing nothing, a long one says "Högst N tecken" (never cut), and nothing is sent while either
 * does. `send` resolves once the server has the text: only then is the field cleared, so a failed send loses nothing.
 * One request per click: the button spins, and a second click meanwhile sends nothing.
 */
export function TextEntryForm({
  label,
  helperText,
  submitLabel,
  schema,
  send,
  testId,
  fieldTestId,
  colorPalette,
}: {
  label: string;
  helperText?: string | undefined;
  submitLabel: string;
  schema: z.ZodType<string, string>;
  send: (text: string) => Promise<unknown>;
  testId?: string | undefined;
  fieldTestId?: string | undefined;
  colorPalette?: "brand" | undefined;
}) {
  const TextSchema = useMemo(() => z.object({ text: schema }), [schema]);
  const { form, field, dialog } = useSchemaForm(TextSchema, {
    defaultValues: { text: "" },
    toBody: (values) => ({ text: values.text }),
    mutation: {
      mutateAsync: async ({ text }) => {
        await send(text);
        form.reset({ text: "" });
      },
    },
  });
  return (
    <form noValidate data-testid={testId} onSubmit={dialog.onSubmit}>
      <Stack gap="2">
        <TextareaField
          label={label}
          helperText={helperText}
          rows={3}
          {...field("text")}
          data-testid={fieldTestId}
        />
        <Button
          type="submit"
          size="sm"
          variant={colorPalette ? "solid" : "outline"}
          colorPalette={colorPalette}
          alignSelf="flex-start"
          loading={dialog.pending}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
