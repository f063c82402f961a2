/** What other domains may ask of teams: reads and the cascades. Never the entities. */
import type { Deps } from "../deps.js";
import { listTeamsOfSchool, updateTeamItem } from "./teams.repo.js";

export { deleteTeamsOfSchool, getTeam, getTeams, type TeamItem } from "./teams.repo.js";

/** A person left the school: they are no longer a member of its teams. */
export async function removeUserFromTeams(deps: Deps, userId: string, schoolId: string): Promise<void> {
  const at = deps.clock.now().toISOString();
  for (const team of await listTeamsOfSchool(deps.db, schoolId)) {
    if (!team.members.includes(userId)) continue;
    await updateTeamItem(deps.db, team, { members: team.members.filter((id) => id !== userId) }, at);
  }
}
