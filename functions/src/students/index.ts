/** What other domains may ask of pupils: reads and the cascades. Never the entities. */
import { queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import type { Deps } from "../deps.js";
import { studentsEntities } from "./student.entity.js";

export { getStudent, type StudentItem } from "./students.repo.js";

/** One batch read of up to 100 by id: the items found, and the keys DynamoDB left unprocessed (read them again). */
export const getStudents = (db: Db, keys: { id: string }[]) => studentsEntities(db).student.get(keys).go();

/** Does the school have any pupil (a school with pupils cannot be deleted)? */
export async function schoolHasPupils(db: Db, schoolId: string): Promise<boolean> {
  const { data } = await studentsEntities(db).student.query.bySchool({ schoolId }).go({ limit: 1 });
  return data.length > 0;
}

/** Does the class have any pupil (a class with pupils cannot be deleted)? */
export async function classHasPupils(db: Db, classId: string): Promise<boolean> {
  const { data } = await studentsEntities(db).student.query.byClass({ classId }).go({ limit: 1 });
  return data.length > 0;
}

/** A person left the school: they are no longer the mentor of its pupils. */
export async function removeMentorAtSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { student } = studentsEntities(deps.db);
  const now = deps.clock.now().toISOString();
  for (const pupil of await queryAll(student.query.byMentor({ mentorId: userId }))) {
    if (pupil.schoolId !== schoolId) continue;
    await student
      .patch({ id: pupil.id })
      .set({ mentorId: "", updatedAt: now })
      .remove(["mentorName"])
      .add({ version: 1 })
      .go({ response: "none" });
  }
}

/** A mentor was renamed: the name copied onto the pupils they mentor follows. */
export async function renameMentor(db: Db, userId: string, name: string): Promise<void> {
  const { student } = studentsEntities(db);
  let cursor: string | null = null;
  do {
    const page: { data: { id: string }[]; cursor: string | null } = await student.query
      .byMentor({ mentorId: userId })
      .go({ cursor, limit: 100, attributes: ["id"] });
    for (const pupil of page.data) {
      await student.patch({ id: pupil.id }).set({ mentorName: name }).go({ response: "none" });
    }
    cursor = page.cursor;
  } while (cursor);
}
