import type { Deps } from "../deps.js";

/**
 * Takes the person off every place one school's data names them (class mentor or teacher, team member, pupil
 * mentor, ticket owner or named person, action program's named person or decision maker, adaptation's
 * responsible, investigation's contributor, violation report's chosen teacher, mapping's respondent, and whatever
 * a later domain names people on), through each domain's `forgetAtSchool` hook (core/domain-hooks.ts), one domain
 * after the other in the hooks list's order, so no stale id keeps granting access. Their membership is left as it
 * is.
 *
 * Each step reads afresh and changes only what still names the person, so running them again after a run that
 * failed part-way finishes the job and changes nothing already done. None of them asks whether the person is still
 * at the school.
 */
export async function forgetAtSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
  for (const { hooks } of await deps.hooks()) await hooks.forgetAtSchool?.(deps, userId, schoolId);
}

/**
 * Their tickets go back to the unassigned list and they stop being the decision maker of the school's programs:
 * each domain's `releaseStudentHealthDuties` hook, in the list's order.
 */
export async function releaseStudentHealthDuties(
  deps: Deps,
  userId: string,
  schoolId: string,
): Promise<void> {
  for (const { hooks } of await deps.hooks())
    await hooks.releaseStudentHealthDuties?.(deps, userId, schoolId);
}

/** Their name changed: each domain's `renamePerson` hook updates the copies of it kept beside their id. */
export async function renamePerson(deps: Deps, userId: string, name: string): Promise<void> {
  for (const { hooks } of await deps.hooks()) await hooks.renamePerson?.(deps, userId, name);
}
