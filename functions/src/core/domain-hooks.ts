import type { CalendarEvent } from "#shared/calendar/calendar.constants";
import type { HiddenPart } from "#shared/constants";
import type { NotificationKind } from "#shared/messages";
import type { Deps } from "../deps.js";
import type { RequestContext } from "./request-context.js";

/**
 * A domain's extension points: what core, users and the calendar ask of every domain by list, never of one domain
 * by name. A domain writes them in its own folder (`<domain>.hooks.ts`, exporting one `DomainHooks` object) and
 * names that file once in functions/src/domain-hooks.ts, which imports it lazily: a function loads the hooks only
 * when it first runs one, and only the functions whose entry supplies the list (users, schools, calendar) bundle it.
 * Every member is optional: a domain declares what it has.
 */
export interface DomainHooks {
  /**
   * Takes the person off every place this domain's data at one school names them, so no stale id keeps granting
   * access. Reads afresh and changes only what still names them: running it again after a run that failed part-way
   * finishes the job and changes nothing already done. It never asks whether the person is still at the school.
   */
  forgetAtSchool?: (deps: Deps, userId: string, schoolId: string) => Promise<void>;
  /**
   * Ends the person's student-health duties in this domain at one school when they lose every student-health role
   * there (a ticket back to the unassigned list, a decision maker's program without one). Idempotent as above.
   */
  releaseStudentHealthDuties?: (deps: Deps, userId: string, schoolId: string) => Promise<void>;
  /** The person's name changed: copies of it this domain keeps beside their id (a pupil's mentor name) follow. */
  renamePerson?: (deps: Deps, userId: string, name: string) => Promise<void>;
  /**
   * The notification kinds the domain sends. Each kind's title is in the server catalogue
   * (`shared/src/locales/{sv,en}/server.json`, `notifications`); a test checks every kind there has one owner.
   */
  notificationKinds?: readonly NotificationKind[];
  /** The domain's sources of calendar events (spec section 2, "Calendar modal"). */
  calendarEvents?: readonly CalendarSourceEntry[];
  /**
   * The bench's first request to the domain's function after a cold start (tests/bench/cold-start-data.ts): what
   * its first screen asks for, by a demo user the access matrix allows, so the function runs its real path (token,
   * session read, the domain's query, the audit write). Every domain has one; a test checks it.
   */
  coldStartRequest?: (seeded: ColdStartSeed) => ColdStartRequest;
}

/** The demo data as seeded (local/demo-data.ts: its ids by plan key), and the first school's code. */
export interface ColdStartSeed {
  organizationIds: Record<string, string>;
  schoolIds: Record<string, string>;
  userIds: Record<string, string>;
  /** The demo school ek's code (the external page opens with it). */
  ekCode: string;
}

/** One request of the cold-start bench. */
export interface ColdStartRequest {
  /** API Gateway's route key, e.g. GET /api/classes/school/{schoolId}. */
  routeKey: string;
  path: string;
  query?: Record<string, string>;
  /** Signed in as this demo user; anonymous when absent. */
  as?: string;
  body?: unknown;
  /** The status a working function answers; any other fails the bench. */
  status: number;
}

/** What the calendar asks of a source: one school's events from `from` to `to` (both included). */
export interface CalendarWindow {
  schoolId: string;
  from: string;
  to: string;
  /** Today in Stockholm (what is due or late is judged against it). */
  today: string;
}

/**
 * A source of calendar events, which answers only what the caller may read by its domain's policy and audits its
 * own read. `hiddenBy`: the school's hidden part that hides the source (then it is neither read nor shown).
 */
export interface CalendarSourceEntry {
  hiddenBy: HiddenPart;
  events: (ctx: RequestContext, window: CalendarWindow) => Promise<CalendarSourceEvent[]>;
}

/** An event as its source gives it: the calendar adds its source's label in the request's language. */
export type CalendarSourceEvent = Omit<CalendarEvent, "label">;

/** The hooks list (functions/src/domain-hooks.ts): each domain's name and how to load its hooks. */
export type DomainHooksList = Readonly<Record<string, () => Promise<DomainHooks>>>;

/** One domain's loaded hooks. */
export interface NamedDomainHooks {
  domain: string;
  hooks: DomainHooks;
}

/** Every domain's hooks, in the list's order (which is the order their steps run in). */
export type LoadDomainHooks = () => Promise<readonly NamedDomainHooks[]>;

/**
 * Loads the list once per process (or Lambda instance) on first use; a failed load is tried again on the next.
 */
export function domainHooksLoader(list: DomainHooksList): LoadDomainHooks {
  let loaded: Promise<readonly NamedDomainHooks[]> | undefined;
  return () =>
    (loaded ??= Promise.all(
      Object.entries(list).map(async ([domain, load]) => ({ domain, hooks: await load() })),
    ).catch((err: unknown) => {
      loaded = undefined;
      throw err;
    }));
}

/**
 * Stands in for the list in a function whose entry does not supply it: reaching for the hooks there fails loudly
 * instead of running no step at all (a leaving person left named on documents would keep their access).
 */
export const noDomainHooks: LoadDomainHooks = () =>
  Promise.reject(new Error("This function was built without the domain hooks: its entry must supply them"));
