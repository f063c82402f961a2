import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
import { getTicket, listTicketsNaming, listTicketsOwnedBy } from "./tickets.repo.js";
import { forgetPerson, releaseOwner } from "./ticket-writes.repo.js";

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
      // Already done (a retry after a run that failed part-way, or an index that lags): nothing to write.
      if (!ticket || !namesPerson(ticket, userId)) break;
      try {
        await forgetPerson(db, ticket, userId, deps.clock.now().toISOString());
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}

const namesPerson = (
  ticket: { ownerId: string; recipients: string[]; contactTeachers: string[]; editors: string[] },
  userId: string,
) =>
  ticket.ownerId === userId ||
  [ticket.recipients, ticket.contactTeachers, ticket.editors].some((list) => list.includes(userId));

/**
 * A person no longer works at the school as student-health staff (their roles there changed): the tickets they own
 * there lose their owner and go to the unassigned list, where the remaining staff take them on. As a teacher they
 * could neither see nor move them, and the tickets would wait on them unseen.
 */
export async function releaseTicketsOwnedBy(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db } = deps;
  for (const { ticketId } of await listTicketsOwnedBy(db, userId, schoolId)) {
    for (let attempt = 0; ; attempt++) {
      const ticket = await getTicket(db, ticketId);
      if (ticket?.ownerId !== userId) break;
      try {
        await releaseOwner(db, ticket, deps.clock.now().toISOString());
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}
