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
 * Takes the person off every place one school's data names them (class mentor or teacher, team member, pupil
 * mentor, ticket owner or named person, action program's named person or decision maker, adaptation's
 * responsible, investigation's contributor, violation report's chosen teacher, mapping's respondent), through each
 * owning domain's index, so no stale id keeps granting access. Their membership is left as it is.
 *
 * Each step reads afresh and changes only what still names the person, so running them again after a run that
 * failed part-way finishes the job and changes nothing already done. None of them asks whether the person is still
 * at the school.
 */
export async function forgetAtSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
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

/**
 * Takes a user out of one school: first off everything the school's data names them on (`forgetAtSchool`), then,
 * last, the membership and the roles held there. Should any step fail (a conflict outlasting its retries, a
 * throttle, a timeout), the person is still a member, so the admin's retry finds them and finishes the job;
 * removing the membership first would make the retry answer 404 and leave them named on the school's documents,
 * regaining them if ever taken back.
 *
 * While the steps run the person is still a member, so a colleague may still name them on something; a second
 * pass after the membership is gone (from then on nobody can) takes them off that too. It writes nothing unless
 * such a naming happened.
 */
export async function removeUserFromSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
  await forgetAtSchool(deps, userId, schoolId);
  // Read after the steps: the membership is written on the version read.
  const user = await getUser(deps.db, userId);
  await removeMembership(deps.db, user, userId, schoolId, deps.clock.now().toISOString());
  await forgetAtSchool(deps, userId, schoolId);
}
