/** What other domains may ask of teams: reads and the cascades. Never the entities. */
import type { EntityItem } from "electrodb";
import { withConflict } from "../core/db-errors.js";
import { queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import type { Deps } from "../deps.js";
import { teamsEntities, type TeamEntity } from "./team.entity.js";

export type TeamItem = EntityItem<TeamEntity>;

export async function getTeam(db: Db, id: string): Promise<TeamItem | null> {
  const { data } = await teamsEntities(db).team.get({ id }).go();
  return data;
}

/** One batch read of up to 100 by id: the items found, and the keys DynamoDB left unprocessed (read them again). */
export const getTeams = (db: Db, keys: { id: string }[]) => teamsEntities(db).team.get(keys).go();

/** A person left the school: they are no longer a member of its teams. */
export async function removeUserFromTeams(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const { team: teams } = teamsEntities(deps.db);
  const now = deps.clock.now().toISOString();
  for (const team of await queryAll(teams.query.bySchool({ schoolId }))) {
    if (!team.members.includes(userId)) continue;
    await withConflict(() =>
      teams
        .patch({ id: team.id })
        .set({ members: team.members.filter((id) => id !== userId), updatedAt: now })
        .add({ version: 1 })
        .where((attr, op) => op.eq(attr.version, team.version))
        .go({ response: "none" }),
    );
  }
}

/** The school is being deleted: its teams go with it. */
export async function deleteTeamsOfSchool(db: Db, schoolId: string): Promise<void> {
  const { team: teams } = teamsEntities(db);
  for (const team of await queryAll(teams.query.bySchool({ schoolId }))) {
    await teams.delete({ id: team.id }).go();
  }
}
