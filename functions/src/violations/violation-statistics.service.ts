import type { SchoolSummary } from "#shared/schools/school.schema";
import { VIOLATION_TYPES } from "#shared/violations/violation.constants";
import {
  suppressCount,
  STATISTICS_MIN_COUNT,
  violationStatisticsDecision,
  type ViolationStatistics,
  type ViolationStatisticsQuery,
  type ViolationStatisticsRow,
} from "#shared/violations/violation-statistics";
import { audit, guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import type { Db } from "../db/db.js";
import { getSchool, listSchoolsOfOrganization, scopeOf } from "../schools/index.js";
import { swedishMonthOf } from "./swedish-month.js";
import { reportsOfYear } from "./violation-statistics.repo.js";

/**
 * Statistics for active measures (shared/src/violations/violation-statistics.ts): reports per type, school and
 * month of a year, counted in Swedish time, junk left out, every count below 5 sent as null. Guarded and audited
 * (LIST of "violationStatistics", with the school when one is asked for).
 */

async function schoolsOfOrganization(db: Db, organizationId: string): Promise<SchoolSummary[]> {
  const schools: SchoolSummary[] = [];
  let cursor: string | undefined;
  do {
    const page = await listSchoolsOfOrganization(db, organizationId, { cursor, limit: 100 });
    schools.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return schools;
}

/**
 * Every school asked about, each with the year's months begun so far (a past year's 12, this year's up to this month
 * in Sweden, a later year's none) and 3 types: a cell for each, so none stands out. A month not yet begun has no
 * reports to count: it is left out rather than shown as "fewer than 5".
 */
export async function violationStatistics(
  ctx: RequestContext,
  query: ViolationStatisticsQuery,
): Promise<ViolationStatistics> {
  const year = query.year ?? Number(swedishMonthOf(ctx.deps.clock.now().toISOString()).slice(0, 4));
  const target = { action: "LIST" as const, entity: "violationStatistics" };
  let schools: { id: string; name: string }[];
  if (query.schoolId) {
    const school = await getSchool(ctx.deps.db, query.schoolId);
    const scope = scopeOf(
      ctx,
      school ? { schoolId: school.id, organizationId: school.organizationId } : null,
    );
    const decision = violationStatisticsDecision(ctx.actor, scope);
    await guard(ctx, decision, {
      audit: decision === "forbidden" ? { ...target, schoolId: query.schoolId } : target,
    });
    schools = [{ id: school!.id, name: school!.name }];
  } else {
    await guard(ctx, violationStatisticsDecision(ctx.actor, null), { audit: target });
    schools = (await schoolsOfOrganization(ctx.deps.db, ctx.actor.organizationId)).map((school) => ({
      id: school.id,
      name: school.name,
    }));
  }
  const thisMonth = swedishMonthOf(ctx.deps.clock.now().toISOString());
  const months = Array.from(
    { length: 12 },
    (_, index) => `${year}-${String(index + 1).padStart(2, "0")}`,
  ).filter((month) => month <= thisMonth);
  const rows: ViolationStatisticsRow[] = [];
  for (const school of schools) {
    const counts = new Map<string, number>();
    for (const report of await reportsOfYear(ctx.deps.db, school.id, year)) {
      const cell = `${report.type}|${swedishMonthOf(report.createdAt)}`;
      counts.set(cell, (counts.get(cell) ?? 0) + 1);
    }
    for (const type of VIOLATION_TYPES) {
      for (const month of months) {
        const count = suppressCount(counts.get(`${type}|${month}`) ?? 0);
        rows.push({ schoolId: school.id, schoolName: school.name, type, month, count });
      }
    }
  }
  await audit(ctx, query.schoolId ? { ...target, schoolId: query.schoolId } : target);
  return { year, minCount: STATISTICS_MIN_COUNT, rows };
}
