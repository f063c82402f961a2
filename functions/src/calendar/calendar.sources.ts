import type { CalendarEvent } from "#shared/calendar/calendar.constants";
import type { HiddenPart } from "#shared/constants";
import type { RequestContext } from "../core/request-context.js";
import { programCalendarEvents } from "../actionprograms/index.js";
import { mappingCalendarEvents } from "../mappings/index.js";

/** What the calendar asks of a source: one school's events from `from` to `to` (both included). */
export interface CalendarWindow {
  schoolId: string;
  from: string;
  to: string;
  /** Today in Stockholm (what is due or late is judged against it). */
  today: string;
}

/**
 * A source of calendar events: a domain's `calendarEvents`, exported through its own index.ts, which answers only
 * what the caller may read by that domain's policy and audits its own read. `hiddenBy`: the school's hidden part
 * that hides the source (then it is neither read nor shown).
 */
export interface CalendarSourceEntry {
  hiddenBy: HiddenPart;
  events: (ctx: RequestContext, window: CalendarWindow) => Promise<CalendarEvent[]>;
}

/**
 * The calendar's sources (spec section 2: mappings, action programs, check-ins, absence action programs). A new
 * source domain adds one line; check-ins (CHECKINS, shown only to their owner) and absence action programs
 * (ABSENCEACTIONPROGRAMS, shown only to their creator) are not built yet.
 */
export const CALENDAR_SOURCE_LIST: readonly CalendarSourceEntry[] = [
  { hiddenBy: "MAPPINGS", events: mappingCalendarEvents },
  { hiddenBy: "ACTIONPROGRAMS", events: programCalendarEvents },
];
