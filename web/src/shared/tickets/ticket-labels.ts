import {
  SMILEY_LABELS,
  TICKET_ACCESS_LABELS,
  TICKET_STEP_LABELS,
  type Smiley,
  type TicketAccessLevel,
  type TicketStep,
} from "#shared/tickets/ticket.constants";
import { currentLanguage } from "../i18n/i18n";

/**
 * The spec's labels for steps, access choices and smileys live beside the constants in both languages (the
 * server uses the same words in its messages); these pick the active language's.
 */
export const stepLabel = (step: TicketStep) => TICKET_STEP_LABELS[step][currentLanguage()];
export const accessLabel = (level: TicketAccessLevel) => TICKET_ACCESS_LABELS[level][currentLanguage()];
export const smileyLabel = (smiley: Smiley) => SMILEY_LABELS[smiley][currentLanguage()];

/** A date and time as staff read it, in the active language. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage() === "sv" ? "sv-SE" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage() === "sv" ? "sv-SE" : "en-GB", {
    dateStyle: "medium",
  }).format(new Date(iso));
}
