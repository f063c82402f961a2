import type { Language } from "../errors.js";

/**
 * The ticket constants (steps, access levels, statuses, smileys and their labels), without zod, so the web's
 * first bundle can use them. `ticket.schema.ts` re-exports them beside the schemas.
 */

/** The steps in the spec's order (section 4, Ticket steps). */
export const TICKET_STEPS = [
  "REPORT",
  "RECEIVED",
  "EXAMINATION",
  "ACTIONSDECIDED",
  "ACTIONSTAKEN",
  "FEEDBACK",
  "ARCHIVE",
] as const;
export type TicketStep = (typeof TICKET_STEPS)[number];

/** The spec's Swedish labels word for word, and English ones for the English interface. */
export const TICKET_STEP_LABELS: Record<TicketStep, Record<Language, string>> = {
  REPORT: { sv: "Skickad", en: "Sent" },
  RECEIVED: { sv: "Mottagen", en: "Received" },
  EXAMINATION: { sv: "Granskning", en: "Examination" },
  ACTIONSDECIDED: { sv: "Åtgärder beslutas", en: "Actions being decided" },
  ACTIONSTAKEN: { sv: "Åtgärder sätts in", en: "Actions being taken" },
  FEEDBACK: { sv: "Återkoppling", en: "Feedback" },
  ARCHIVE: { sv: "Avslut och arkivering", en: "Closing and archiving" },
};

/**
 * The ticket access choices of spec section 6; their exact meaning is written beside the policy. The vocabulary is
 * every pupil document's (shared/src/access/access-choice.ts); these are its tickets' names.
 */
export {
  ACCESS_LEVELS as TICKET_ACCESS_LEVELS,
  ACCESS_LABELS as TICKET_ACCESS_LABELS,
  type AccessLevel as TicketAccessLevel,
} from "../access/access-choice.js";

/**
 * A ticket's status (spec section 4): ongoing (open, with an owner), unassigned (open, no owner), archived (at the
 * ARCHIVE step); every ticket has exactly one. As a list filter, "ongoing" means every ticket not archived,
 * assigned or not (what a teacher following a shared, unassigned ticket expects to find there); "unassigned" is
 * the part of it without an owner.
 */
export const TICKET_STATUSES = ["ongoing", "unassigned", "archived"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The five smileys (spec section 3), in the spec's order. */
export const SMILEYS = ["WANTSSUPPORT", "PROGRESSING", "CLOSETOGOAL", "COMPLETED", "REACHEDTARGET"] as const;
export type Smiley = (typeof SMILEYS)[number];

export const SMILEY_EMOJI: Record<Smiley, string> = {
  WANTSSUPPORT: "😳",
  PROGRESSING: "😌",
  CLOSETOGOAL: "🤓",
  COMPLETED: "🥳",
  REACHEDTARGET: "🤩",
};

export const SMILEY_LABELS: Record<Smiley, Record<Language, string>> = {
  WANTSSUPPORT: { sv: "Vill ha stöd", en: "Wants support" },
  PROGRESSING: { sv: "Arbetet går framåt", en: "Work progressing" },
  CLOSETOGOAL: { sv: "Eleven är nära måluppfyllelse", en: "Student close to goal fulfilment" },
  COMPLETED: { sv: "Eleven har slutfört", en: "Student has completed" },
  REACHEDTARGET: { sv: "Eleven har nått målet", en: "Student has reached the target" },
};

/** The success text after POST /tickets/reminder/{id} (spec section 8: 'a reminder sent'). */
export const REMINDER_SENT_MESSAGE: Record<Language, string> = {
  sv: "En påminnelse har skickats",
  en: "A reminder sent",
};

/** What the actor may do with one ticket (see ticket.policy.ts); "none" never reaches a response. */
export const TICKET_ACCESS = ["none", "timeline", "read", "write", "manage"] as const;
export type TicketAccess = (typeof TICKET_ACCESS)[number];
