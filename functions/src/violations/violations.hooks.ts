import type { DomainHooks } from "../core/domain-hooks.js";
import { removeFromViolations } from "./violation-removal.js";

/** The violations domain's extension points (core/domain-hooks.ts). */
export const violationsHooks: DomainHooks = {
  // A violation report's chosen teacher.
  forgetAtSchool: removeFromViolations,
  notificationKinds: ["VIOLATION_CREATED", "VIOLATION_SEEN", "VIOLATION_ADDITION", "VIOLATION_TO_OWNER"],
};
