import { getClasses, type ClassItem } from "../classes/index.js";
import type { Db } from "../db/db.js";
import { getTeams, type TeamItem } from "../teams/index.js";
import { getStudents, type StudentItem } from "./students.repo.js";

/** The most keys one BatchGetItem takes. */
const BATCH = 100;
/** Reads of one chunk before keys DynamoDB keeps leaving unprocessed count as a failure. */
const ATTEMPTS = 5;

/** Reads keys in chunks of 100, one BatchGetItem per chunk, and reads again what DynamoDB left unprocessed. */
export async function batchGet<K, T>(
  keys: readonly K[],
  read: (chunk: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < keys.length; i += BATCH) {
    let pending = keys.slice(i, i + BATCH);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === ATTEMPTS) throw new Error("Batch read left keys unprocessed");
      const { data, unprocessed } = await read(pending);
      found.push(...data);
      pending = unprocessed;
    }
  }
  return found;
}

/** A document about one pupil, as the relations see it: the pupil and the school the document belongs to. */
export interface PupilRef {
  studentId: string;
  schoolId: string;
}

/**
 * A staff member's closest tie to a pupil: "mentor" (the pupil's own mentor, or a mentor of the pupil's class),
 * "classTeacher" (a teacher of the pupil's class, not a mentor) or null. Domains differ in which ties count: the
 * tickets' and action programs' policies ask for mentors only, adaptations, F-warnings and investigations count
 * class teachers too; each reads the tie and takes what its policy needs.
 */
export type PupilTie = "mentor" | "classTeacher" | null;

/** A loaded cache of items by id (null: read and not found). */
class Loaded<T extends { id: string }> {
  private readonly items = new Map<string, T | null>();
  constructor(
    private readonly read: (keys: { id: string }[]) => Promise<{ data: T[]; unprocessed: { id: string }[] }>,
  ) {}

  /** Reads, in batches, the ids not read yet (none: no call). */
  async load(ids: Iterable<string>): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => id !== "" && !this.items.has(id));
    if (missing.length === 0) return;
    const found = await batchGet(
      missing.map((id) => ({ id })),
      this.read,
    );
    for (const id of missing) this.items.set(id, null);
    for (const item of found) this.items.set(item.id, item);
  }

  keep(item: T): void {
    this.items.set(item.id, item);
  }

  get(id: string): T | null {
    return this.items.get(id) ?? null;
  }
}

/**
 * The one reader of how a staff member relates to pupils, classes and teams (mentor, class teacher, team member),
 * for every domain whose policy depends on it. Read when asked, never copied onto a document, so a changed mentor,
 * class or team counts from the next read. One instance per request: each pupil, class and team is read once; `prepare`
 * reads a whole page's in batches (one BatchGetItem of pupils, one of classes, one of teams), and a single
 * document's are read as they are asked for. A pupil, class or team of another school than the document's gives
 * no relation.
 */
export class RelationsReader {
  private readonly pupils: Loaded<StudentItem>;
  private readonly classes: Loaded<ClassItem>;
  private readonly teams: Loaded<TeamItem>;

  /**
   * `consistent`: strongly consistent reads, so a relation changed a moment ago is seen (the action programs ask for
   * it, as they always have); by default eventually consistent, as the other domains have always read relations.
   */
  constructor(db: Db, options: { consistent?: boolean } = {}) {
    const read = { consistent: options.consistent === true };
    this.pupils = new Loaded((keys) => getStudents(db, keys, read));
    this.classes = new Loaded((keys) => getClasses(db, keys, read));
    this.teams = new Loaded((keys) => getTeams(db, keys, read));
  }

  /** Pupils the caller has read already (they are not read again). */
  know(pupils: readonly StudentItem[]): void {
    for (const pupil of pupils) this.pupils.keep(pupil);
  }

  /**
   * Reads ahead what a page of documents depends on, in at most three batched reads: the pupils, then their classes
   * together with the classes asked for, then the teams. What was read before is not read again.
   */
  async prepare(wanted: {
    pupils?: Iterable<string>;
    classes?: Iterable<string>;
    teams?: Iterable<string>;
  }): Promise<void> {
    const pupilIds = [...(wanted.pupils ?? [])];
    await this.pupils.load(pupilIds);
    await this.classes.load([
      ...pupilIds.flatMap((id) => this.pupils.get(id)?.classId || []),
      ...(wanted.classes ?? []),
    ]);
    await this.teams.load(wanted.teams ?? []);
  }

  /**
   * The person's closest tie to the pupil at the document's school (see PupilTie). Reads the pupil, and the pupil's
   * class only when the person is not the pupil's own mentor.
   */
  async tieTo(userId: string, pupil: PupilRef): Promise<PupilTie> {
    const student = await this.pupilAt(pupil);
    if (!student) return null;
    if (student.mentorId !== "" && student.mentorId === userId) return "mentor";
    const schoolClass = await this.classAt(student.classId, pupil.schoolId);
    if (!schoolClass) return null;
    if (schoolClass.mentors.includes(userId)) return "mentor";
    return schoolClass.teachers.includes(userId) ? "classTeacher" : null;
  }

  /** The pupil's mentors at the document's school: their own and their class's (each once). */
  async mentorsOf(pupil: PupilRef): Promise<string[]> {
    const student = await this.pupilAt(pupil);
    if (!student) return [];
    const schoolClass = await this.classAt(student.classId, pupil.schoolId);
    return [...new Set([student.mentorId, ...(schoolClass?.mentors ?? [])])].filter((id) => id !== "");
  }

  /** Is the person a member of the team, when the team is the school's? */
  async isTeamMember(userId: string, teamId: string, schoolId: string): Promise<boolean> {
    if (teamId === "") return false;
    await this.teams.load([teamId]);
    const team = this.teams.get(teamId);
    return !!team && team.schoolId === schoolId && team.members.includes(userId);
  }

  /** Does the person teach or mentor any of these classes (those of the school only)? */
  async tiesToClasses(
    userId: string,
    classIds: readonly string[],
    schoolId: string,
  ): Promise<{ teacher: boolean; mentor: boolean }> {
    const chosen = (await this.classesOf(classIds)).filter(
      (item) => item.schoolId === schoolId && item.status === "ACTIVE",
    );
    return {
      teacher: chosen.some((item) => item.teachers.includes(userId)),
      mentor: chosen.some((item) => item.mentors.includes(userId)),
    };
  }

  /** The classes found of these ids, in their order, whatever their school (the caller checks it). */
  async classesOf(ids: readonly string[]): Promise<ClassItem[]> {
    await this.classes.load(ids);
    return ids.map((id) => this.classes.get(id)).filter((item): item is ClassItem => !!item);
  }

  private async pupilAt(pupil: PupilRef): Promise<StudentItem | null> {
    await this.pupils.load([pupil.studentId]);
    const student = this.pupils.get(pupil.studentId);
    return student && student.schoolId === pupil.schoolId ? student : null;
  }

  private async classAt(classId: string, schoolId: string): Promise<ClassItem | null> {
    if (classId === "") return null;
    await this.classes.load([classId]);
    const schoolClass = this.classes.get(classId);
    // An archived class (a year group that has left) ties no one: its former mentors and teachers keep no access.
    return schoolClass && schoolClass.schoolId === schoolId && schoolClass.status === "ACTIVE"
      ? schoolClass
      : null;
  }
}
