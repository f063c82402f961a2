import type { Actor } from "#shared/policy/actor";
import {
  investigationAccess,
  teachesFactNeeded,
  type InvestigationPolicyDoc,
} from "#shared/investigations/investigation.policy";
import type { InvestigationAccess } from "#shared/investigations/investigation.schema";
import type { Db } from "../db/db.js";
import { RelationsReader } from "../students/index.js";
import type { InvestigationItem } from "./investigations.repo.js";

export const policyDocOf = (item: InvestigationItem): InvestigationPolicyDoc => ({
  schoolId: item.schoolId,
  organizationId: item.organizationId,
  status: item.status,
  contributors: item.contributors,
});

/**
 * Does a teacher teach the pupil (the pupil's own mentor, or a mentor or teacher of the pupil's class)? Asked of the
 * students domain's one relations reader when the policy asks (teachesFactNeeded), never copied onto the
 * investigation. One instance per request; a page is read ahead in one batch of pupils and one of classes.
 */
export class InvestigationRelations {
  private readonly reader: RelationsReader;

  constructor(db: Db) {
    this.reader = new RelationsReader(db);
  }

  /** Reads, in at most two batched calls, what the actor's access to each of these depends on. */
  async prepare(actor: Actor, items: readonly InvestigationItem[]): Promise<void> {
    await this.reader.prepare({
      pupils: items
        .filter((item) => teachesFactNeeded(actor, policyDocOf(item)))
        .map((item) => item.studentId),
    });
  }

  async accessOf(actor: Actor, item: InvestigationItem): Promise<InvestigationAccess> {
    const doc = policyDocOf(item);
    // Every tie counts here: the pupil's mentors and the class's teachers alike.
    const teachesPupil =
      teachesFactNeeded(actor, doc) && (await this.reader.tieTo(actor.userId, item)) !== null;
    return investigationAccess(actor, doc, { teachesPupil });
  }
}
