import { Field, Input, Textarea, type InputProps, type TextareaProps } from "@chakra-ui/react";
import { forwardRef, type ReactNode } from "react";

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean | undefined;
}

/** The label, helper and error around one control, tied to it (aria-describedby, aria-invalid) by Chakra's Field. */
function FieldFrame({
  label,
  error,
  helperText,
  required,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface TextFieldProps extends Omit<InputProps, "size">, FieldFrameProps {}

/** A labelled input with its error text. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, ...inputProps },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required}>
      <Input ref={ref} {...inputProps} />
    </FieldFrame>
  );
});

export interface TextareaFieldProps extends Omit<TextareaProps, "size">, FieldFrameProps {}

/** A labelled textarea with its error text. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, helperText, required, ...textareaProps },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required}>
      <Textarea ref={ref} {...textareaProps} />
    </FieldFrame>
  );
});
