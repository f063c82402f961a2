import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { FIRST_SCHOOL_YEAR, LAST_SCHOOL_YEAR } from "#shared/constants";
import { SelectField, type SelectFieldProps } from "../../../shared/ui/text-field";

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
export const YearSelect = forwardRef<HTMLSelectElement, Omit<SelectFieldProps, "options" | "placeholder">>(
  function YearSelect(select, ref) {
    const { t } = useTranslation();
    const yearLabel = useYearLabel();
    return (
      <SelectField
        ref={ref}
        placeholder={t("admin.years.none")}
        options={YEARS.map((year) => ({ value: String(year), label: yearLabel(year) }))}
        {...select}
      />
    );
  },
);
