import type { Deps } from "../deps.js";
import { AppError } from "../core/errors.js";
import { withConflict } from "../core/db-errors.js";
import { queryAll } from "../core/pagination.js";
import { ticketsEntities } from "./tickets.entities.js";
import { getTicket, keyComposites, stateOf, type TicketItem } from "./tickets.repo.js";

/**
 * Takes a staff member who leaves a school off every ticket of that school: no longer its owner (the ticket goes
 * to the unassigned list), nor a recipient, contact teacher or editor. Their absence from the school already
 * denies them access; this keeps it denied should they ever be added back. A list emptied this way only narrows
 * access (for example "chosen recipients" with nobody left: the author and the owner).
 */
export async function removeFromTickets(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db } = deps;
  const { ticket: tickets } = ticketsEntities(db);
  const owned = await queryAll(tickets.query.byOwner({ ownerId: userId, schoolId }));
  // The lists have no index by person: a filtered query of the school's tickets, on this rare admin action only.
  const named = await queryAll(
    tickets.query
      .bySchool({ schoolId })
      .where(
        (attr, op) =>
          `${op.contains(attr.recipients, userId)} OR ${op.contains(attr.contactTeachers, userId)} OR ${op.contains(attr.editors, userId)}`,
      ),
  );
  const ids = new Set([...owned, ...named].map((ticket) => ticket.ticketId));
  for (const ticketId of ids) {
    for (let attempt = 0; ; attempt++) {
      const ticket = await getTicket(db, ticketId);
      if (!ticket) break;
      try {
        await withConflict(() => forget(deps, ticket, userId));
        break;
      } catch (err) {
        if (attempt === 2 || !(err instanceof AppError && err.code === "CONFLICT")) throw err;
      }
    }
  }
}

function forget(deps: Deps, ticket: TicketItem, userId: string) {
  const ownerId = ticket.ownerId === userId ? "" : ticket.ownerId;
  const update = ticketsEntities(deps.db)
    .ticket.patch({ ticketId: ticket.ticketId })
    .set({
      recipients: ticket.recipients.filter((id) => id !== userId),
      contactTeachers: ticket.contactTeachers.filter((id) => id !== userId),
      editors: ticket.editors.filter((id) => id !== userId),
      ownerId,
      state: stateOf(ticket.currentStep, ownerId),
      updatedAt: deps.clock.now().toISOString(),
    })
    .composite(keyComposites(ticket))
    .add({ version: 1 });
  return (ownerId === "" ? update.remove(["ownerName"]) : update)
    .where((attr, op) => op.eq(attr.version, ticket.version))
    .go({ response: "none" });
}
