import type { Deps } from "../deps.js";
import { getUser } from "../core/identity.js";
import { removeFromPrograms } from "../actionprograms/index.js";
import { removeFromAdaptations } from "../adaptations/index.js";
import { removeUserFromClasses } from "../classes/index.js";
import { removeFromInvestigations } from "../investigations/index.js";
import { removeFromMappings } from "../mappings/index.js";
import { removeMentorAtSchool } from "../students/index.js";
import { removeUserFromTeams } from "../teams/index.js";
import { removeFromViolations } from "../violations/index.js";
import { removeFromTickets } from "../tickets/index.js";
import { removeMembership } from "./user-writes.repo.js";

/**
 * Takes a user out of one school: the membership (and the roles held there), and every place the school's
 * data names them (class mentor or teacher, team member, pupil mentor, ticket owner or named person, action
 * program's named person or decision maker, adaptation's responsible, investigation's contributor, violation
 * report's chosen teacher, mapping's respondent), through
 * each owning domain's index, so no stale id keeps granting access.
 */
export async function removeUserFromSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  await removeMembership(deps.db, await getUser(deps.db, userId), userId, schoolId, now);
  await removeUserFromClasses(deps, userId, schoolId);
  await removeUserFromTeams(deps, userId, schoolId);
  await removeMentorAtSchool(deps, userId, schoolId);
  await removeFromTickets(deps, userId, schoolId);
  await removeFromPrograms(deps, userId, schoolId);
  await removeFromAdaptations(deps, userId, schoolId);
  await removeFromInvestigations(deps, userId, schoolId);
  await removeFromViolations(deps, userId, schoolId);
  await removeFromMappings(deps, userId, schoolId);
}
