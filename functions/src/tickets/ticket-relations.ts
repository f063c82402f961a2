import type { Actor } from "#shared/policy/actor";
import { ticketAccess, ticketFactsNeeded } from "#shared/tickets/ticket.policy";
import type { TicketAccess } from "#shared/tickets/ticket.schema";
import { PupilDocumentRelations } from "../core/pupil-document/relations.js";
import type { Db } from "../db/db.js";
import { RelationsReader } from "../students/index.js";
import { policyDocOf } from "./tickets.mappers.js";
import type { TicketItem } from "./tickets.repo.js";

/**
 * The relation facts the ticket policy needs from outside the ticket (is this person the pupil's or the pupil's
 * class's mentor, a member of the ticket's team): core's pupil-document relations, asked of the students domain's
 * one relations reader, so a changed mentor or team takes effect at once. One instance per request; lists read
 * ahead in batches.
 */
export class TicketRelations extends PupilDocumentRelations<TicketItem> {
  constructor(db: Db) {
    super(new RelationsReader(db), (actor, ticket) => {
      const needed = ticketFactsNeeded(actor, policyDocOf(ticket));
      return { pupil: needed.mentor, team: needed.teamMember };
    });
  }

  /** What the actor may do with the ticket. */
  async accessOf(actor: Actor, ticket: TicketItem): Promise<TicketAccess> {
    const { tie, teamMember } = await this.tiesOf(actor, ticket);
    // The ticket policy counts mentors only (a teacher of the pupil's class is no relation here).
    return ticketAccess(actor, policyDocOf(ticket), { mentor: tie === "mentor", teamMember });
  }
}
