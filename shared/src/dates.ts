/**
 * Calendar dates of Swedish schools (YYYY-MM-DD), zod-free so the web's first bundle may use them. Deadlines,
 * receipts and "today" are dates in Stockholm; arithmetic on a date is whole days, with no time zone involved.
 */

/** The time zone of Swedish schools: receipts and deadlines are dates there. */
export const SCHOOL_TIME_ZONE = "Europe/Stockholm";

const STOCKHOLM_DATE = new Intl.DateTimeFormat("en-CA", {
  timeZone: SCHOOL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The date (YYYY-MM-DD) in Stockholm of an instant, e.g. 2026-11-22T23:30:00Z -> 2026-11-23. */
export function stockholmDateOf(instant: string | Date): string {
  const parts = STOCKHOLM_DATE.formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * Midnight UTC of a calendar date, every year itself: Date.UTC (and new Date(y, m, d)) read years 0-99 as 1900-1999,
 * so 0025-03-01 would be 1925-03-01. A day past the month's end rolls over, as Date.UTC's does.
 */
function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** A calendar date plus whole days (no time zone involved: the date is already the local one). */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return utcDay(year, month, day + days)
    .toISOString()
    .slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split("-").map(Number) as [number, number, number];
    return utcDay(year, month, day).getTime();
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * The product's one way of writing a date, a date and time, and a month (e.g. "2 dec. 2026", "2 dec. 2026 14:05",
 * "december 2026" in Swedish; "2 Dec 2026", "2 Dec 2026 14:05", "December 2026" in English). A calendar date
 * (YYYY-MM-DD) reads as that day wherever the reader is; an instant reads in the reader's time zone.
 */
export type DateLanguage = "sv" | "en";

const LOCALE: Record<DateLanguage, string> = { sv: "sv-SE", en: "en-GB" };
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Formats = {
  date: Intl.DateTimeFormat;
  dayOnly: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  month: Intl.DateTimeFormat;
};
const formats = new Map<DateLanguage, Formats>();

function formatsOf(language: DateLanguage): Formats {
  let made = formats.get(language);
  if (!made) {
    const locale = LOCALE[language];
    made = {
      date: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }),
      dayOnly: new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }),
      time: new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
      month: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }),
    };
    formats.set(language, made);
  }
  return made;
}

/** A date (YYYY-MM-DD) or an instant's date: "2 dec. 2026" / "2 Dec 2026". */
export function formatDateIn(language: DateLanguage, value: string | Date): string {
  const { date, dayOnly } = formatsOf(language);
  if (typeof value === "string" && CALENDAR_DATE.test(value))
    return dayOnly.format(new Date(`${value}T12:00:00Z`));
  return date.format(typeof value === "string" ? new Date(value) : value);
}

/** An instant's date and time: "2 dec. 2026 14:05" / "2 Dec 2026 14:05". */
export function formatDateTimeIn(language: DateLanguage, value: string | Date): string {
  const instant = typeof value === "string" ? new Date(value) : value;
  return `${formatsOf(language).date.format(instant)} ${formatsOf(language).time.format(instant)}`;
}

/** A month (YYYY-MM) as a calendar's heading: "december 2026" / "December 2026" (never capitalised in Swedish). */
export function formatMonthIn(language: DateLanguage, month: string): string {
  return formatsOf(language).month.format(new Date(`${month}-01T12:00:00Z`));
}
