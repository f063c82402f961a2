import type { EntityItem } from "electrodb";
import type { Page, PageQuery } from "#shared/common.schema";
import type { Team } from "#shared/teams/team.schema";
import { withConflict } from "../core/db-errors.js";
import { queryAll, queryPage } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { teamsEntities, type TeamEntity } from "./team.entity.js";

/** The teams domain's reads and writes: the only code of the domain that touches the team entity. */

export type TeamItem = EntityItem<TeamEntity>;

export const toTeam = (item: TeamItem): Team => ({
  id: item.id,
  name: item.name,
  schoolId: item.schoolId,
  members: item.members,
  version: item.version,
});

/** One team; `consistent` for a read that a write on its version follows. */
export async function getTeam(
  db: Db,
  id: string,
  options: { consistent?: boolean } = {},
): Promise<TeamItem | null> {
  const { data } = await teamsEntities(db)
    .team.get({ id })
    .go(options.consistent ? { consistent: true } : {});
  return data;
}

/**
 * One batch read of up to 100 by id: the items found, and the keys DynamoDB left unprocessed (read them again).
 * `consistent`: strongly consistent reads.
 */
export const getTeams = (db: Db, keys: { id: string }[], options: { consistent?: boolean } = {}) =>
  teamsEntities(db)
    .team.get(keys)
    .go(options.consistent ? { consistent: true } : {});

/** One page of a school's teams. */
export const listTeamsPage = (db: Db, schoolId: string, page: PageQuery): Promise<Page<TeamItem>> =>
  queryPage(teamsEntities(db).team.query.bySchool({ schoolId }), page, (item) => item);

/** Every team of a school (bounded: a school has a handful). */
export const listTeamsOfSchool = (db: Db, schoolId: string): Promise<TeamItem[]> =>
  queryAll(teamsEntities(db).team.query.bySchool({ schoolId }));

/** A new team at version 1. */
export async function createTeamItem(
  db: Db,
  fields: {
    id: string;
    schoolId: string;
    organizationId: string;
    name: string;
    members: string[];
    at: string;
  },
): Promise<TeamItem> {
  const { at, ...rest } = fields;
  const { data } = await teamsEntities(db)
    .team.create({ ...rest, createdAt: at, updatedAt: at, version: 1 })
    .go();
  return data;
}

/**
 * Writes a new name or member list on the version read (absent fields stay) and answers the team as stored; a
 * team changed or deleted since answers 409 CONFLICT.
 */
export async function updateTeamItem(
  db: Db,
  existing: TeamItem,
  changes: { name?: string | undefined; members?: string[] | undefined },
  at: string,
): Promise<TeamItem> {
  const { data } = await withConflict(() =>
    teamsEntities(db)
      .team.patch({ id: existing.id })
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.members ? { members: changes.members } : {}),
        updatedAt: at,
      })
      .add({ version: 1 })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go({ response: "all_new" }),
  );
  return data;
}

/** Deletes the team on the version read; a team changed since answers 409 CONFLICT. */
export async function deleteTeamItem(db: Db, existing: TeamItem): Promise<void> {
  await withConflict(() =>
    teamsEntities(db)
      .team.delete({ id: existing.id })
      .where((attr, op) => op.eq(attr.version, existing.version))
      .go(),
  );
}

/** The school is being deleted: its teams go with it. */
export async function deleteTeamsOfSchool(db: Db, schoolId: string): Promise<void> {
  const { team: teams } = teamsEntities(db);
  for (const team of await listTeamsOfSchool(db, schoolId)) {
    await teams.delete({ id: team.id }).go();
  }
}
