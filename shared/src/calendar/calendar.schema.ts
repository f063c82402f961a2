import * as z from "zod";
import { daysBetween } from "../dates.js";
import { CALENDAR_SOURCES, reasonIssue } from "../messages.js";
import { CALENDAR_MAX_DAYS, type Calendar, type CalendarEvent } from "./calendar.constants.js";

/** The calendar's request and answer (GET /calendar/{schoolId}?from=&to=). Types in calendar.constants.ts. */

const DaySchema = z.iso.date();

/** `from` and `to` (YYYY-MM-DD, both included): `to` not before `from`, at most a six-week month grid. */
export const CalendarQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .strict()
  .superRefine((query, issues) => {
    const days = daysBetween(query.from, query.to) + 1;
    if (days < 1) {
      issues.addIssue({ code: "custom", path: ["to"], ...reasonIssue("calendarRangeReversed") });
    } else if (days > CALENDAR_MAX_DAYS) {
      issues.addIssue({
        code: "custom",
        path: ["to"],
        ...reasonIssue("calendarRangeTooLong", { max: String(CALENDAR_MAX_DAYS) }),
      });
    }
  });
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

export const CalendarEventSchema = z.object({
  source: z.enum(CALENDAR_SOURCES),
  label: z.string(),
  id: z.string(),
  date: z.string(),
  studentId: z.string(),
  late: z.boolean(),
  link: z.object({ page: z.string(), id: z.string() }),
}) satisfies z.ZodType<CalendarEvent>;

export const CalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  items: z.array(CalendarEventSchema),
}) satisfies z.ZodType<Calendar>;
