import type { Actor } from "#shared/policy/actor";
import {
  investigationAccess,
  teachesFactNeeded,
  type InvestigationPolicyDoc,
} from "#shared/investigations/investigation.policy";
import type { InvestigationAccess } from "#shared/investigations/investigation.schema";
import { getClasses, type ClassItem } from "../classes/index.js";
import type { Db } from "../db/db.js";
import { getStudents, type StudentItem } from "../students/index.js";
import type { InvestigationItem } from "./investigations.repo.js";

/** Reads up to 100 keys per call and retries what DynamoDB left unprocessed. */
async function batchGet<T>(
  ids: string[],
  read: (keys: { id: string }[]) => Promise<{ data: T[]; unprocessed: { id: string }[] }>,
): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    let pending = ids.slice(i, i + 100).map((id) => ({ id }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error("Batch read left keys unprocessed");
      const { data, unprocessed } = await read(pending);
      found.push(...data);
      pending = unprocessed;
    }
  }
  return found;
}

export const policyDocOf = (item: InvestigationItem): InvestigationPolicyDoc => ({
  schoolId: item.schoolId,
  organizationId: item.organizationId,
  status: item.status,
  contributors: item.contributors,
});

/**
 * Does a teacher teach the pupil (the pupil's own mentor, or a mentor or teacher of the pupil's class)? Read when
 * the policy asks (teachesFactNeeded), never copied onto the investigation, each pupil and class once per request
 * and lists in batches.
 */
export class InvestigationRelations {
  private readonly students = new Map<string, StudentItem | null>();
  private readonly classes = new Map<string, ClassItem | null>();

  constructor(private readonly db: Db) {}

  /** Reads, in at most two batched calls, what the actor's access to each of these depends on. */
  async prepare(actor: Actor, items: readonly InvestigationItem[]): Promise<void> {
    const ids = items
      .filter((item) => teachesFactNeeded(actor, policyDocOf(item)))
      .map((item) => item.studentId);
    await this.loadStudents(ids);
    await this.loadClasses(ids.flatMap((id) => this.students.get(id)?.classId || []));
  }

  async teaches(userId: string, item: InvestigationItem): Promise<boolean> {
    await this.loadStudents([item.studentId]);
    const student = this.students.get(item.studentId);
    if (!student || student.schoolId !== item.schoolId) return false;
    if (student.mentorId === userId) return true;
    if (!student.classId) return false;
    await this.loadClasses([student.classId]);
    const schoolClass = this.classes.get(student.classId);
    return (
      !!schoolClass &&
      schoolClass.schoolId === item.schoolId &&
      (schoolClass.mentors.includes(userId) || schoolClass.teachers.includes(userId))
    );
  }

  async accessOf(actor: Actor, item: InvestigationItem): Promise<InvestigationAccess> {
    const doc = policyDocOf(item);
    const teachesPupil = teachesFactNeeded(actor, doc) ? await this.teaches(actor.userId, item) : false;
    return investigationAccess(actor, doc, { teachesPupil });
  }

  private async loadStudents(ids: string[]) {
    const missing = [...new Set(ids)].filter((id) => !this.students.has(id));
    if (missing.length === 0) return;
    const found = await batchGet(missing, (keys) => getStudents(this.db, keys));
    for (const id of missing) this.students.set(id, null);
    for (const item of found) this.students.set(item.id, item);
  }

  private async loadClasses(ids: string[]) {
    const missing = [...new Set(ids)].filter((id) => !this.classes.has(id));
    if (missing.length === 0) return;
    const found = await batchGet(missing, (keys) => getClasses(this.db, keys));
    for (const id of missing) this.classes.set(id, null);
    for (const item of found) this.classes.set(item.id, item);
  }
}
