/**
 * What other domains may ask of classes: reads and the cascade when someone leaves a school. Never the entities.
 */
import type { Deps } from "../deps.js";
import { listClassesOfSchool, updateClassItem } from "./classes.repo.js";

export {
  getClass,
  getClasses,
  listClassesOfSchool,
  schoolHasClasses,
  type ClassItem,
} from "./classes.repo.js";

/** A person left the school: they are no longer mentor or teacher of its classes. */
export async function removeUserFromClasses(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const at = deps.clock.now().toISOString();
  for (const schoolClass of await listClassesOfSchool(deps.db, schoolId)) {
    if (!schoolClass.mentors.includes(userId) && !schoolClass.teachers.includes(userId)) continue;
    await updateClassItem(
      deps.db,
      schoolClass,
      {
        mentors: schoolClass.mentors.filter((id) => id !== userId),
        teachers: schoolClass.teachers.filter((id) => id !== userId),
      },
      at,
    );
  }
}
