import type { DomainHooks } from "../core/domain-hooks.js";
import { removeUserFromTeams } from "./index.js";

/** The teams domain's extension points (core/domain-hooks.ts). */
export const teamsHooks: DomainHooks = {
  // Member of the school's teams.
  forgetAtSchool: removeUserFromTeams,
};
