import type { DomainHooks } from "../core/domain-hooks.js";
import { removeUserFromClasses } from "./index.js";

/** The classes domain's extension points (core/domain-hooks.ts). */
export const classesHooks: DomainHooks = {
  // Mentor or teacher of the school's classes.
  forgetAtSchool: removeUserFromClasses,
  coldStartRequest: (s) => ({
    routeKey: "GET /api/classes/school/{schoolId}",
    path: `/api/classes/school/${s.schoolIds.ek}`,
    as: "teacher@demo.test",
    status: 200,
  }),
};
