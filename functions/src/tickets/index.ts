/** What other domains may ask of tickets: reads and the cascades. Never the entities. */
export { removeFromTickets } from "./ticket-removal.js";
/** Does the pupil have any ticket (a pupil with tickets cannot be deleted)? */
export { studentHasTickets } from "./tickets.repo.js";
