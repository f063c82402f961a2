/**
 * The calendar (spec section 2, "Calendar modal"): zod-free, so the staff shell's first bundle may read it.
 *
 * Each event comes from one SOURCE domain and links to the page that opens it (spec section 2: calendar event
 * links /actions/mapping?id=, /actions/action-program?id=):
 * - mapping                    a mapping's deadline (the mappings the caller may read, active ones)
 * - actionProgram              a program's follow-up date (no decision maker, or the caller is it)
 * - actionProgramFollowUp      a planned follow-up, due or past and not written, of which the caller is responsible
 * - actionProgramEvaluation    likewise an evaluation
 * - actionProgramNoFollowUp    a decided program of the caller's with no follow-up in its period
 * - actionProgramNoEvaluation  a decided program of the caller's with no evaluation by its evaluation date
 */
export const CALENDAR_SOURCES = [
  "mapping",
  "actionProgram",
  "actionProgramFollowUp",
  "actionProgramEvaluation",
  "actionProgramNoFollowUp",
  "actionProgramNoEvaluation",
] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];

/** The pages an event links to (spec section 2's calendar event links). */
export const CALENDAR_LINK_PAGES = ["mapping", "actionProgram"] as const;
export type CalendarLinkPage = (typeof CALENDAR_LINK_PAGES)[number];

/** The longest range one request may ask for: a month grid of six weeks. */
export const CALENDAR_MAX_DAYS = 42;

/** One event of the calendar (GET /calendar/{schoolId}). */
export interface CalendarEvent {
  source: CalendarSource;
  /** The item's id (the mapping, program, follow-up or evaluation). */
  id: string;
  /** The day it falls on (YYYY-MM-DD). */
  date: string;
  /** The pupil it is about (an id; the web names the pupil from the school's list the caller may read). */
  studentId: string;
  /** Past its date and not done (follow-up discipline), or a mapping past its deadline. */
  late: boolean;
  /** What the event opens: /actions/mapping?id= or /actions/action-program?id=. */
  link: { page: CalendarLinkPage; id: string };
}

/** GET /calendar/{schoolId}: the range asked for, today in Stockholm, and the events in date order. */
export interface Calendar {
  from: string;
  to: string;
  today: string;
  items: CalendarEvent[];
}
