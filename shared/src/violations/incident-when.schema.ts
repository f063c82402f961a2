import * as z from "zod";
import { stockholmDateOf } from "../dates.js";
import { refusalIssue } from "../messages.js";

/**
 * When the incident happened (an ISO timestamp with its offset; the web sends UTC): not on a later day than today in
 * Sweden, at any hour of today (the time of day is often a guess). An incident that has not happened is a typo (2062
 * for 2026). Judged on today where the schema runs, so a form says it at the field; the server judges again on its
 * own clock with the same reason.
 */
export const IncidentWhenSchema = z.iso.datetime({ offset: true }).refine(
  // A text that is no timestamp is the format check's issue alone (zod runs this check after it too).
  (when) => Number.isNaN(Date.parse(when)) || stockholmDateOf(when) <= stockholmDateOf(new Date()),
  refusalIssue("violationWhenInFuture"),
);
