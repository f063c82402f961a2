import type { Actor } from "#shared/policy/actor";
import {
  investigationAccess,
  teachesFactNeeded,
  type InvestigationPolicyDoc,
} from "#shared/investigations/investigation.policy";
import type { InvestigationAccess } from "#shared/investigations/investigation.schema";
import { PupilDocumentRelations } from "../core/pupil-document/relations.js";
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
 * Does a teacher teach the pupil (the pupil's own mentor, or a mentor or teacher of the pupil's class)? Core's
 * pupil-document relations, asked when the policy asks (teachesFactNeeded). One instance per request; a page is read
 * ahead in one batch of pupils and one of classes.
 */
export class InvestigationRelations extends PupilDocumentRelations<InvestigationItem> {
  constructor(db: Db) {
    super(new RelationsReader(db), (actor, item) => ({ pupil: teachesFactNeeded(actor, policyDocOf(item)) }));
  }

  async accessOf(actor: Actor, item: InvestigationItem): Promise<InvestigationAccess> {
    // Every tie counts here: the pupil's mentors and the class's teachers alike.
    const { tie } = await this.tiesOf(actor, item);
    return investigationAccess(actor, policyDocOf(item), { teachesPupil: tie !== null });
  }
}
