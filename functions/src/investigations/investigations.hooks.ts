import type { DomainHooks } from "../core/domain-hooks.js";
import { removeFromInvestigations } from "./investigation-removal.js";

/** The investigations domain's extension points (core/domain-hooks.ts). */
export const investigationsHooks: DomainHooks = {
  // An investigation's contributor.
  forgetAtSchool: removeFromInvestigations,
  notificationKinds: ["INVESTIGATION_CONTRIBUTOR", "INVESTIGATION_PUBLISHED"],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/investigations/school/{schoolId}",
    path: `/api/investigations/school/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
