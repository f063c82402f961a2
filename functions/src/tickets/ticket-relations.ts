import type { Actor } from "#shared/policy/actor";
import { ticketAccess, ticketFactsNeeded, type TicketRelationFacts } from "#shared/tickets/ticket.policy";
import type { TicketAccess } from "#shared/tickets/ticket.schema";
import type { ClassItem } from "../classes/index.js";
import type { Db } from "../db/db.js";
import type { StudentItem } from "../students/index.js";
import type { TeamItem } from "../teams/index.js";
import { policyDocOf } from "./tickets.mappers.js";
import type { TicketItem } from "./tickets.repo.js";
import { getClasses } from "../classes/index.js";
import { getStudents } from "../students/index.js";
import { getTeams } from "../teams/index.js";

/** Reads up to 100 keys per call and retries what DynamoDB left unprocessed. */
async function batchGet<K, T>(
  keys: K[],
  read: (chunk: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending = keys.slice(i, i + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error("Batch read left keys unprocessed");
      const { data, unprocessed } = await read(pending);
      found.push(...data);
      pending = unprocessed;
    }
  }
  return found;
}

/**
 * The relations the ticket policy needs from outside the ticket (is this person the pupil's or the pupil's class's
 * mentor, a member of the ticket's team), read when asked and never copied onto the ticket, so a changed mentor
 * or team takes effect at once. One instance per request: each pupil, class and team is read once, lists in
 * batches.
 */
export class TicketRelations {
  private readonly students = new Map<string, StudentItem | null>();
  private readonly classes = new Map<string, ClassItem | null>();
  private readonly teams = new Map<string, TeamItem | null>();

  constructor(private readonly db: Db) {}

  /** Reads, in at most three batched calls, what the actor's access to each of these tickets depends on. */
  async prepare(actors: readonly Actor[], tickets: readonly TicketItem[]): Promise<void> {
    const studentIds = new Set<string>();
    const teamIds = new Set<string>();
    for (const ticket of tickets) {
      for (const actor of actors) {
        const needed = ticketFactsNeeded(actor, policyDocOf(ticket));
        if (needed.mentor) studentIds.add(ticket.studentId);
        if (needed.teamMember && ticket.teamId) teamIds.add(ticket.teamId);
      }
    }
    await this.loadStudents([...studentIds]);
    await this.loadClasses(
      [...studentIds].flatMap((id) => {
        const classId = this.students.get(id)?.classId;
        return classId ? [classId] : [];
      }),
    );
    await this.loadTeams([...teamIds]);
  }

  /** The relation facts for one person and ticket; only the facts in `needed` are looked up. */
  async factsFor(
    userId: string,
    ticket: TicketItem,
    needed: { mentor: boolean; teamMember: boolean },
  ): Promise<TicketRelationFacts> {
    let mentor = false;
    if (needed.mentor) {
      await this.loadStudents([ticket.studentId]);
      const student = this.students.get(ticket.studentId);
      if (student && student.schoolId === ticket.schoolId) {
        if (student.mentorId === userId) {
          mentor = true;
        } else if (student.classId) {
          await this.loadClasses([student.classId]);
          const schoolClass = this.classes.get(student.classId);
          mentor =
            !!schoolClass && schoolClass.schoolId === ticket.schoolId && schoolClass.mentors.includes(userId);
        }
      }
    }
    let teamMember = false;
    if (needed.teamMember && ticket.teamId) {
      await this.loadTeams([ticket.teamId]);
      const team = this.teams.get(ticket.teamId);
      teamMember = !!team && team.schoolId === ticket.schoolId && team.members.includes(userId);
    }
    return { mentor, teamMember };
  }

  /** What the actor may do with the ticket. */
  async accessOf(actor: Actor, ticket: TicketItem): Promise<TicketAccess> {
    const doc = policyDocOf(ticket);
    const facts = await this.factsFor(actor.userId, ticket, ticketFactsNeeded(actor, doc));
    return ticketAccess(actor, doc, facts);
  }

  private async loadStudents(ids: string[]) {
    const missing = [...new Set(ids)].filter((id) => !this.students.has(id));
    if (missing.length === 0) return;
    const found = await batchGet(
      missing.map((id) => ({ id })),
      (keys) => getStudents(this.db, keys),
    );
    for (const id of missing) this.students.set(id, null);
    for (const item of found) this.students.set(item.id, item);
  }

  private async loadClasses(ids: string[]) {
    const missing = [...new Set(ids)].filter((id) => !this.classes.has(id));
    if (missing.length === 0) return;
    const found = await batchGet(
      missing.map((id) => ({ id })),
      (keys) => getClasses(this.db, keys),
    );
    for (const id of missing) this.classes.set(id, null);
    for (const item of found) this.classes.set(item.id, item);
  }

  private async loadTeams(ids: string[]) {
    const missing = [...new Set(ids)].filter((id) => !this.teams.has(id));
    if (missing.length === 0) return;
    const found = await batchGet(
      missing.map((id) => ({ id })),
      (keys) => getTeams(this.db, keys),
    );
    for (const id of missing) this.teams.set(id, null);
    for (const item of found) this.teams.set(item.id, item);
  }
}
