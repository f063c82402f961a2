/**
 * What other domains may ask of classes: reads and the cascade when someone leaves a school. Never the entities.
 */
import { withConflict } from "../core/db-errors.js";
import { queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import type { Deps } from "../deps.js";
import { classesEntities } from "./class.entity.js";
import type { ClassItem } from "./classes.repo.js";

export { getClass, type ClassItem } from "./classes.repo.js";

/** Every class of a school (bounded: a school has tens of classes). */
export const listClassesOfSchool = (db: Db, schoolId: string): Promise<ClassItem[]> =>
  queryAll(classesEntities(db).class.query.bySchool({ schoolId }));

/** Does the school have any class (a school with classes cannot be deleted)? */
export async function schoolHasClasses(db: Db, schoolId: string): Promise<boolean> {
  const { data } = await classesEntities(db).class.query.bySchool({ schoolId }).go({ limit: 1 });
  return data.length > 0;
}

/** One batch read of up to 100 by id: the items found, and the keys DynamoDB left unprocessed (read them again). */
export const getClasses = (db: Db, keys: { id: string }[]) => classesEntities(db).class.get(keys).go();

/** A person left the school: they are no longer mentor or teacher of its classes. */
export async function removeUserFromClasses(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { class: classes } = classesEntities(deps.db);
  const now = deps.clock.now().toISOString();
  for (const schoolClass of await listClassesOfSchool(deps.db, schoolId)) {
    if (!schoolClass.mentors.includes(userId) && !schoolClass.teachers.includes(userId)) continue;
    await withConflict(() =>
      classes
        .patch({ id: schoolClass.id })
        .set({
          mentors: schoolClass.mentors.filter((id) => id !== userId),
          teachers: schoolClass.teachers.filter((id) => id !== userId),
          updatedAt: now,
        })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, schoolClass.version))
        .go({ response: "none" }),
    );
  }
}
