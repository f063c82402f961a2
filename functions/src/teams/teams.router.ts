import { decide } from "#shared/policy/foundation.policy";
import type { EntityItem } from "electrodb";
import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import { CreateTeamInputSchema, UpdateTeamInputSchema, type Team } from "#shared/teams/team.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { withConflict } from "../core/db-errors.js";
import { AppError, badRequest } from "../core/errors.js";
import { guard, guardLoad } from "../core/guard.js";
import { queryPage } from "../core/pagination.js";
import { contextOf, type RequestContext } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { loadSchoolFor, schoolScopeFor, scopeOf } from "../schools/index.js";
import { listMembers } from "../users/index.js";
import type { TeamEntity } from "./team.entity.js";
import { teamsEntities } from "./team.entity.js";

type TeamItem = EntityItem<TeamEntity>;

const toTeam = (item: TeamItem): Team => ({
  id: item.id,
  name: item.name,
  schoolId: item.schoolId,
  members: item.members,
  version: item.version,
});

function loadTeam(ctx: RequestContext, id: string): Promise<TeamItem> {
  return guardLoad(ctx, {
    load: async () => (await teamsEntities(ctx.deps.db).team.get({ id }).go({ consistent: true })).data,
    decide: (team) => decide(ctx.actor, "team.manage", scopeOf(ctx, team)),
  });
}

/** Team members must be staff of the team's school. */
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

export const teamsRouter = createRouter()
  .use("/team/*", requireActor)

  .get(
    "/team/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      const ctx = contextOf(c);
      const { schoolId } = c.req.valid("param");
      await guard(ctx, decide(ctx.actor, "team.list", await schoolScopeFor(ctx, schoolId)));
      return c.json(
        await queryPage(
          teamsEntities(c.get("deps").db).team.query.bySchool({ schoolId }),
          c.req.valid("query"),
          toTeam,
        ),
      );
    },
  )

  .post("/team", validate("json", CreateTeamInputSchema), async (c) => {
    const deps = c.get("deps");
    const body = c.req.valid("json");
    const ctx = contextOf(c);
    const school = await loadSchoolFor(ctx, body.schoolId, "team.manage");
    const members = await memberIds(ctx, school.id, body.members);
    const now = deps.clock.now().toISOString();
    const { data } = await teamsEntities(deps.db)
      .team.create({
        id: deps.ids.id(),
        schoolId: school.id,
        organizationId: school.organizationId,
        name: body.name,
        members,
        createdAt: now,
        updatedAt: now,
        version: 1,
      })
      .go();
    return c.json(toTeam(data), 201);
  })

  .patch(
    "/team/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateTeamInputSchema),
    async (c) => {
      const deps = c.get("deps");
      const body = c.req.valid("json");
      const ctx = contextOf(c);
      const team = await loadTeam(ctx, c.req.valid("param").id);
      if (body.version !== undefined && body.version !== team.version) throw new AppError("CONFLICT");
      const members = body.members ? await memberIds(ctx, team.schoolId, body.members) : undefined;
      const { data: updated } = await withConflict(() =>
        teamsEntities(deps.db)
          .team.patch({ id: team.id })
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(members ? { members } : {}),
            updatedAt: deps.clock.now().toISOString(),
          })
          .add({ version: 1 })
          .where((attr, op) => op.eq(attr.version, team.version))
          .go({ response: "all_new" }),
      );

      return c.json(toTeam(updated));
    },
  )

  .delete("/team/:id", validate("param", IdParamSchema), async (c) => {
    const deps = c.get("deps");
    const team = await loadTeam(contextOf(c), c.req.valid("param").id);
    await withConflict(() =>
      teamsEntities(deps.db)
        .team.delete({ id: team.id })
        .where((attr, op) => op.eq(attr.version, team.version))
        .go(),
    );
    return c.body(null, 204);
  });
