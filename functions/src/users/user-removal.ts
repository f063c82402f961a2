import type { Deps } from "../deps.js";
import { withConflict } from "../core/db-errors.js";
import { coreEntities, getUser } from "../core/identity.js";
import { removeUserFromClasses } from "../classes/index.js";
import { removeMentorAtSchool } from "../students/index.js";
import { removeUserFromTeams } from "../teams/index.js";
import { removeFromTickets } from "../tickets/index.js";
import { usersEntities } from "./membership.entity.js";
import { roleFieldsOf, roleModelOf } from "./users.repo.js";

/**
 * Takes a user out of one school: the membership (and the roles held there), and every place the school's
 * data names them (class mentor or teacher, team member, pupil mentor, ticket owner or named person), through
 * each owning domain's index, so no stale id keeps granting access.
 */
export async function removeUserFromSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const now = deps.clock.now().toISOString();
  const user = await getUser(deps.db, userId);
  if (user?.schoolIds.includes(schoolId)) {
    const model = roleModelOf(user);
    const remaining = {
      memberships: model.memberships.filter((membership) => membership.schoolId !== schoolId),
      orgRoles: model.orgRoles,
    };
    await withConflict(() =>
      coreEntities(deps.db)
        .user.patch({ id: userId })
        .set({ ...roleFieldsOf(remaining), updatedAt: now })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, user.version))
        .go({ response: "none" }),
    );
  }
  await usersEntities(deps.db).membership.delete({ schoolId, userId }).go();
  await removeUserFromClasses(deps, userId, schoolId);
  await removeUserFromTeams(deps, userId, schoolId);
  await removeMentorAtSchool(deps, userId, schoolId);
  await removeFromTickets(deps, userId, schoolId);
}
