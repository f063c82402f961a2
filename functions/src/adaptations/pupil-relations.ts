import type { Actor } from "#shared/policy/actor";
import {
  NO_FACTS,
  pupilFactsNeeded,
  type PupilActionDoc,
  type PupilRelationFacts,
} from "#shared/adaptations/adaptation.policy";
import type { ClassItem } from "../classes/index.js";
import { getClasses } from "../classes/index.js";
import type { Db } from "../db/db.js";
import type { StudentItem } from "../students/index.js";
import { getStudents } from "../students/index.js";

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

/** A pupil action as the relations see it: the policy's fields and the pupil it is about. */
export type PupilActionRef = PupilActionDoc & { studentId: string };

/**
 * Is this person the pupil's mentor, a mentor of the pupil's class, or a teacher of it? Read when asked, never
 * copied onto the document. One instance per request: each pupil and class is read once, lists in batches (at most
 * one batch of pupils and one of classes for a whole page).
 */
export class PupilRelations {
  private readonly students = new Map<string, StudentItem | null>();
  private readonly classes = new Map<string, ClassItem | null>();

  constructor(private readonly db: Db) {}

  /** Reads, in at most two batched calls, what the actor's access to each of these documents depends on. */
  async prepare(actor: Actor, docs: readonly PupilActionRef[]): Promise<void> {
    const ids = docs.filter((doc) => pupilFactsNeeded(actor, doc)).map((doc) => doc.studentId);
    await this.loadStudents(ids);
    await this.loadClasses(ids.flatMap((id) => this.students.get(id)?.classId ?? []));
  }

  /** The facts for one person and document (none looked up unless the policy needs them). */
  async factsFor(actor: Actor, doc: PupilActionRef): Promise<PupilRelationFacts> {
    if (!pupilFactsNeeded(actor, doc)) return NO_FACTS;
    await this.loadStudents([doc.studentId]);
    const student = this.students.get(doc.studentId);
    if (!student || student.schoolId !== doc.schoolId) return NO_FACTS;
    if (student.mentorId === actor.userId) return { mentor: true, teacher: false };
    if (!student.classId) return NO_FACTS;
    await this.loadClasses([student.classId]);
    const schoolClass = this.classes.get(student.classId);
    if (!schoolClass || schoolClass.schoolId !== doc.schoolId) return NO_FACTS;
    return {
      mentor: schoolClass.mentors.includes(actor.userId),
      teacher: schoolClass.teachers.includes(actor.userId),
    };
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
}
