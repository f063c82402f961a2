import type { Db } from "../db/db.js";
import { throughDay } from "../db/day-keys.js";
import { actionProgramsEntities } from "./action-program.entity.js";
import type { ActionProgramItem, EvaluationItem, FollowUpItem } from "./action-programs.repo.js";

/**
 * The calendar's reads of a school's action programs, follow-ups and evaluations (program-calendar.ts), each one
 * query read to the end. The programs of a range come from the sparse follow-up date index (only that range is
 * read); follow-up discipline reads the sparse indexes of what is still open (open follow-ups and evaluations by
 * date, waiting programs by the earliest date they wait from), never the school's whole lists (docs/api.md, "The
 * calendar" and "Follow-up discipline").
 */

/**
 * The school's draft and decided programs whose follow-up date falls in a range, both days included: one query of
 * the sparse index (action-program.entity.ts, byFollowUpDate), which holds no archived program. The sort key is
 * `followUpDate#id#status`, so the range's end is `throughDay(to)`, above every key of `to`.
 */
export async function listOpenProgramsDueBetween(
  db: Db,
  schoolId: string,
  range: { from: string; to: string },
): Promise<ActionProgramItem[]> {
  const { data } = await actionProgramsEntities(db)
    .actionProgram.query.byFollowUpDate({ schoolId })
    .between({ followUpDate: range.from }, { followUpDate: throughDay(range.to) })
    .go({ pages: "all" });
  return data;
}

/**
 * At most `cap` items of one of follow-up discipline's open-item indexes, oldest first, and the open date of the first
 * one left unread (null when the index had no more): a bounded read (its query carries `Limit: cap + 1`), and what
 * the caller needs to know which days it has read whole (every item dated before `firstUnread`).
 */
export interface CappedRead<T> {
  items: T[];
  firstUnread: string | null;
}

function capped<T extends { openDate: string }>(data: T[], cap: number): CappedRead<T> {
  return data.length > cap
    ? { items: data.slice(0, cap), firstUnread: data[cap]!.openDate }
    : { items: data, firstUnread: null };
}

/** A query of the sparse open-items index (byOpenDate) of one kind of program item, keyed `openDate#id`. */
interface OpenDateQuery<T extends { openDate: string }> {
  lte(key: { openDate: string }): OpenDateRead<T>;
  between(from: { openDate: string }, to: { openDate: string }): OpenDateRead<T>;
}
interface OpenDateRead<T> {
  go(options: { limit: number }): Promise<{ data: T[] }>;
}

/**
 * The open items (not done, program published) dated in a range, both days included (with no `from`, every day up
 * to `to`), at most `cap`: one query of the sparse open-items index, which holds nothing else. The sort key is
 * `openDate#id`, so the range's end is `throughDay(to)`.
 */
async function listOpenBetween<T extends { openDate: string }>(
  query: OpenDateQuery<T>,
  range: { from?: string | undefined; to: string },
  cap: number,
): Promise<CappedRead<T>> {
  const { data } = await (
    range.from === undefined
      ? query.lte({ openDate: throughDay(range.to) })
      : query.between({ openDate: range.from }, { openDate: throughDay(range.to) })
  ).go({ limit: cap + 1 });
  return capped(data, cap);
}

/** Follow-up discipline's open follow-ups of a school dated in a range (gsi3; see listOpenBetween). */
export const listOpenFollowUpsBetween = (
  db: Db,
  schoolId: string,
  range: { from?: string | undefined; to: string },
  cap: number,
): Promise<CappedRead<FollowUpItem>> =>
  listOpenBetween(
    actionProgramsEntities(db).actionProgramFollowUp.query.byOpenDate({ schoolId }),
    range,
    cap,
  );

/** The open evaluations of a school dated in a range: as the follow-ups'. */
export const listOpenEvaluationsBetween = (
  db: Db,
  schoolId: string,
  range: { from?: string | undefined; to: string },
  cap: number,
): Promise<CappedRead<EvaluationItem>> =>
  listOpenBetween(
    actionProgramsEntities(db).actionProgramEvaluation.query.byOpenDate({ schoolId }),
    range,
    cap,
  );

/**
 * The school's published programs that still wait on a follow-up in their period or an evaluation from a day up to
 * `to` or earlier, however long ago, at most `cap`: one `lte` on the sparse waiting-programs index (byOpenDate,
 * gsi4), keyed by the earliest date each waits from (which of its dates are due is the caller's to judge).
 */
export async function listWaitingProgramsUpTo(
  db: Db,
  schoolId: string,
  to: string,
  cap: number,
): Promise<CappedRead<ActionProgramItem>> {
  const { data } = await actionProgramsEntities(db)
    .actionProgram.query.byOpenDate({ schoolId })
    .lte({ openDate: throughDay(to) })
    .go({ limit: cap + 1 });
  return capped(data, cap);
}
