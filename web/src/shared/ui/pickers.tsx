import { ChoiceCheckboxes } from "./choice-checkboxes";
import { forwardRef, useMemo } from "react";
import { FilterCombobox } from "./filter-combobox";
import { pupilLabel } from "./pupil-combobox";
import { SelectField, type SelectFieldProps } from "./text-field";

/**
 * Choosing pupils, staff, classes and teams, the same way on every page: one pupil is chosen with the searchable
 * PupilCombobox (pupil-combobox.tsx) in a dialog and with PupilFilter in a list; staff, classes and teams with
 * native selects (the platform's own list for keyboards and screen readers) built on SelectField, and several
 * people with a checkbox list. The caller passes what may be chosen (already loaded, already narrowed to who may be
 * chosen) and the texts.
 */
type PickerProps = Omit<SelectFieldProps, "options">;

interface Named {
  id: string;
  name: string;
}

const named = (items: readonly Named[]) => items.map((item) => ({ value: item.id, label: item.name }));

/**
 * A list's pupil filter, in its `FilterBar`: every pupil (the placeholder, "") or one, searchable by name or class
 * like the dialogs' pupil picker (PupilCombobox), each pupil's class beside the name, applied as it is chosen;
 * `onChange` gets the chosen pupil's id.
 */
export function PupilFilter({
  label,
  placeholder,
  pupils,
  classes = [],
  value,
  onChange,
  testId,
}: {
  label: string;
  /** What the empty filter means ("Alla elever"). */
  placeholder: string;
  pupils: readonly (Named & { classId: string | null })[];
  classes?: readonly Named[] | undefined;
  value: string | undefined;
  onChange: (studentId: string) => void;
  testId: string;
}) {
  const options = useMemo(
    () => pupils.map((pupil) => ({ value: pupil.id, label: pupilLabel(pupil, classes) })),
    [pupils, classes],
  );
  return (
    <FilterCombobox
      label={label}
      allLabel={placeholder}
      options={options}
      value={value ?? ""}
      onChange={onChange}
      data-testid={testId}
    />
  );
}

/** A member of staff (an owner, a mentor). */
export const StaffSelect = forwardRef<HTMLSelectElement, PickerProps & { staff: readonly Named[] }>(
  function StaffSelect({ staff, ...select }, ref) {
    return <SelectField ref={ref} options={named(staff)} {...select} />;
  },
);

/** A class. */
export const ClassSelect = forwardRef<HTMLSelectElement, PickerProps & { classes: readonly Named[] }>(
  function ClassSelect({ classes, ...select }, ref) {
    return <SelectField ref={ref} options={named(classes)} {...select} />;
  },
);

/** A team (arbetslag). */
export const TeamSelect = forwardRef<HTMLSelectElement, PickerProps & { teams: readonly Named[] }>(
  function TeamSelect({ teams, ...select }, ref) {
    return <SelectField ref={ref} options={named(teams)} {...select} />;
  },
);

/** Several members of staff, as a named group of checkboxes; `emptyText` when there is nobody to choose. */
export function StaffCheckboxes({
  legend,
  staff,
  value,
  onChange,
  name,
  error,
  emptyText,
  maxHeight,
  required,
}: {
  legend: string;
  staff: readonly Named[];
  value: string[];
  onChange: (value: string[]) => void;
  name: string;
  error?: string | undefined;
  emptyText?: string;
  /** A long list scrolls inside this height. */
  maxHeight?: string;
  required?: boolean | undefined;
}) {
  return (
    <ChoiceCheckboxes
      legend={legend}
      choices={named(staff)}
      value={value}
      onChange={onChange}
      name={name}
      error={error}
      emptyText={emptyText}
      maxHeight={maxHeight}
      required={required}
    />
  );
}
