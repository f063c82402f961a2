import * as z from "zod";
import { daysBetween } from "../dates.js";
import { reasonIssue } from "../messages.js";
import {
  CALENDAR_LINK_PAGES,
  CALENDAR_MAX_DAYS,
  CALENDAR_SOURCES,
  type Calendar,
  type CalendarEvent,
} from "./calendar.constants.js";

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
  id: z.string(),
  date: z.string(),
  studentId: z.string(),
  late: z.boolean(),
  link: z.object({ page: z.enum(CALENDAR_LINK_PAGES), id: z.string() }),
}) satisfies z.ZodType<CalendarEvent>;

export const CalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  items: z.array(CalendarEventSchema),
}) satisfies z.ZodType<Calendar>;
