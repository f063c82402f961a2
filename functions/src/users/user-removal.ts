import { endSessions } from "../auth/index.js";
import type { Deps } from "../deps.js";
import { getUser } from "../core/identity.js";
import { forgetAtSchool } from "./leaving-steps.js";
import { removeMembership } from "./user-writes.repo.js";

/**
 * The steps run every domain's hooks (leaving-steps.ts), which the entry hands in through Deps (functions/src/
 * domain-hooks.ts): each domain's hooks load with the first removal, not at every cold start of the users and
 * schools functions (whose ordinary requests never need them).
 */
export { forgetAtSchool, releaseStudentHealthDuties } from "./leaving-steps.js";

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
 *
 * Someone taken off their last school is left with no school to act at (every route would answer 403), so every
 * session of theirs ends too, as a password change ends them: the next request with their token answers 401.
 * Someone who keeps another school keeps their sessions. "Last" is judged on the version the membership write is
 * conditioned on. The sessions end before that write, so a failure after it cannot leave them signed in with the
 * admin's retry answering 404, and once more after it, for a sign-in in between.
 */
export async function removeUserFromSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
  await forgetAtSchool(deps, userId, schoolId);
  // Read after the steps: the membership is written on the version read.
  const user = await getUser(deps.db, userId);
  const lastSchool = user?.schoolIds.length === 1 && user.schoolIds[0] === schoolId;
  if (lastSchool) await endSessions(deps.db, userId);
  await removeMembership(deps.db, user, userId, schoolId, deps.clock.now().toISOString());
  if (lastSchool) await endSessions(deps.db, userId);
  await forgetAtSchool(deps, userId, schoolId);
}
