import { Field, Textarea, type TextareaProps } from "@chakra-ui/react";
import { forwardRef, type ReactNode } from "react";

export interface TextareaFieldProps extends Omit<TextareaProps, "size"> {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
}

/** A labelled textarea with its error text tied to it, like TextField for inputs. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, helperText, required, ...textareaProps },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Textarea ref={ref} {...textareaProps} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
