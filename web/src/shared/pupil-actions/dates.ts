import { formatDateIn } from "#shared/dates";
import { isLanguage } from "../i18n/language";

/** A day (YYYY-MM-DD or a timestamp) as the language writes it, e.g. "23 nov. 2026" (the product's one format). */
export function formatDay(value: string, language: string): string {
  return formatDateIn(isLanguage(language) ? language : "sv", value);
}
