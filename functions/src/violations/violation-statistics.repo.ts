import type { ViolationType } from "#shared/violations/violation.constants";
import type { Db } from "../db/db.js";
import { violationsEntities } from "./violation.entity.js";
import { swedishMonthOf } from "./swedish-month.js";

/** The statistics' one read: a school's reports of a year, type and time only. */

/** The creation times and types of a school's current and archived reports of the year (never junk). */
export async function reportsOfYear(db: Db, schoolId: string, year: number) {
  const { violation } = violationsEntities(db);
  // A day on each side: the months are Swedish, the stored times UTC.
  const from = `${year - 1}-12-31T00:00:00.000Z`;
  const to = `${year + 1}-01-01T23:59:59.999Z`;
  const found: { type: ViolationType; createdAt: string }[] = [];
  for (const list of ["CURRENT", "ARCHIVED"] as const) {
    let cursor: string | null = null;
    do {
      const page: { data: { type: ViolationType; createdAt: string }[]; cursor: string | null } =
        await violation.query
          .bySchool({ schoolId, list })
          .between({ createdAt: from }, { createdAt: to })
          .go({ cursor, limit: 1000, attributes: ["type", "createdAt"] });
      found.push(...page.data);
      cursor = page.cursor;
    } while (cursor);
  }
  return found.filter((report) => swedishMonthOf(report.createdAt).startsWith(`${year}-`));
}
