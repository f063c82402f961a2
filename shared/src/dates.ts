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
