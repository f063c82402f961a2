import { Field, createListCollection } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Combobox } from "./chakra-parts/combobox";

interface Named {
  id: string;
  name: string;
}

/** Lower case without accents or other marks, so "asa" finds "Åsa", "bjorn" "Björn" and "zoe" "Zoë". */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("sv");
}

/** "Name (class)" when the pupil's class is known: pupils of the same name tell apart. */
export function pupilLabel(pupil: Named & { classId: string | null }, classes: readonly Named[]): string {
  const inClass = classes.find((schoolClass) => schoolClass.id === pupil.classId)?.name;
  return inClass ? `${pupil.name} (${inClass})` : pupil.name;
}

/**
 * Choosing one pupil of many (a school's 150 or more): a searchable combobox, the pupil's class beside the name,
 * matching the name or the class without regard to case or accents. Keyboard: type to filter, arrows to move, Enter
 * to choose, Escape to close. `value` is the pupil's id ("" for none); `emptyText` shows when nothing matches. The
 * one pupil picker of every dialog: bordered, with a placeholder ("Sök elev" unless told), the asterisk when required.
 */
export function PupilCombobox({
  label,
  placeholder,
  pupils,
  classes = [],
  value,
  onChange,
  error,
  required,
  emptyText,
  name,
  "data-testid": testId,
}: {
  label: string;
  placeholder?: string | undefined;
  pupils: readonly (Named & { classId: string | null })[];
  classes?: readonly Named[];
  value: string;
  onChange: (pupilId: string) => void;
  error?: string | undefined;
  required?: boolean;
  emptyText?: string | undefined;
  name?: string;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  const items = useMemo(
    () => pupils.map((pupil) => ({ value: pupil.id, label: pupilLabel(pupil, classes) })),
    [pupils, classes],
  );
  const [query, setQuery] = useState("");
  const collection = useMemo(() => {
    const folded = foldForSearch(query.trim());
    return createListCollection({
      items: folded ? items.filter((item) => foldForSearch(item.label).includes(folded)) : items,
    });
  }, [items, query]);
  const chosen = items.find((item) => item.value === value);

  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false}>
      <Combobox.Root
        collection={collection}
        value={chosen ? [chosen.value] : []}
        defaultInputValue={chosen?.label ?? ""}
        onValueChange={(details) => onChange(details.value[0] ?? "")}
        onInputValueChange={(details) => setQuery(details.inputValue)}
        onOpenChange={(details) => {
          // Reopened after a choice: the whole list again, not only the chosen pupil.
          if (details.open && chosen && query === chosen.label) setQuery("");
        }}
        openOnClick
        inputBehavior="autohighlight"
        invalid={Boolean(error)}
        required={required ?? false}
        name={name}
      >
        <Combobox.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder ?? t("lists.form.searchPupil")} data-testid={testId} />
        </Combobox.Control>
        {/* Not portalled: inside a dialog, a list outside it would count as a click outside and close it. */}
        <Combobox.Positioner>
          <Combobox.Content maxHeight="18rem" overflowY="auto">
            <Combobox.Empty>{emptyText ?? t("lists.form.noPupilMatches")}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
