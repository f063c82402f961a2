import type { Actor } from "#shared/policy/actor";
import {
  violationAccess,
  violationFactsNeeded,
  type ViolationRelationFacts,
} from "#shared/violations/violation.policy";
import type { ViolationAccess } from "#shared/violations/violation.schema";
import { getClasses, type ClassItem } from "../classes/index.js";
import type { Db } from "../db/db.js";
import { policyDocOf } from "./violations.mappers.js";
import type { ViolationItem } from "./violations.repo.js";

/** Reads up to 100 keys per call and retries what DynamoDB left unprocessed. */
export async function batchGet<K, T>(
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
 * The chosen classes' teachers and mentors, read when the policy needs them (a teacher under TEACHER or MENTOR)
 * and never copied onto the report. One instance per request: each class is read once, lists in one batch.
 */
export class ViolationRelations {
  private readonly classes = new Map<string, ClassItem | null>();

  constructor(private readonly db: Db) {}

  /** Reads, in one batched call, the classes the actor's access to these reports depends on. */
  async prepare(actor: Actor, reports: readonly ViolationItem[]): Promise<void> {
    const ids = reports.flatMap((report) =>
      violationFactsNeeded(actor, policyDocOf(report)) ? report.classes : [],
    );
    await this.load(ids);
  }

  async factsFor(actor: Actor, report: ViolationItem): Promise<ViolationRelationFacts> {
    if (!violationFactsNeeded(actor, policyDocOf(report))) return { classTeacher: false, classMentor: false };
    await this.load(report.classes);
    const chosen = report.classes
      .map((id) => this.classes.get(id))
      .filter((item): item is ClassItem => !!item && item.schoolId === report.schoolId);
    return {
      classTeacher: chosen.some((item) => item.teachers.includes(actor.userId)),
      classMentor: chosen.some((item) => item.mentors.includes(actor.userId)),
    };
  }

  async accessOf(actor: Actor, report: ViolationItem): Promise<ViolationAccess> {
    return violationAccess(actor, policyDocOf(report), await this.factsFor(actor, report));
  }

  /** The classes by id (those found), for checking a report's chosen classes. */
  async classesOf(ids: readonly string[]): Promise<ClassItem[]> {
    await this.load([...ids]);
    return ids.map((id) => this.classes.get(id)).filter((item): item is ClassItem => !!item);
  }

  private async load(ids: string[]) {
    const missing = [...new Set(ids)].filter((id) => !this.classes.has(id));
    if (missing.length === 0) return;
    const found = await batchGet(
      missing.map((id) => ({ id })),
      (keys) => getClasses(this.db, keys),
    );
    for (const id of missing) this.classes.set(id, null);
    for (const item of found) this.classes.set(item.id, item);
  }
}
