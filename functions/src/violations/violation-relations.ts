import type { Actor } from "#shared/policy/actor";
import {
  violationAccess,
  violationFactsNeeded,
  type ViolationRelationFacts,
} from "#shared/violations/violation.policy";
import type { ViolationAccess } from "#shared/violations/violation.schema";
import type { ClassItem } from "../classes/index.js";
import type { Db } from "../db/db.js";
import { RelationsReader } from "../students/index.js";
import { policyDocOf } from "./violations.mappers.js";
import type { ViolationItem } from "./violations.repo.js";

export { batchGet } from "../students/index.js";

/**
 * The chosen classes' teachers and mentors, read when the policy needs them (a teacher under TEACHER or MENTOR)
 * and never copied onto the report: asked of the students domain's one relations reader. One instance per
 * request; a page's classes are read ahead in one batch.
 */
export class ViolationRelations {
  private readonly reader: RelationsReader;

  constructor(db: Db) {
    this.reader = new RelationsReader(db);
  }

  /** Reads, in one batched call, the classes the actor's access to these reports depends on. */
  async prepare(actor: Actor, reports: readonly ViolationItem[]): Promise<void> {
    await this.reader.prepare({
      classes: reports.flatMap((report) =>
        violationFactsNeeded(actor, policyDocOf(report)) ? report.classes : [],
      ),
    });
  }

  async factsFor(actor: Actor, report: ViolationItem): Promise<ViolationRelationFacts> {
    if (!violationFactsNeeded(actor, policyDocOf(report))) return { classTeacher: false, classMentor: false };
    const ties = await this.reader.tiesToClasses(actor.userId, report.classes, report.schoolId);
    return { classTeacher: ties.teacher, classMentor: ties.mentor };
  }

  async accessOf(actor: Actor, report: ViolationItem): Promise<ViolationAccess> {
    return violationAccess(actor, policyDocOf(report), await this.factsFor(actor, report));
  }

  /** The classes by id (those found), for checking a report's chosen classes. */
  classesOf(ids: readonly string[]): Promise<ClassItem[]> {
    return this.reader.classesOf(ids);
  }
}
