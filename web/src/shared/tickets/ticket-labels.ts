import {
  SMILEY_LABELS,
  TICKET_ACCESS_LABELS,
  TICKET_STEP_LABELS,
  type Smiley,
  type TicketAccessLevel,
  type TicketStep,
} from "#shared/tickets/ticket.constants";
import { currentLanguage } from "../i18n/i18n";
import type { StatusState } from "../ui/status-badge";

/**
 * The spec's labels for steps, access choices and smileys live beside the constants in both languages (the
 * server uses the same words in its messages); these pick the active language's.
 */
export const stepLabel = (step: TicketStep) => TICKET_STEP_LABELS[step][currentLanguage()];
export const accessLabel = (level: TicketAccessLevel) => TICKET_ACCESS_LABELS[level][currentLanguage()];
export const smileyLabel = (smiley: Smiley) => SMILEY_LABELS[smiley][currentLanguage()];

/** A ticket's state as a badge's: at a step, or archived. */
export const ticketState = (ticket: { archived: boolean }): StatusState =>
  ticket.archived ? "archived" : "inProgress";

/** Dates as the whole product writes them (one format, see ../i18n/dates). */
export { formatDate, formatDateTime } from "../i18n/dates";
