import { addDaysToDate } from "../dates.js";

/**
 * The calendar's month grid (spec sections 3 and 9: weeks of 7 days starting on Sunday). Pure date arithmetic on
 * YYYY-MM-DD strings, zod-free.
 */

export interface MonthGrid {
  /** The month, YYYY-MM. */
  month: string;
  /** The grid's first day (the Sunday on or before the 1st) and last (the Saturday on or after the month's end). */
  from: string;
  to: string;
  /** Four to six weeks of seven dates, Sunday first. */
  weeks: string[][];
}

/** The weekday of a date, 0 Sunday to 6 Saturday. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** The month (YYYY-MM) `offset` months from the given one. */
export function addMonths(month: string, offset: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** The grid of a month (YYYY-MM): whole weeks from Sunday to Saturday covering every day of it. */
export function monthGrid(month: string): MonthGrid {
  const first = `${month}-01`;
  const last = addDaysToDate(`${addMonths(month, 1)}-01`, -1);
  const from = addDaysToDate(first, -weekdayOf(first));
  const to = addDaysToDate(last, 6 - weekdayOf(last));
  const weeks: string[][] = [];
  for (let day = from; day <= to; day = addDaysToDate(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDaysToDate(day, index)));
  }
  return { month, from, to, weeks };
}
