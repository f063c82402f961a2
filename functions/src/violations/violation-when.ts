import { stockholmDateOf } from "#shared/dates";
import { badRequest } from "../core/errors.js";

/**
 * A report's `when` (the incident) cannot be on a later day than today in Sweden: an incident that has not happened
 * is a typo (2062 for 2026) and would sit in the lists with an impossible date. Any hour of today is fine (the
 * time of day is often a guess). Checked for staff reports, their edits and reports from the external page.
 */
export function assertIncidentNotLater(when: string, now: Date): void {
  if (stockholmDateOf(when) > stockholmDateOf(now)) throw badRequest("violationWhenInFuture", ["when"]);
}
