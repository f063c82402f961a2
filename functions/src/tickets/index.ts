/** What other domains may ask of tickets: reads and the cascades. Never the entities. */
import type { Db } from "../db/db.js";
import { ticketsEntities } from "./tickets.entities.js";

export { removeFromTickets } from "./ticket-removal.js";

/** Does the pupil have any ticket (a pupil with tickets cannot be deleted)? */
export async function studentHasTickets(db: Db, studentId: string): Promise<boolean> {
  const { data } = await ticketsEntities(db).ticket.query.byStudent({ studentId }).go({ limit: 1 });
  return data.length > 0;
}
