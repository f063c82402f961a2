import type { ViolationList } from "./violation.constants.js";

/**
 * The 6:10 chain's limits: when a report is late. Constants, the same for every organization (our choice: the law
 * says "promptly"; an organization setting can come later without changing what the flag means):
 * - the principal must have seen it the same school day as staff learned of it: by the end of that day in Swedish
 *   time, or, for a report made on a Saturday or Sunday, by the end of the Monday after (public holidays are not
 *   known to the app and count as school days);
 * - the investigation must have begun within a week (7 × 24 hours) of staff learning of it.
 * A report is flagged while a step waits past its limit; junk and archived reports are never flagged.
 */
export const VIOLATION_LIMITS = {
  /** The principal's limit: the end of the school day staff learned of it. */
  principalSeen: "sameSchoolDay",
  /** The investigation's limit, in days from when staff learned of it. */
  investigationDays: 7,
} as const;

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

/** When the principal must have seen a report staff learned of at `learnedAt` (the end of that school day). */
export function principalDeadline(learnedAt: string): Date {
  const parts = swedishParts(new Date(learnedAt).getTime());
  const extraDays = parts.weekday === "Sat" ? 2 : parts.weekday === "Sun" ? 1 : 0;
  return new Date(swedishMidnight(parts.year, parts.month, parts.day + extraDays + 1) - 1);
}

/** When the investigation must have begun. */
export const investigationDeadline = (learnedAt: string) =>
  new Date(new Date(learnedAt).getTime() + VIOLATION_LIMITS.investigationDays * DAY);

/** The steps of a report that wait past their limit at `now` (none for junk or archived reports). */
export function lateSteps(
  report: {
    list: ViolationList;
    chain: { learnedAt: string; seenByPrincipalAt: string | null; investigationBegunAt: string | null };
  },
  now: Date,
): LateStep[] {
  if (report.list !== "CURRENT") return [];
  const { chain } = report;
  const late: LateStep[] = [];
  if (!chain.seenByPrincipalAt && now > principalDeadline(chain.learnedAt)) late.push("seenByPrincipal");
  if (!chain.investigationBegunAt && now > investigationDeadline(chain.learnedAt)) late.push("investigation");
  return late;
}
