import type { DomainHooks } from "../core/domain-hooks.js";
import { removeFromViolations } from "./violation-removal.js";

/** The violations domain's extension points (core/domain-hooks.ts). */
export const violationsHooks: DomainHooks = {
  // A violation report's chosen teacher.
  forgetAtSchool: removeFromViolations,
  notificationKinds: ["VIOLATION_CREATED", "VIOLATION_SEEN", "VIOLATION_ADDITION", "VIOLATION_TO_OWNER"],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/violations/{schoolId}",
    path: `/api/violations/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
