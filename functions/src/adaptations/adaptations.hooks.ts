import type { DomainHooks } from "../core/domain-hooks.js";
import { removeFromAdaptations } from "./adaptation-removal.js";

/** The adaptations domain's extension points (core/domain-hooks.ts). */
export const adaptationsHooks: DomainHooks = {
  // An adaptation's responsible.
  forgetAtSchool: removeFromAdaptations,
  notificationKinds: ["ADAPTATION_ASSIGNED", "ADAPTATION_FEEDBACK"],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/adaptions/{schoolId}",
    path: `/api/adaptions/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
