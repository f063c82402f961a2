import { queryOptions, useQuery } from "@tanstack/react-query";
import { monthGrid } from "#shared/calendar/calendar-grid";
import { stockholmDateOf } from "#shared/dates";
import { read, sending } from "../../shared/api/client";
import { calendarApi } from "./calendar.client";

/**
 * The calendar's data: one month grid's events (GET /calendar/{schoolId}?from=&to=, from the Sunday before the 1st
 * to the Saturday after the month's end). The sidebar's button reads this month's for today's count, so the modal
 * opens on an answer already read. Types only (no zod): the button is in the shell's first bundle.
 */

export const calendarKeys = {
  all: ["calendar"] as const,
  month: (schoolId: string, month: string) => [...calendarKeys.all, schoolId, month] as const,
};

/** Today in Stockholm (YYYY-MM-DD): the day the school's dates are compared with. */
export const todayInStockholm = () => stockholmDateOf(new Date());

export const calendarMonthOptions = (schoolId: string, month: string) =>
  queryOptions({
    queryKey: calendarKeys.month(schoolId, month),
    queryFn: ({ signal }) => {
      const grid = monthGrid(month);
      return read(
        calendarApi.calendar[":schoolId"].$get(
          { param: { schoolId }, query: { from: grid.from, to: grid.to } },
          sending({ signal }),
        ),
      );
    },
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

/** One month of the calendar. */
export function useCalendarMonth(schoolId: string, month: string) {
  return useQuery(calendarMonthOptions(schoolId, month));
}
