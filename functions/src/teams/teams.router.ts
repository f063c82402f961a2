import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import { CreateTeamInputSchema, UpdateTeamInputSchema } from "#shared/teams/team.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { createTeam, deleteTeam, listTeams, updateTeam } from "./teams.service.js";

/** Teams (/team): validate, call one function of teams.service.ts, respond. */
export const teamsRouter = createRouter()
  .use("/team/*", requireActor)

  .get(
    "/team/school/:schoolId",
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      return c.json(await listTeams(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }));
    },
  )

  .post("/team", validate("json", CreateTeamInputSchema), async (c) => {
    return c.json(await createTeam(contextOf(c), c.req.valid("json")), 201);
  })

  .patch(
    "/team/:id",
    validate("param", IdParamSchema),
    validate("json", UpdateTeamInputSchema),
    async (c) => {
      return c.json(await updateTeam(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  .delete("/team/:id", validate("param", IdParamSchema), async (c) => {
    await deleteTeam(contextOf(c), c.req.valid("param"));
    return c.body(null, 204);
  });
