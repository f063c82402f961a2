import type { Actor } from "#shared/policy/actor";
import {
  NO_FACTS,
  pupilFactsNeeded,
  type PupilActionDoc,
  type PupilRelationFacts,
} from "#shared/adaptations/adaptation.policy";
import type { Db } from "../db/db.js";
import { RelationsReader, type PupilRef, type StudentItem } from "../students/index.js";

/** A pupil action as the relations see it: the policy's fields and the pupil it is about. */
export type PupilActionRef = PupilActionDoc & { studentId: string };

/**
 * Is this person the pupil's mentor, a mentor of the pupil's class, or a teacher of it (adaptations and F-warnings
 * count class teachers)? Asked of the students domain's one relations reader, never copied onto the document. One
 * instance per request; a page is read ahead in at most one batch of pupils and one of classes.
 */
export class PupilRelations {
  private readonly reader: RelationsReader;

  constructor(db: Db) {
    this.reader = new RelationsReader(db);
  }

  /** Pupils the caller has read already (they are not read again). */
  know(pupils: readonly StudentItem[]): void {
    this.reader.know(pupils);
  }

  /** Reads, in at most two batched calls, what the actor's access to each of these documents depends on. */
  async prepare(actor: Actor, docs: readonly PupilActionRef[]): Promise<void> {
    await this.reader.prepare({
      pupils: docs.filter((doc) => pupilFactsNeeded(actor, doc)).map((doc) => doc.studentId),
    });
  }

  /** The facts for one person and document (none looked up unless the policy needs them). */
  async factsFor(actor: Actor, doc: PupilActionRef): Promise<PupilRelationFacts> {
    if (!pupilFactsNeeded(actor, doc)) return NO_FACTS;
    // The closest tie: a mentor who also teaches the class counts as mentor (both policies treat the two alike).
    const tie = await this.reader.tieTo(actor.userId, doc);
    return { mentor: tie === "mentor", teacher: tie === "classTeacher" };
  }

  /** The pupil's mentors (their own and their class's), the people told of a new F-warning. */
  mentorsOf(doc: PupilRef): Promise<string[]> {
    return this.reader.mentorsOf(doc);
  }
}
