import type { Deps } from "../deps.js";
import { releaseProgramDecisionsOf, removeFromPrograms } from "../actionprograms/index.js";
import { removeFromAdaptations } from "../adaptations/index.js";
import { removeUserFromClasses } from "../classes/index.js";
import { removeFromInvestigations } from "../investigations/index.js";
import { removeFromMappings } from "../mappings/index.js";
import { removeMentorAtSchool } from "../students/index.js";
import { removeUserFromTeams } from "../teams/index.js";
import { removeFromViolations } from "../violations/index.js";
import { releaseTicketsOwnedBy, removeFromTickets } from "../tickets/index.js";

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

/** Their tickets go back to the unassigned list and they stop being the decision maker of the school's programs. */
export async function releaseStudentHealthDuties(
  deps: Deps,
  userId: string,
  schoolId: string,
): Promise<void> {
  await releaseTicketsOwnedBy(deps, userId, schoolId);
  await releaseProgramDecisionsOf(deps, userId, schoolId);
}
