import type { DomainHooksList } from "./core/domain-hooks.js";

/**
 * Every domain's hooks (core/domain-hooks.ts), beside DOMAINS (domains.ts) and tested to name only its domains,
 * each exactly when the domain has a `<domain>.hooks.ts`. Each import is lazy: nothing of a domain loads until a
 * hook runs. Only the composition roots import this list (the local server, the tests, and the Lambda entries of
 * the functions that run hooks: users, schools, calendar), and hand it on through Deps, so the users and calendar
 * domains import no later domain. Every domain has hooks (at least the bench's cold-start request), so a new domain
 * adds one line here, as it does to DOMAINS.
 *
 * The order is the order the steps run in: the leaving cascade takes the person off classes, teams and pupils
 * first, then the documents naming them (the same order as before the hooks); a new domain joins at the end.
 */
export const DOMAIN_HOOKS = {
  classes: () => import("./classes/classes.hooks.js").then((m) => m.classesHooks),
  teams: () => import("./teams/teams.hooks.js").then((m) => m.teamsHooks),
  students: () => import("./students/students.hooks.js").then((m) => m.studentsHooks),
  tickets: () => import("./tickets/tickets.hooks.js").then((m) => m.ticketsHooks),
  actionprograms: () =>
    import("./actionprograms/action-programs.hooks.js").then((m) => m.actionprogramsHooks),
  adaptations: () => import("./adaptations/adaptations.hooks.js").then((m) => m.adaptationsHooks),
  investigations: () => import("./investigations/investigations.hooks.js").then((m) => m.investigationsHooks),
  violations: () => import("./violations/violations.hooks.js").then((m) => m.violationsHooks),
  mappings: () => import("./mappings/mappings.hooks.js").then((m) => m.mappingsHooks),
  fwarnings: () => import("./fwarnings/fwarnings.hooks.js").then((m) => m.fwarningsHooks),
  whistles: () => import("./whistles/whistles.hooks.js").then((m) => m.whistlesHooks),
  health: () => import("./health/health.hooks.js").then((m) => m.healthHooks),
  auth: () => import("./auth/auth.hooks.js").then((m) => m.authHooks),
  users: () => import("./users/users.hooks.js").then((m) => m.usersHooks),
  organizations: () => import("./organizations/organizations.hooks.js").then((m) => m.organizationsHooks),
  schools: () => import("./schools/schools.hooks.js").then((m) => m.schoolsHooks),
  audit: () => import("./audit/audit.hooks.js").then((m) => m.auditHooks),
  reports: () => import("./reports/reports.hooks.js").then((m) => m.reportsHooks),
  notifications: () => import("./notifications/notifications.hooks.js").then((m) => m.notificationsHooks),
  external: () => import("./external/external.hooks.js").then((m) => m.externalHooks),
  calendar: () => import("./calendar/calendar.hooks.js").then((m) => m.calendarHooks),
} satisfies DomainHooksList;
