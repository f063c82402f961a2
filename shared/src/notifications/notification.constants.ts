/**
 * The notification constants (where a notification leads), without zod, for the web's first bundle. The kinds and their titles are the
 * server catalogue's (`locales/{sv,en}/server.json`, `notifications`; shared/src/messages.ts).
 */
export type { NotificationKind } from "../messages.js";

/**
 * Where a notification leads: the path of the page that opens its item (the spec's URLs, `/actions/mapping`), to
 * which the web and the mail add `?id=<item>`. A domain names its own page's path; no list is edited for a new one.
 */
export type NotificationPath = `/${string}`;

/**
 * The route names notifications were stored with before they named paths, and the path of each: read for those
 * stored items only (a new notification names its path). Kept until the last of them has expired (their TTL).
 */
export const NOTIFICATION_ROUTES = {
  "student-work-tickets": "/student-work/tickets",
  "actions-mapping": "/actions/mapping",
  "actions-action-program": "/actions/action-program",
  "documentation-action-program-follow-up": "/documentation/action-program-follow-up",
  "actions-adaptations": "/actions/adaptations",
  "actions-f-and-f-warnings": "/actions/f-and-f-warnings",
  "actions-investigation": "/actions/investigation",
  "documentation-whistles": "/documentation/whistles",
  "documentation-violations": "/documentation/violations",
} as const satisfies Record<string, NotificationPath>;
export type NotificationRoute = keyof typeof NOTIFICATION_ROUTES;

/**
 * The path a stored link opens: a page's path (lower-case segments, `/actions/mapping`) as it is, a route name
 * stored earlier by its path, and anything else null (another site `//…`, control characters, an unknown name), so
 * a link never leads off the product.
 */
export function notificationLinkPath(link: string): NotificationPath | null {
  if (/^(\/[a-z0-9-]+)+$/.test(link)) return link as NotificationPath;
  return Object.hasOwn(NOTIFICATION_ROUTES, link) ? NOTIFICATION_ROUTES[link as NotificationRoute] : null;
}
