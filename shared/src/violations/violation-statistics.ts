import * as z from "zod";
import { IdSchema } from "../common.schema.js";
import type { Actor } from "../policy/actor.js";
import type { Decision, Scope } from "../policy/foundation.policy.js";
import { VIOLATION_TYPES } from "./violation.constants.js";

/**
 * Statistics for active measures (aktiva åtgärder, Diskrimineringslagen 3 kap.): how many reports of each type a
 * school received each month of a year. For the owner (huvudman, every school of its organization) and the head
 * (their own school).
 *
 * SMALL NUMBERS ARE SUPPRESSED ON THE SERVER: a count below 5 is never sent; the cell says `count: null` ("färre än
 * 5"). Zero is suppressed too (our choice, the safer one): if 0 were shown, a cell saying "fewer than 5" would mean
 * 1-4, which in a small school points at a pupil. No total or sum is sent either, so nothing can be subtracted back.
 *
 * WHO:
 * | actor                                   | statistics of                    |
 * |-----------------------------------------|----------------------------------|
 * | OWNER (same organization)               | every school of the organization |
 * | HEAD (member of the school)             | that school only                 |
 * | anyone else                             | 403 (404 for a school outside)   |
 * A school of another organization answers 404 as a missing one.
 */

/** The smallest count the API returns; fewer is `null`. */
export const STATISTICS_MIN_COUNT = 5;

/** A count as the API may send it: at least 5, or null for "fewer than 5". */
export const suppressCount = (count: number): number | null => (count >= STATISTICS_MIN_COUNT ? count : null);

export const ViolationStatisticsQuerySchema = z
  .object({
    /** The owner may leave it out for every school of the organization; the head must name their school. */
    schoolId: IdSchema.optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
  })
  .strict();
export type ViolationStatisticsQuery = z.infer<typeof ViolationStatisticsQuerySchema>;

export const ViolationStatisticsRowSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  type: z.enum(VIOLATION_TYPES),
  /** YYYY-MM, in Swedish time. */
  month: z.string(),
  /** 5 or more, or null: fewer than 5 (0 included). */
  count: z.number().int().min(STATISTICS_MIN_COUNT).nullable(),
});
export type ViolationStatisticsRow = z.infer<typeof ViolationStatisticsRowSchema>;

export const ViolationStatisticsSchema = z.object({
  year: z.number(),
  minCount: z.number(),
  rows: z.array(ViolationStatisticsRowSchema),
});
export type ViolationStatistics = z.infer<typeof ViolationStatisticsSchema>;

/**
 * May the actor read statistics: of one school (`scope` is their relation to it) or, with `scope` null, of the
 * whole organization.
 */
export function violationStatisticsDecision(actor: Actor, scope: Scope | null): Decision {
  if (scope === null) return actor.role === "OWNER" ? "allow" : "forbidden";
  if (scope === "none" || scope === "platform") return "not-found";
  if (actor.role === "OWNER") return "allow";
  return scope === "member" && actor.role === "HEAD" ? "allow" : "forbidden";
}
