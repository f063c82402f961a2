import type { DomainHooks } from "../core/domain-hooks.js";
import { removeUserFromClasses } from "./index.js";

/** The classes domain's extension points (core/domain-hooks.ts). */
export const classesHooks: DomainHooks = {
  // Mentor or teacher of the school's classes.
  forgetAtSchool: removeUserFromClasses,
};
