import type { DomainHooks } from "../core/domain-hooks.js";
import { removeUserFromTeams } from "./index.js";

/** The teams domain's extension points (core/domain-hooks.ts). */
export const teamsHooks: DomainHooks = {
  // Member of the school's teams.
  forgetAtSchool: removeUserFromTeams,
  coldStartRequest: (s) => ({
    routeKey: "GET /api/team/school/{schoolId}",
    path: `/api/team/school/${s.schoolIds.ek}`,
    as: "teacher@demo.test",
    status: 200,
  }),
};
