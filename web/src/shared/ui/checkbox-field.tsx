import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Checkbox } from "./chakra-parts/checkbox";

/** A yes/no field of a kit form (useSchemaForm's `form.control`): checked is true, unchecked false. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
