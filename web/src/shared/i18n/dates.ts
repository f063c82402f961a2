import { formatDateIn, formatDateTimeIn, formatMonthIn } from "#shared/dates";
import { currentLanguage } from "./i18n";

/**
 * How the web writes dates, in the active language: every date the product shows goes through these (one format
 * everywhere: "2 dec. 2026", "2 dec. 2026 14:05", "december 2026").
 */

/** A date (YYYY-MM-DD) or an instant's date; "–" for none. */
export const formatDate = (value: string | null | undefined): string =>
  value ? formatDateIn(currentLanguage(), value) : "–";

/** An instant's date and time; "–" for none. */
export const formatDateTime = (value: string | null | undefined): string =>
  value ? formatDateTimeIn(currentLanguage(), value) : "–";

/** A month (YYYY-MM), as the calendar's heading. */
export const formatMonth = (month: string): string => formatMonthIn(currentLanguage(), month);
