import type { ViolationList } from "./violation.constants.js";

/**
 * The 6:10 chain's limits: when a report is late. Each organization sets its own (organization settings, PATCH
 * /organizations/{id}); one that has set none has the defaults (our choice: the law says "promptly"):
 * - the principal must have seen it the same school day as staff learned of it (or the next, or within two school
 *   days): by the end of that day in Swedish time; a report made on a Saturday or Sunday counts from the Monday
 *   after (public holidays are not known to the app and count as school days);
 * - the investigation must have begun within a number of days (default 7, i.e. 7 × 24 hours) of staff learning of it.
 * A report is flagged while a step waits past its limit; junk and archived reports are never flagged.
 */
export const VIOLATION_SEEN_LIMITS = ["SAME_SCHOOL_DAY", "NEXT_SCHOOL_DAY", "TWO_SCHOOL_DAYS"] as const;
export type ViolationSeenLimit = (typeof VIOLATION_SEEN_LIMITS)[number];
export const VIOLATION_INVESTIGATION_LIMIT_DAYS = { min: 1, max: 30 } as const;

export interface ViolationLimits {
  /** The principal's limit: the end of the school day staff learned of it, or one or two school days later. */
  violationSeenLimit: ViolationSeenLimit;
  /** The investigation's limit, in days from when staff learned of it. */
  violationInvestigationLimitDays: number;
}

export const DEFAULT_VIOLATION_LIMITS: ViolationLimits = {
  violationSeenLimit: "SAME_SCHOOL_DAY",
  violationInvestigationLimitDays: 7,
};

/** School days after the first one that the principal's limit allows. */
const EXTRA_SCHOOL_DAYS: Record<ViolationSeenLimit, number> = {
  SAME_SCHOOL_DAY: 0,
  NEXT_SCHOOL_DAY: 1,
  TWO_SCHOOL_DAYS: 2,
};

export type LateStep = "seenByPrincipal" | "investigation";

const DAY = 24 * 3600_000;
const STOCKHOLM = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

/** The Swedish wall clock of an instant. */
function swedishParts(ms: number) {
  const parts = Object.fromEntries(
    STOCKHOLM.formatToParts(new Date(ms)).map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: parts.weekday as string,
  };
}

/** The instant of Swedish midnight at the start of the given calendar day (month 1-12; day may overflow). */
function swedishMidnight(year: number, month: number, day: number): number {
  const wall = Date.UTC(year, month - 1, day);
  // Sweden is UTC+1 or UTC+2: try both, keep the one that reads midnight there.
  for (const offsetHours of [1, 2]) {
    const candidate = wall - offsetHours * 3600_000;
    const parts = swedishParts(candidate);
    if (parts.hour === 0 && parts.minute === 0) return candidate;
  }
  return wall - 3600_000;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * When the principal must have seen a report staff learned of at `learnedAt`: the end of that school day (a
 * weekend's report: the Monday after), plus the limit's further school days (Saturdays and Sundays skipped).
 */
export function principalDeadline(
  learnedAt: string,
  limits: Pick<ViolationLimits, "violationSeenLimit"> = DEFAULT_VIOLATION_LIMITS,
): Date {
  const parts = swedishParts(new Date(learnedAt).getTime());
  let weekday = WEEKDAYS.indexOf(parts.weekday);
  let offset = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  weekday = (weekday + offset) % 7;
  for (let left = EXTRA_SCHOOL_DAYS[limits.violationSeenLimit] ?? 0; left > 0;) {
    offset += 1;
    weekday = (weekday + 1) % 7;
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(swedishMidnight(parts.year, parts.month, parts.day + offset + 1) - 1);
}

/** When the investigation must have begun. */
export const investigationDeadline = (
  learnedAt: string,
  limits: Pick<ViolationLimits, "violationInvestigationLimitDays"> = DEFAULT_VIOLATION_LIMITS,
) => new Date(new Date(learnedAt).getTime() + limits.violationInvestigationLimitDays * DAY);

/** The steps of a report that wait past their limit at `now` (none for junk or archived reports). */
export function lateSteps(
  report: {
    list: ViolationList;
    chain: { learnedAt: string; seenByPrincipalAt: string | null; investigationBegunAt: string | null };
  },
  now: Date,
  limits: ViolationLimits = DEFAULT_VIOLATION_LIMITS,
): LateStep[] {
  if (report.list !== "CURRENT") return [];
  const { chain } = report;
  const late: LateStep[] = [];
  if (!chain.seenByPrincipalAt && now > principalDeadline(chain.learnedAt, limits))
    late.push("seenByPrincipal");
  if (!chain.investigationBegunAt && now > investigationDeadline(chain.learnedAt, limits))
    late.push("investigation");
  return late;
}
