import type { Language } from "../errors.js";

/** The violation constants (spec section 3), without zod, for the web's first bundle. */

/** Who, beside the principal, may read a report (spec section 6: counselors, teachers, mentors or selected teachers). */
export const VIOLATION_ACCESS_LEVELS = ["COUNSELOR", "TEACHER", "MENTOR", "SELECTED"] as const;
export type ViolationAccessLevel = (typeof VIOLATION_ACCESS_LEVELS)[number];

export const VIOLATION_TYPES = ["HARASSMENT", "DISCRIMINATION", "VIOLATION"] as const;
export type ViolationType = (typeof VIOLATION_TYPES)[number];

export const VIOLATION_BETWEEN = [
  "STUDENTTOSTUDENT",
  "TEACHERTOSTUDENT",
  "STUDENTTOTEACHER",
  "STAFFTOSTAFF",
  "DONTKNOW",
] as const;
export type ViolationBetween = (typeof VIOLATION_BETWEEN)[number];

export const CONTACT_ANSWERS = ["YES", "NO", "IDK"] as const;
export type ContactAnswer = (typeof CONTACT_ANSWERS)[number];

/** Which list a report is in: current, archived, or flagged as junk (out of every list, kept for the audit trail). */
export const VIOLATION_LISTS = ["CURRENT", "ARCHIVED", "SPAM"] as const;
export type ViolationList = (typeof VIOLATION_LISTS)[number];

/** What the actor may do with one report (violation.policy.ts); "none" never reaches a response. */
export const VIOLATION_ACCESS = ["none", "chain", "read", "write", "manage"] as const;
export type ViolationAccess = (typeof VIOLATION_ACCESS)[number];

/** The answer of DELETE /violations/{id} (spec section 7). */
export const VIOLATION_DELETED_MESSAGE: Record<Language, string> = {
  sv: "Kränkningsanmälan har tagits bort",
  en: "The violation report has been removed",
};

/**
 * The longest text of each field of a report from the external page: the API's schema (violation-external.schema.ts)
 * and the page's form (which loads no zod) both read them here.
 */
export const EXTERNAL_REPORT_LIMITS = {
  reporterName: 200,
  reporterContact: 254,
  victim: 500,
  incidentDetails: 5000,
  location: 500,
  witness: 1000,
  whoContacted: 500,
} as const;
