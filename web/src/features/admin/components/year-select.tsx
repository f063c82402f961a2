import { Field } from "@chakra-ui/react";
import { forwardRef, useId } from "react";
import type { SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { FIRST_SCHOOL_YEAR, LAST_SCHOOL_YEAR } from "#shared/constants";
import { NativeSelect } from "../../../shared/ui/chakra-parts/native-select";

const YEARS = Array.from(
  { length: LAST_SCHOOL_YEAR - FIRST_SCHOOL_YEAR + 1 },
  (_, index) => FIRST_SCHOOL_YEAR + index,
);

/** A school year's name: 0 is förskoleklass, 1-9 grundskola, 10-12 gymnasiet år 1-3. */
export function useYearLabel() {
  const { t } = useTranslation();
  return (year: number): string => {
    if (year === 0) return t("admin.years.preschool");
    if (year > 9) return t("admin.years.upperSecondary", { year: String(year - 9) });
    return t("admin.years.grade", { year: String(year) });
  };
}

/** Choose a school year, or none. The value is the year as text ("" for none). */
export const YearSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined }
>(function YearSelect({ label, error, ...select }, ref) {
  const { t } = useTranslation();
  const yearLabel = useYearLabel();
  const id = useId();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} ref={ref} {...select}>
          <option value="">{t("admin.years.none")}</option>
          {YEARS.map((year) => (
            <option key={year} value={String(year)}>
              {yearLabel(year)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
