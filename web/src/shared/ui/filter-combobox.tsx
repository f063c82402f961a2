import { Field, HStack, IconButton, createListCollection } from "@chakra-ui/react";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Combobox } from "./chakra-parts/combobox";
import { CloseIcon } from "./icons";
import { foldForSearch } from "./pupil-combobox";

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One filter of a list's inline filter bar: a small searchable combobox (type to narrow, without regard to case or
 * accents; arrows and Enter to choose; Escape to close) with a named clear button while something is chosen. `value`
 * "" means every item ("Alla elever", shown as the placeholder). Sits in a `FilterBar`, which wraps on a phone.
 */
export function FilterCombobox({
  label,
  allLabel,
  options,
  value,
  onChange,
  "data-testid": testId,
}: {
  label: string;
  /** What the empty filter means ("Alla elever"); also the input's placeholder. */
  allLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const collection = useMemo(() => {
    const folded = foldForSearch(query.trim());
    return createListCollection({
      items: folded ? options.filter((option) => foldForSearch(option.label).includes(folded)) : [...options],
    });
  }, [options, query]);
  const chosen = options.find((option) => option.value === value);

  return (
    <Field.Root flex={{ base: "1 1 100%", sm: "0 1 14rem" }} minWidth="0">
      <Combobox.Root
        // A new choice from outside (the URL, a clear) shows its own label in the input.
        key={chosen?.value ?? ""}
        collection={collection}
        value={chosen ? [chosen.value] : []}
        defaultInputValue={chosen?.label ?? ""}
        onValueChange={(details) => onChange(details.value[0] ?? "")}
        onInputValueChange={(details) => setQuery(details.inputValue)}
        onOpenChange={(details) => {
          if (details.open && chosen && query === chosen.label) setQuery("");
        }}
        openOnClick
        inputBehavior="autohighlight"
        size="sm"
      >
        <Combobox.Label fontSize="xs" color="fg.muted">
          {label}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={allLabel} data-testid={testId} pe={chosen ? "8" : undefined} />
          {chosen ? (
            <IconButton
              position="absolute"
              insetEnd="1"
              top="50%"
              transform="translateY(-50%)"
              size="2xs"
              variant="ghost"
              aria-label={t("lists.clearFilter", { filter: label })}
              onClick={() => {
                setQuery("");
                onChange("");
              }}
            >
              <CloseIcon />
            </IconButton>
          ) : null}
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content maxHeight="18rem" overflowY="auto">
            <Combobox.Empty>{t("lists.noMatch")}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
    </Field.Root>
  );
}

/**
 * A list's filters in one compact row above it (a named search landmark), wrapping to one filter a line on a phone.
 * No form: each filter applies as it is chosen (Enter takes the highlighted match), so there is nothing to submit, and
 * a form without a submit button fails WCAG 3.2.2 (HTML_CodeSniffer H32.2).
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack role="search" aria-label={label} gap="3" flexWrap="wrap" align="flex-end">
      {children}
    </HStack>
  );
}
