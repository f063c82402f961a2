import {
  Field,
  Input,
  Textarea,
  type FieldRootProps,
  type InputProps,
  type NativeSelectFieldProps,
  type TextareaProps,
  mergeRefs,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { forwardRef, useCallback, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dateProblem, problemText } from "../forms/field-error";
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
  counter,
  children,
}: FieldFrameProps & { children: ReactNode; counter?: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false} {...rootProps}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      {counter}
    </Field.Root>
  );
}

/** A text's longest length, from its shared schema (`maxLengthOf(Schema)`): a counter near it, an error beyond it. */
interface LimitProps {
  maxChars?: number | undefined;
}

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.8;

/** A text's length once the counter shows, else 0: typing well below the limit re-renders nothing. */
const nearLimit = (value: string, maxChars: number) => {
  const length = value.trim().length;
  return length >= maxChars * COUNTER_FROM ? length : 0;
};

/**
 * Counts what is typed in a text control, registered (react-hook-form sets the value through the ref) or controlled:
 * nothing is ever cut, a text over the limit is an error the form's own check refuses to send.
 */
function useCharLimit<E extends HTMLInputElement | HTMLTextAreaElement>(
  maxChars: number | undefined,
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState(0);
  // Merged after the form's own ref, which writes react-hook-form's default value into the control first.
  const measure = useCallback(
    (node: E | null) => {
      if (node && maxChars !== undefined) setTyped(nearLimit(node.value, maxChars));
    },
    [maxChars],
  );
  const change = (event: ChangeEvent<E>) => {
    if (maxChars !== undefined) setTyped(nearLimit(event.currentTarget.value, maxChars));
    onChange?.(event);
  };
  if (maxChars === undefined) return { measure, change, overError: undefined, counter: null };
  const length = typeof value === "string" ? value.trim().length : typed;
  const over = length > maxChars;
  const format = new Intl.NumberFormat(i18n.language);
  const counter =
    length >= maxChars * COUNTER_FROM ? (
      <Text
        textStyle="xs"
        alignSelf="flex-end"
        color={over ? "fg.error" : "fg.muted"}
        fontWeight={length >= maxChars ? "medium" : undefined}
        aria-live={length >= maxChars ? "polite" : "off"}
        data-testid="char-count"
      >
        <span aria-hidden="true">
          {format.format(length)} / {format.format(maxChars)}
        </span>
        <VisuallyHidden>{t("common.form.charCount", { length, max: maxChars })}</VisuallyHidden>
      </Text>
    ) : null;
  return {
    measure,
    change,
    overError: over ? problemText({ kind: "tooLong", max: maxChars }, t) : undefined,
    counter,
  };
}

/** `maxLength` is for fixed-length codes only (a one-time code); a text's limit is `maxChars`, which never cuts. */
export interface TextFieldProps extends Omit<InputProps, "size">, FieldFrameProps, LimitProps {}

/** A labelled input with its error text (and its length counter when it has a limit). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, required, rootProps, maxChars, onChange, ...inputProps },
  forwarded,
) {
  const limit = useCharLimit(maxChars, inputProps.value, onChange);
  return (
    <FieldFrame
      label={label}
      error={error ?? limit.overError}
      helperText={helperText}
      required={required}
      rootProps={rootProps}
      counter={limit.counter}
    >
      <Input ref={mergeRefs(forwarded, limit.measure)} onChange={limit.change} {...inputProps} />
    </FieldFrame>
  );
});

export interface TextareaFieldProps
  extends Omit<TextareaProps, "size" | "maxLength">, FieldFrameProps, LimitProps {}

/** A labelled textarea with its error text (and its length counter when it has a limit). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, helperText, required, rootProps, maxChars, onChange, ...textareaProps },
  forwarded,
) {
  const limit = useCharLimit(maxChars, textareaProps.value, onChange);
  return (
    <FieldFrame
      label={label}
      error={error ?? limit.overError}
      helperText={helperText}
      required={required}
      rootProps={rootProps}
      counter={limit.counter}
    >
      <Textarea ref={mergeRefs(forwarded, limit.measure)} onChange={limit.change} {...textareaProps} />
    </FieldFrame>
  );
});

export interface DateFieldProps extends Omit<TextFieldProps, "type" | "maxChars" | "min" | "max"> {
  /** The first day that may be chosen (YYYY-MM-DD), e.g. today for a follow-up. */
  min?: string | undefined;
  /** The last day that may be chosen (YYYY-MM-DD), e.g. today for an incident that has happened. */
  max?: string | undefined;
}

/**
 * A labelled date with its first and last allowed day: the picker offers only those, and a day typed outside them
 * shows its error at the field at once (registered or controlled), in the same words the form's check refuses with.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { min, max, error, onChange, ...inputProps },
  forwarded,
) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  // Merged after the form's own ref, which writes react-hook-form's default value into the control first.
  const measure = useCallback((node: HTMLInputElement | null) => {
    if (node) setTyped(node.value);
  }, []);
  const value = typeof inputProps.value === "string" ? inputProps.value : typed;
  const problem = dateProblem(value, { min, max });
  return (
    <TextField
      ref={mergeRefs(forwarded, measure)}
      type="date"
      min={min}
      max={max}
      error={error ?? (problem ? problemText(problem, t) : undefined)}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onChange?.(event);
      }}
      {...inputProps}
    />
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
