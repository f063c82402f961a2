/** What other domains may ask of tickets: reads, never the entities (its leaving steps are tickets.hooks.ts). */

/** The titles of the tickets the caller may read in full (naming a ticket in one's notifications). */
export { readableTicketTitles } from "./ticket-titles.js";
