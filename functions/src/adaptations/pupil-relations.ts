import {
  pupilFactsNeeded,
  type PupilActionDoc,
  type PupilRelationFacts,
} from "#shared/adaptations/adaptation.policy";
import type { Actor } from "#shared/policy/actor";
import { PupilDocumentRelations } from "../core/pupil-document/relations.js";
import type { Db } from "../db/db.js";
import { RelationsReader, type StudentItem } from "../students/index.js";

/** A pupil action as the relations see it: the policy's fields and the pupil it is about. */
export type PupilActionRef = PupilActionDoc & { studentId: string };

/**
 * Is this person the pupil's mentor, a mentor of the pupil's class, or a teacher of it (adaptations and F-warnings
 * count class teachers)? Core's pupil-document relations, asked when the policy needs them (pupilFactsNeeded). One
 * instance per request; a page is read ahead in at most one batch of pupils and one of classes.
 */
export class PupilRelations extends PupilDocumentRelations<PupilActionRef, RelationsReader> {
  constructor(db: Db) {
    super(new RelationsReader(db), (actor, doc) => ({ pupil: pupilFactsNeeded(actor, doc) }));
  }

  /** Pupils the caller has read already (they are not read again). */
  know(pupils: readonly StudentItem[]): void {
    this.reader.know(pupils);
  }

  /** The facts for one person and document (none looked up unless the policy needs them). */
  async factsFor(actor: Actor, doc: PupilActionRef): Promise<PupilRelationFacts> {
    // The closest tie: a mentor who also teaches the class counts as mentor (both policies treat the two alike).
    const { tie } = await this.tiesOf(actor, doc);
    return { mentor: tie === "mentor", teacher: tie === "classTeacher" };
  }

  /** The person's access to the document by the domain's access rule (adaptationAccess, fWarningAccess). */
  async accessOf<A>(
    actor: Actor,
    doc: PupilActionRef,
    rule: (actor: Actor, doc: PupilActionRef, facts: PupilRelationFacts) => A,
  ): Promise<A> {
    return rule(actor, doc, await this.factsFor(actor, doc));
  }
}
