import type { CalendarSource } from "../messages.js";

/**
 * The calendar (spec section 2, "Calendar modal"): zod-free, so the staff shell's first bundle may read it.
 *
 * Each event comes from one SOURCE (a domain's calendar hook) and links to the page that opens it (spec section 2:
 * calendar event links /actions/mapping?id=, /actions/action-program?id=). The sources and their labels are the
 * server catalogue's `calendarSources` (shared/src/locales/{sv,en}/server.json), the label told in the request's
 * language:
 * - mapping                    a mapping's deadline (the mappings the caller may read, active ones)
 * - actionProgram              a program's follow-up date (no decision maker, or the caller is it)
 * - actionProgramFollowUp      a planned follow-up, due or past and not written, of which the caller is responsible
 * - actionProgramEvaluation    likewise an evaluation
 * - actionProgramNoFollowUp    a decided program of the caller's with no follow-up in its period
 * - actionProgramNoEvaluation  a decided program of the caller's with no evaluation by its evaluation date
 */
export type { CalendarSource };

/** The longest range one request may ask for: a month grid of six weeks. */
export const CALENDAR_MAX_DAYS = 42;

/** One event of the calendar (GET /calendar/{schoolId}). */
export interface CalendarEvent {
  source: CalendarSource;
  /** The source's label in the request's language (its catalogue's `calendarSources`). */
  label: string;
  /** The item's id (the mapping, program, follow-up or evaluation). */
  id: string;
  /** The day it falls on (YYYY-MM-DD). */
  date: string;
  /** The pupil it is about (an id; the web names the pupil from the school's list the caller may read). */
  studentId: string;
  /** Past its date and not done (follow-up discipline), or a mapping past its deadline. */
  late: boolean;
  /**
   * What the event opens: the name of a web feature's route marked `opensItem` (its feature file: `mapping` is
   * /actions/mapping?id=, `actionProgram` /actions/action-program?id=) and the id it opens.
   */
  link: { page: string; id: string };
}

/** GET /calendar/{schoolId}: the range asked for, today in Stockholm, and the events in date order. */
export interface Calendar {
  from: string;
  to: string;
  today: string;
  items: CalendarEvent[];
}
