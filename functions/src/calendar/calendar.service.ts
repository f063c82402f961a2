import { calendarDecision } from "#shared/calendar/calendar.policy";
import type { Calendar } from "#shared/calendar/calendar.constants";
import type { CalendarQuery } from "#shared/calendar/calendar.schema";
import type { HiddenPart } from "#shared/constants";
import { stockholmDateOf } from "#shared/dates";
import { CALENDAR_SOURCES, calendarSourceLabel } from "#shared/messages";
import type { CalendarSourceEntry } from "../core/domain-hooks.js";
import { AppError } from "../core/errors.js";
import { guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { getSchool, schoolScopeFor } from "../schools/index.js";

/**
 * The calendar (spec section 2, "Calendar modal"): a school's events from `from` to `to` (at most a six-week month
 * grid), gathered from its sources: every domain's `calendarEvents` hook (core/domain-hooks.ts; spec section 2: mappings,
 * action programs, check-ins, absence action programs; check-ins, shown only to their owner, and absence action
 * programs, shown only to their creator, are not built yet). It owns no document: staff of the school may ask
 * (calendar.policy.ts), and each source answers only what the caller may read by its own policy and audits its own
 * read. A source the school hides (hidden parts) is neither read nor shown.
 *
 * DynamoDB calls: the session, the school (its hidden parts), then per source its list queries (each school list
 * read to the end: the indexes are by creation, not by date), the relations a teacher's access rests on, and the
 * sources' audit writes. See calendar.access.ts for the exact budgets.
 */

/** One day's events stand in the order of the catalogue's sources (`calendarSources`), then by id. */
const ORDER = new Map(CALENDAR_SOURCES.map((source, index) => [source, index]));

export async function readCalendar(
  ctx: RequestContext,
  input: CalendarQuery & { schoolId: string },
): Promise<Calendar> {
  const { schoolId, from, to } = input;
  const scope = await schoolScopeFor(ctx, schoolId);
  await guard(ctx, calendarDecision(scope), {
    audit: { action: "LIST", entity: "calendar", schoolId: scope === "none" ? undefined : schoolId },
  });
  const school = await getSchool(ctx.deps.db, schoolId);
  if (!school) throw new AppError("NOT_FOUND");
  const hidden = new Set<HiddenPart>(school.hiddenParts as HiddenPart[]);
  const today = stockholmDateOf(ctx.deps.clock.now());
  const window = { schoolId, from, to, today };
  const sources: CalendarSourceEntry[] = (await ctx.deps.hooks()).flatMap(
    ({ hooks }) => hooks.calendarEvents ?? [],
  );
  const found = await Promise.all(
    sources.filter((source) => !hidden.has(source.hiddenBy)).map((source) => source.events(ctx, window)),
  );
  const items = found
    .flat()
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        ORDER.get(a.source)! - ORDER.get(b.source)! ||
        a.id.localeCompare(b.id),
    )
    .map((event) => ({ ...event, label: calendarSourceLabel(ctx.language, event.source) }));
  return { from, to, today, items };
}
