/** What other domains may ask of tickets: reads and the cascades. Never the entities. */
export { releaseTicketsOwnedBy, removeFromTickets } from "./ticket-removal.js";
/** Does the pupil have any ticket (a pupil with tickets cannot be deleted)? */
export { studentHasTickets } from "./tickets.repo.js";
/** The titles of the tickets the caller may read in full (naming a ticket in one's notifications). */
export { readableTicketTitles } from "./ticket-titles.js";
