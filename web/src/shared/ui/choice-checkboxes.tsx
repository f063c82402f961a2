import {
  CheckboxGroup,
  Fieldset,
  SimpleGrid,
  Text,
  VisuallyHidden,
  type SimpleGridProps,
} from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "./chakra-parts/checkbox";

export interface Choice<V extends string> {
  value: V;
  label: string;
}

const SCROLLING = { overflowY: "auto" } as const;

/**
 * Several of a fixed set (roles, hidden parts, subscriptions, notification categories, subjects, staff), as one
 * named group of checkboxes: a legend, an optional helper line, the choices in one or more columns, and the error
 * under the group. Every form that picks several things uses it, so they look, read and validate alike.
 */
export function ChoiceCheckboxes<V extends string>({
  legend,
  helper,
  choices,
  value,
  onChange,
  name,
  error,
  emptyText,
  columns = 1,
  maxHeight,
  required,
}: {
  legend: string;
  helper?: string | undefined;
  choices: readonly Choice<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  name: string;
  error?: string | undefined;
  /** Said instead of the group when there is nothing to choose. */
  emptyText?: string | undefined;
  columns?: SimpleGridProps["columns"];
  /** A long list scrolls inside this height. */
  maxHeight?: string | undefined;
  /** At least one must be chosen: the legend has the asterisk every mandatory control has (spec section 5). */
  required?: boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">
        {legend}
        {required ? (
          <>
            <Text as="span" aria-hidden="true" color="fg.error" marginStart="1">
              *
            </Text>
            <VisuallyHidden>{t("common.form.requiredMark")}</VisuallyHidden>
          </>
        ) : null}
      </Fieldset.Legend>
      {helper ? <Fieldset.HelperText>{helper}</Fieldset.HelperText> : null}
      {choices.length === 0 && emptyText ? (
        <Text color="fg.muted" fontSize="sm">
          {emptyText}
        </Text>
      ) : (
        <CheckboxGroup value={[...value]} onValueChange={(next) => onChange(next as V[])} name={name}>
          <SimpleGrid columns={columns} gap="2" mt="2" {...(maxHeight ? { maxHeight, ...SCROLLING } : {})}>
            {choices.map((choice) => (
              <Checkbox.Root key={choice.value} value={choice.value} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{choice.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </CheckboxGroup>
      )}
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
