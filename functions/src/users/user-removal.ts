import type { Deps } from "../deps.js";
import { queryAll } from "../core/pagination.js";
import { withConflict } from "../core/db-errors.js";
import { removeFromTickets } from "../tickets/ticket-removal.js";
import { roleFieldsOf, roleModelOf } from "./users.repo.js";

/**
 * Takes a user out of one school: the membership (and the roles held there), and every place the school's
 * data names them (class mentor or teacher, team member, pupil mentor, ticket owner or named person), so no stale
 * id keeps granting access.
 */
export async function removeUserFromSchool(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock.now().toISOString();

  const { data: user } = await db.user.get({ id: userId }).go({ consistent: true });
  if (user?.schoolIds.includes(schoolId)) {
    const model = roleModelOf(user);
    const remaining = {
      memberships: model.memberships.filter((membership) => membership.schoolId !== schoolId),
      orgRoles: model.orgRoles,
    };
    await withConflict(() =>
      db.user
        .patch({ id: userId })
        .set({ ...roleFieldsOf(remaining), updatedAt: now })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, user.version))
        .go({ response: "none" }),
    );
  }
  await db.membership.delete({ schoolId, userId }).go();

  const classes = await queryAll(db.class.query.bySchool({ schoolId }));
  for (const schoolClass of classes) {
    if (!schoolClass.mentors.includes(userId) && !schoolClass.teachers.includes(userId)) continue;
    await withConflict(() =>
      db.class
        .patch({ id: schoolClass.id })
        .set({
          mentors: schoolClass.mentors.filter((id) => id !== userId),
          teachers: schoolClass.teachers.filter((id) => id !== userId),
          updatedAt: now,
        })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, schoolClass.version))
        .go({ response: "none" }),
    );
  }

  const teams = await queryAll(db.team.query.bySchool({ schoolId }));
  for (const team of teams) {
    if (!team.members.includes(userId)) continue;
    await withConflict(() =>
      db.team
        .patch({ id: team.id })
        .set({ members: team.members.filter((id) => id !== userId), updatedAt: now })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, team.version))
        .go({ response: "none" }),
    );
  }

  const mentored = await queryAll(db.student.query.byMentor({ mentorId: userId }));
  for (const student of mentored) {
    if (student.schoolId !== schoolId) continue;
    await db.student
      .patch({ id: student.id })
      .set({ mentorId: "", updatedAt: now })
      .remove(["mentorName"])
      .add({ version: 1 })
      .go({ response: "none" });
  }

  await removeFromTickets(deps, userId, schoolId);
}
