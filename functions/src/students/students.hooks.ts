import type { DomainHooks } from "../core/domain-hooks.js";
import { removeMentorAtSchool, renameMentor } from "./index.js";

/** The students domain's extension points (core/domain-hooks.ts). */
export const studentsHooks: DomainHooks = {
  // Mentor of the school's pupils.
  forgetAtSchool: removeMentorAtSchool,
  // The mentor's name each pupil keeps.
  renamePerson: (deps, userId, name) => renameMentor(deps.db, userId, name),
  coldStartRequest: (s) => ({
    routeKey: "GET /api/student/school/{schoolId}",
    path: `/api/student/school/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
