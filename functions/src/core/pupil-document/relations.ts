import type { Actor } from "#shared/policy/actor";

/** A pupil document as the relations see it: the pupil, the document's school, and its team where it has one. */
export interface PupilDocumentAt {
  studentId: string;
  schoolId: string;
  teamId?: string;
}

/** A staff member's closest tie to a pupil (the students domain's PupilTie): mentor, class teacher or none. */
export type PupilTie = "mentor" | "classTeacher" | null;

/**
 * The one reader of how staff relate to pupils and teams (the students domain's RelationsReader, which the domain
 * hands in: core reaches no domain). Each pupil, class and team is read once per request.
 */
export interface RelationsSource {
  prepare(wanted: { pupils?: Iterable<string>; teams?: Iterable<string> }): Promise<void>;
  tieTo(userId: string, pupil: { studentId: string; schoolId: string }): Promise<PupilTie>;
  isTeamMember(userId: string, teamId: string, schoolId: string): Promise<boolean>;
  mentorsOf(pupil: { studentId: string; schoolId: string }): Promise<string[]>;
}

/** Which relations the domain's policy asks about for one actor and document (the rest are never read). */
export interface RelationsAsked {
  /** The actor's tie to the document's pupil (mentor, class teacher). */
  pupil: boolean;
  /** Whether the actor is a member of the document's team. */
  team?: boolean;
}

/** What the relations say of one actor and document: only what was asked (else null and false). */
export interface PupilDocumentTies {
  tie: PupilTie;
  teamMember: boolean;
}

/**
 * The relations of a pupil document (mentor, class teacher, team): what the domain's policy asks (`asked`), read of
 * the one relations reader when asked and never copied onto the document, so a changed mentor, class or team counts
 * at once. One instance per request; `prepare` reads a page's pupils and teams ahead in batches. The domain turns
 * the ties into its policy's facts (which ties count differs: mentors only, or class teachers too).
 */
export class PupilDocumentRelations<D extends PupilDocumentAt, S extends RelationsSource = RelationsSource> {
  constructor(
    protected readonly reader: S,
    private readonly asked: (actor: Actor, doc: D) => RelationsAsked,
  ) {}

  /** Reads, in batched calls, what these actors' access to each of these documents depends on. */
  async prepare(actors: Actor | readonly Actor[], docs: readonly D[]): Promise<void> {
    const pupils = new Set<string>();
    const teams = new Set<string>();
    for (const doc of docs) {
      for (const actor of Array.isArray(actors) ? actors : [actors as Actor]) {
        const asked = this.asked(actor, doc);
        if (asked.pupil) pupils.add(doc.studentId);
        if (asked.team && doc.teamId) teams.add(doc.teamId);
      }
    }
    await this.reader.prepare({ pupils, teams });
  }

  /** The actor's ties to the document, as far as the policy asks about them. */
  async tiesOf(actor: Actor, doc: D): Promise<PupilDocumentTies> {
    const asked = this.asked(actor, doc);
    return {
      tie: asked.pupil ? await this.reader.tieTo(actor.userId, doc) : null,
      teamMember:
        asked.team === true && (await this.reader.isTeamMember(actor.userId, doc.teamId ?? "", doc.schoolId)),
    };
  }

  /** The pupil's mentors (their own and their class's). */
  mentorsOf(doc: { studentId: string; schoolId: string }): Promise<string[]> {
    return this.reader.mentorsOf(doc);
  }
}
