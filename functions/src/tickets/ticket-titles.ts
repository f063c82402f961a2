import { atLeast } from "#shared/tickets/ticket.policy";
import { audit } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { TicketRelations } from "./ticket-relations.js";
import { getTickets } from "./tickets.repo.js";

/**
 * The titles of those of these tickets (at one school) that the caller may read in full right now, by ticket id:
 * what names a ticket in the caller's notifications. Judged at read time with the caller's active role, exactly
 * like a direct read, so someone who lost access (or only sees the timeline) is told no title; a missing or
 * deleted ticket is left out. A title is pupil data: revealing any is audited like a list of tickets.
 */
export async function readableTicketTitles(
  ctx: RequestContext,
  schoolId: string,
  ticketIds: readonly string[],
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const ids = [...new Set(ticketIds)].filter((id) => id !== "");
  if (ids.length === 0) return titles;
  const tickets = (await getTickets(ctx.deps.db, ids)).filter((ticket) => ticket.schoolId === schoolId);
  const relations = new TicketRelations(ctx.deps.db);
  await relations.prepare([ctx.actor], tickets);
  for (const ticket of tickets) {
    if (atLeast(await relations.accessOf(ctx.actor, ticket), "read"))
      titles.set(ticket.ticketId, ticket.title);
  }
  if (titles.size > 0) await audit(ctx, { action: "LIST", entity: "ticket", schoolId });
  return titles;
}
