/** What other domains may ask of tickets: reads and the cascades. Never the entities. */
export { releaseTicketsOwnedBy, removeFromTickets } from "./ticket-removal.js";
/** The titles of the tickets the caller may read in full (naming a ticket in one's notifications). */
export { readableTicketTitles } from "./ticket-titles.js";
