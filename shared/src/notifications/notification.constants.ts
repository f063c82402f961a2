import type { Language } from "../errors.js";

/** The notification constants (routes, kinds, titles), without zod, for the web's first bundle. */

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
  "MAPPING_REQUESTED",
  "MAPPING_REMINDER",
  "ACTION_PROGRAM_DECISION_MAKER",
  "ACTION_PROGRAM_DECIDED",
  "ACTION_PROGRAM_FOLLOW_UP",
  "ADAPTATION_ASSIGNED",
  "ADAPTATION_FEEDBACK",
  "F_WARNING_CREATED",
  "INVESTIGATION_CONTRIBUTOR",
  "INVESTIGATION_PUBLISHED",
  "WHISTLE_NEW",
  "WHISTLE_ADDITION",
  "VIOLATION_CREATED",
  "VIOLATION_SEEN",
  "ACTION_PROGRAM_APPEAL",
  "VIOLATION_ADDITION",
  "VIOLATION_TO_OWNER",
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
  MAPPING_REQUESTED: {
    sv: "Du har ombetts att svara på en kartläggning",
    en: "You have been asked to answer a mapping",
  },
  MAPPING_REMINDER: { sv: "Påminnelse om en kartläggning", en: "Reminder about a mapping" },
  ACTION_PROGRAM_DECISION_MAKER: {
    sv: "Du har utsetts att besluta om ett åtgärdsprogram",
    en: "You have been named to decide on an action program",
  },
  ACTION_PROGRAM_DECIDED: {
    sv: "Ett åtgärdsprogram har beslutats",
    en: "An action program has been decided",
  },
  ACTION_PROGRAM_FOLLOW_UP: {
    sv: "Du är ansvarig för en uppföljning av ett åtgärdsprogram",
    en: "You are responsible for a follow-up of an action program",
  },
  ADAPTATION_ASSIGNED: {
    sv: "Du har fått en extra anpassning att genomföra",
    en: "You have an extra adaptation to carry out",
  },
  ADAPTATION_FEEDBACK: {
    sv: "Ny återkoppling på en extra anpassning",
    en: "New feedback on an extra adaptation",
  },
  F_WARNING_CREATED: { sv: "En ny F-varning har registrerats", en: "A new F-warning has been recorded" },
  INVESTIGATION_CONTRIBUTOR: {
    sv: "Du har bjudits in att bidra till en pedagogisk utredning",
    en: "You have been asked to contribute to a pedagogical investigation",
  },
  INVESTIGATION_PUBLISHED: {
    sv: "En pedagogisk utredning har publicerats",
    en: "A pedagogical investigation has been published",
  },
  WHISTLE_NEW: { sv: "En ny visselblåsning har kommit in", en: "A new whistle has come in" },
  WHISTLE_ADDITION: {
    sv: "Ny information i en visselblåsning",
    en: "New information in a whistle",
  },
  VIOLATION_CREATED: { sv: "En ny kränkningsanmälan", en: "A new violation report" },
  VIOLATION_SEEN: {
    sv: "Din kränkningsanmälan har setts av rektor",
    en: "Your violation report has been seen by the principal",
  },
  ACTION_PROGRAM_APPEAL: {
    sv: "Ett åtgärdsprogram har överklagats: skicka överklagandet till Överklagandenämnden inom en vecka",
    en: "An action program has been appealed: forward the appeal to the appeals board within a week",
  },
  VIOLATION_ADDITION: {
    sv: "Ny information i en kränkningsanmälan",
    en: "New information in a violation report",
  },
  VIOLATION_TO_OWNER: {
    sv: "En kränkningsanmälan har anmälts till huvudmannen",
    en: "A violation report has been reported to the owner",
  },
};
