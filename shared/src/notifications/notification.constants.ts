/**
 * The notification constants (routes), without zod, for the web's first bundle. The kinds and their titles are the
 * server catalogue's (`locales/{sv,en}/server.json`, `notifications`; shared/src/messages.ts).
 */
export type { NotificationKind } from "../messages.js";

/** Route names a notification may open, and the path of each (the web navigates by them). */
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
} as const;
export type NotificationRoute = keyof typeof NOTIFICATION_ROUTES;
