import type { Page, PageQuery } from "#shared/common.schema";
import { decide } from "#shared/policy/foundation.policy";
import type { CreateTeamInput, Team, UpdateTeamInput } from "#shared/teams/team.schema";
import { AppError, badRequest, conflict } from "../core/errors.js";
import { guard, guardLoad } from "../core/guard.js";
import { nameFree } from "../core/names.js";
import type { RequestContext } from "../core/request-context.js";
import { loadSchoolFor, schoolScopeFor, scopeOf } from "../schools/index.js";
import { listMembers } from "../users/index.js";
import {
  createTeamItem,
  deleteTeamItem,
  getTeam,
  listTeamsOfSchool,
  listTeamsPage,
  toTeam,
  updateTeamItem,
  type TeamItem,
} from "./teams.repo.js";

/**
 * Teams (arbetslag): named groups of a school's staff, used by the "team" access level. Who may do what is the
 * foundation policy's (shared/src/policy/foundation.policy.ts), applied through core's guard.
 */

const now = (ctx: RequestContext) => ctx.deps.clock.now().toISOString();

/** Loads a team and applies the policy for managing it (404 across schools, 403 for the role). */
function loadTeam(ctx: RequestContext, id: string): Promise<TeamItem> {
  return guardLoad(ctx, {
    load: () => getTeam(ctx.deps.db, id, { consistent: true }),
    decide: (team) => decide(ctx.actor, "team.manage", scopeOf(ctx, team)),
  });
}

/** Team members must be staff of the team's school; each is kept once. */
async function memberIds(
  ctx: RequestContext,
  schoolId: string,
  refs: { id: string }[] | undefined,
): Promise<string[]> {
  const ids = [...new Set((refs ?? []).map((ref) => ref.id))];
  if (ids.length === 0) return ids;
  const staff = new Set((await listMembers(ctx.deps.db, schoolId)).map((member) => member.userId));
  if (ids.some((id) => !staff.has(id))) {
    throw badRequest("notOnStaff", ["members"]);
  }
  return ids;
}

/** A page of the school's teams. */
export async function listTeams(
  ctx: RequestContext,
  input: PageQuery & { schoolId: string },
): Promise<Page<Team>> {
  await guard(ctx, decide(ctx.actor, "team.list", await schoolScopeFor(ctx, input.schoolId)));
  const page = await listTeamsPage(ctx.deps.db, input.schoolId, input);
  return { items: page.items.map(toTeam), cursor: page.cursor };
}

/**
 * Two teams of a school never share a name (case and surrounding spaces aside), as classes do not: the access
 * choice's team picker shows teams by name. Checked before the write (the idempotency key covers the double click).
 */
async function assertNameFree(ctx: RequestContext, schoolId: string, name: string, exceptId?: string) {
  if (!nameFree(await listTeamsOfSchool(ctx.deps.db, schoolId), name, exceptId))
    throw conflict("teamNameTaken");
}

/** Creates a team of the school's staff. */
export async function createTeam(ctx: RequestContext, input: CreateTeamInput): Promise<Team> {
  const school = await loadSchoolFor(ctx, input.schoolId, "team.manage");
  await assertNameFree(ctx, school.id, input.name);
  const members = await memberIds(ctx, school.id, input.members);
  const created = await createTeamItem(ctx.deps.db, {
    id: ctx.deps.ids.id(),
    schoolId: school.id,
    organizationId: school.organizationId,
    name: input.name,
    members,
    at: now(ctx),
  });
  return toTeam(created);
}

/** Renames a team or replaces its members, on the version last read (a stale one answers 409). */
export async function updateTeam(
  ctx: RequestContext,
  input: UpdateTeamInput & { id: string },
): Promise<Team> {
  const team = await loadTeam(ctx, input.id);
  if (input.version !== team.version) throw new AppError("CONFLICT");
  if (input.name !== undefined) await assertNameFree(ctx, team.schoolId, input.name, team.id);
  const members = input.members ? await memberIds(ctx, team.schoolId, input.members) : undefined;
  return toTeam(await updateTeamItem(ctx.deps.db, team, { name: input.name, members }, now(ctx)));
}

/** Deletes a team. */
export async function deleteTeam(ctx: RequestContext, input: { id: string }): Promise<void> {
  const team = await loadTeam(ctx, input.id);
  await deleteTeamItem(ctx.deps.db, team);
}
