import { ChoiceCheckboxes } from "./choice-checkboxes";
import { forwardRef, type ComponentProps } from "react";
import { SelectField, type SelectFieldProps } from "./text-field";

/**
 * Choosing pupils, staff, classes and teams, the same way on every page: native selects (the platform's own list
 * for keyboards and screen readers) built on SelectField, and a checkbox list for several people. The caller
 * passes what may be chosen (already loaded, already narrowed to who may be chosen) and the texts.
 */
type PickerProps = Omit<SelectFieldProps, "options">;

interface Named {
  id: string;
  name: string;
}

const named = (items: readonly Named[]) => items.map((item) => ({ value: item.id, label: item.name }));

/** A pupil; with `classes`, each pupil's class is shown beside the name (pupils of the same name tell apart). */
export const PupilSelect = forwardRef<
  HTMLSelectElement,
  PickerProps & { pupils: readonly (Named & { classId: string | null })[]; classes?: readonly Named[] }
>(function PupilSelect({ pupils, classes, ...select }, ref) {
  const className = (classId: string | null) =>
    classes?.find((schoolClass) => schoolClass.id === classId)?.name;
  const options = pupils.map((pupil) => {
    const inClass = className(pupil.classId);
    return { value: pupil.id, label: inClass ? `${pupil.name} (${inClass})` : pupil.name };
  });
  return <SelectField ref={ref} options={options} {...select} />;
});

/**
 * A list's pupil filter, in its `FilterBar`: every pupil (the placeholder, "") or one, applied as it is chosen;
 * `onChange` gets the chosen pupil's id.
 */
export function PupilFilter({
  width = "16rem",
  value,
  onChange,
  testId,
  ...select
}: Omit<ComponentProps<typeof PupilSelect>, "value" | "onChange" | "size" | "rootProps"> & {
  /** The filter's width beside others (a phone gives it the whole line). */
  width?: string;
  value: string | undefined;
  onChange: (studentId: string) => void;
  testId: string;
}) {
  return (
    <PupilSelect
      {...select}
      size="sm"
      rootProps={{ width: { base: "full", sm: width } }}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value)}
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
