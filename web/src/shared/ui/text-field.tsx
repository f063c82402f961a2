import { Field, Input, type InputProps } from "@chakra-ui/react";
import { forwardRef, type ReactNode } from "react";

export interface TextFieldProps extends Omit<InputProps, "size"> {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
}

/** A labelled input with its error text tied to it (aria-describedby, aria-invalid) by Chakra's Field. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, ...inputProps },
  ref,
) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input ref={ref} {...inputProps} />
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
