import type { DomainHooks } from "../core/domain-hooks.js";
import { removeMentorAtSchool } from "./index.js";

/** The students domain's extension points (core/domain-hooks.ts). */
export const studentsHooks: DomainHooks = {
  // Mentor of the school's pupils.
  forgetAtSchool: removeMentorAtSchool,
};
