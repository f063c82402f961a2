import type { Deps } from "../deps.js";
import { takeOffDocuments } from "../core/pupil-document/removal.js";
import { getTicket, listTicketsNaming, listTicketsOwnedBy } from "./tickets.repo.js";
import { forgetPerson, releaseOwner } from "./ticket-writes.repo.js";

/**
 * Takes a staff member who leaves a school off every ticket of that school: no longer its owner (the ticket goes
 * to the unassigned list), nor a recipient, contact teacher or editor. Their absence from the school already
 * denies them access; this keeps it denied should they ever be added back. A list emptied this way only narrows
 * access (for example "chosen recipients" with nobody left: the author and the owner). Core's removal step: each
 * ticket is written on the version read, a concurrent change retried on a fresh read.
 */
export const removeFromTickets = (deps: Deps, userId: string, schoolId: string): Promise<void> =>
  takeOffDocuments({
    naming: async () =>
      (await listTicketsNaming(deps.db, userId, schoolId)).map((ticket) => ({ id: ticket.ticketId })),
    read: (ticketId) => getTicket(deps.db, ticketId),
    change: (ticket) => (namesPerson(ticket, userId) ? "forget" : null),
    write: (ticket) => forgetPerson(deps.db, ticket, userId, deps.clock.now().toISOString()),
  });

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
export const releaseTicketsOwnedBy = (deps: Deps, userId: string, schoolId: string): Promise<void> =>
  takeOffDocuments({
    naming: async () =>
      (await listTicketsOwnedBy(deps.db, userId, schoolId)).map((ticket) => ({ id: ticket.ticketId })),
    read: (ticketId) => getTicket(deps.db, ticketId),
    change: (ticket) => (ticket.ownerId === userId ? "release" : null),
    write: (ticket) => releaseOwner(deps.db, ticket, deps.clock.now().toISOString()),
  });
