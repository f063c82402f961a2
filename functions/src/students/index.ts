/**
 * What other domains may ask of pupils: reads, the one reader of staff relations to pupils (mentor, class teacher,
 * team member) and the cascades. Never the entities.
 */
import type { Deps } from "../deps.js";
import { clearMentorAtSchool } from "./students.repo.js";

export {
  classHasPupils,
  getStudent,
  getStudents,
  renameMentor,
  schoolHasPupils,
  type StudentItem,
} from "./students.repo.js";
export { batchGet, RelationsReader, type PupilRef, type PupilTie } from "./pupil-relations.js";

/** A person left the school: they are no longer the mentor of its pupils. */
export const removeMentorAtSchool = (deps: Deps, userId: string, schoolId: string): Promise<void> =>
  clearMentorAtSchool(deps.db, userId, schoolId, deps.clock.now().toISOString());
