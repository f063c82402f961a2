import {
  Field,
  Input,
  Textarea,
  type FieldRootProps,
  type InputProps,
  type NativeSelectFieldProps,
  type TextareaProps,
} from "@chakra-ui/react";
import { forwardRef, type ReactNode } from "react";
import { NativeSelect } from "./chakra-parts/native-select";

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  helperText?: ReactNode;
  required?: boolean | undefined;
  /** Layout of the whole field (width), not of the control. */
  rootProps?: FieldRootProps;
}

/** The label, helper and error around one control, tied to it (aria-describedby, aria-invalid) by Chakra's Field. */
function FieldFrame({
  label,
  error,
  helperText,
  required,
  rootProps,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false} {...rootProps}>
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

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<NativeSelectFieldProps, "children">, FieldFrameProps {
  options: readonly SelectOption[];
  /** A first choice with the empty value ("all", "none", "choose ..."). */
  placeholder?: string;
  size?: "sm" | "md";
}

/** A labelled native select (keyboard and screen readers get the platform's own list). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, helperText, required, rootProps, options, placeholder, size, ...selectProps },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} helperText={helperText} required={required} rootProps={rootProps}>
      <NativeSelect.Root size={size ?? "md"}>
        <NativeSelect.Field ref={ref} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
});
