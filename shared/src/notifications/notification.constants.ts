import type { Language } from "../errors.js";

/** The notification constants (routes, kinds, titles), without zod, for the web's first bundle. */

/** Route names a notification may open, and the path of each (the web navigates by them). */
export const NOTIFICATION_ROUTES = {
  "student-work-tickets": "/student-work/tickets",
  "documentation-violations": "/documentation/violations",
} as const;
export type NotificationRoute = keyof typeof NOTIFICATION_ROUTES;

/** What happened. The web may show its own text per kind; the stored title is the Swedish one below. */
export const NOTIFICATION_KINDS = [
  "TICKET_ASSIGNED",
  "TICKET_SHARED",
  "TICKET_MESSAGE",
  "TICKET_COMMENT",
  "TICKET_STEP",
  "TICKET_DECISION",
  "TICKET_REMINDER",
  "TICKET_FEEDBACK",
  "VIOLATION_CREATED",
  "VIOLATION_SEEN",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Neutral titles: never the pupil, never the ticket's own title or text. */
export const NOTIFICATION_TITLES: Record<NotificationKind, Record<Language, string>> = {
  TICKET_ASSIGNED: {
    sv: "Du har blivit ansvarig för ett ärende",
    en: "You are now responsible for a ticket",
  },
  TICKET_SHARED: { sv: "Ett ärende har delats med dig", en: "A ticket has been shared with you" },
  TICKET_MESSAGE: { sv: "Nytt meddelande i ett ärende", en: "New message in a ticket" },
  TICKET_COMMENT: { sv: "Ny kommentar i ett ärende", en: "New comment in a ticket" },
  TICKET_STEP: { sv: "Ett ärende har bytt steg", en: "A ticket has moved to another step" },
  TICKET_DECISION: { sv: "Nytt beslut i ett ärende", en: "New decision in a ticket" },
  TICKET_REMINDER: { sv: "Påminnelse om ett ärende", en: "Reminder about a ticket" },
  TICKET_FEEDBACK: { sv: "Ny återkoppling i ett ärende", en: "New feedback in a ticket" },
  VIOLATION_CREATED: { sv: "En ny kränkningsanmälan", en: "A new violation report" },
  VIOLATION_SEEN: {
    sv: "Din kränkningsanmälan har setts av rektor",
    en: "Your violation report has been seen by the principal",
  },
};
