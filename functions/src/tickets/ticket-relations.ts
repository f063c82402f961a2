import type { Actor } from "#shared/policy/actor";
import { ticketAccess, ticketFactsNeeded, type TicketRelationFacts } from "#shared/tickets/ticket.policy";
import type { TicketAccess } from "#shared/tickets/ticket.schema";
import type { Db } from "../db/db.js";
import { RelationsReader } from "../students/index.js";
import { policyDocOf } from "./tickets.mappers.js";
import type { TicketItem } from "./tickets.repo.js";

/**
 * The relation facts the ticket policy needs from outside the ticket (is this person the pupil's or the pupil's
 * class's mentor, a member of the ticket's team), asked of the students domain's one relations reader, so a changed
 * mentor or team takes effect at once. One instance per request; lists read ahead in batches.
 */
export class TicketRelations {
  private readonly reader: RelationsReader;

  constructor(db: Db) {
    this.reader = new RelationsReader(db);
  }

  /** Reads, in at most three batched calls, what these actors' access to each of these tickets depends on. */
  async prepare(actors: readonly Actor[], tickets: readonly TicketItem[]): Promise<void> {
    const pupils = new Set<string>();
    const teams = new Set<string>();
    for (const ticket of tickets) {
      for (const actor of actors) {
        const needed = ticketFactsNeeded(actor, policyDocOf(ticket));
        if (needed.mentor) pupils.add(ticket.studentId);
        if (needed.teamMember && ticket.teamId) teams.add(ticket.teamId);
      }
    }
    await this.reader.prepare({ pupils, teams });
  }

  /** The relation facts for one person and ticket; only the facts in `needed` are looked up. */
  async factsFor(
    userId: string,
    ticket: TicketItem,
    needed: { mentor: boolean; teamMember: boolean },
  ): Promise<TicketRelationFacts> {
    // The ticket policy counts mentors only (a teacher of the pupil's class is no relation here).
    const mentor = needed.mentor && (await this.reader.tieTo(userId, ticket)) === "mentor";
    const teamMember =
      needed.teamMember && (await this.reader.isTeamMember(userId, ticket.teamId, ticket.schoolId));
    return { mentor, teamMember };
  }

  /** What the actor may do with the ticket. */
  async accessOf(actor: Actor, ticket: TicketItem): Promise<TicketAccess> {
    const doc = policyDocOf(ticket);
    const facts = await this.factsFor(actor.userId, ticket, ticketFactsNeeded(actor, doc));
    return ticketAccess(actor, doc, facts);
  }
}
