import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
import { forgetPerson, getTicket, listTicketsNaming } from "./tickets.repo.js";

/**
 * Takes a staff member who leaves a school off every ticket of that school: no longer its owner (the ticket goes
 * to the unassigned list), nor a recipient, contact teacher or editor. Their absence from the school already
 * denies them access; this keeps it denied should they ever be added back. A list emptied this way only narrows
 * access (for example "chosen recipients" with nobody left: the author and the owner).
 */
export async function removeFromTickets(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db } = deps;
  for (const { ticketId } of await listTicketsNaming(db, userId, schoolId)) {
    // A concurrent change of the ticket is retried on a fresh read (twice at most).
    for (let attempt = 0; ; attempt++) {
      const ticket = await getTicket(db, ticketId);
      if (!ticket) break;
      try {
        await forgetPerson(db, ticket, userId, deps.clock.now().toISOString());
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}
