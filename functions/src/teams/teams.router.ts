import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateTeamInputSchema,
  TeamPageSchema,
  TeamSchema,
  UpdateTeamInputSchema,
} from "#shared/teams/team.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { createTeam, deleteTeam, listTeams, updateTeam } from "./teams.service.js";

/** Teams (/team): validate, call one function of teams.service.ts, respond. */
export const teamsRouter = createRouter()
  .use("/team/*", requireActor)

  .get(
    "/team/school/:schoolId",
    describeRoute({
      summary: "A school's teams",
      description: "The school's teams (arbetslag), paginated by cursor.",
      responses: { 200: TeamPageSchema },
      errors: [403, 404],
    }),
    validate("param", SchoolIdParamSchema),
    validate("query", PageQuerySchema),
    async (c) => {
      return c.json(await listTeams(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") }));
    },
  )

  .post(
    "/team",
    describeRoute({
      summary: "Create a team",
      description: "A named group of the school's staff (members not on its staff: 400).",
      responses: { 201: TeamSchema },
      errors: [403, 404],
    }),
    validate("json", CreateTeamInputSchema),
    async (c) => {
      return c.json(await createTeam(contextOf(c), c.req.valid("json")), 201);
    },
  )

  .patch(
    "/team/:id",
    describeRoute({
      summary: "Edit a team",
      description:
        "Rename it or replace its members (staff of the school, else 400). `version` is required (stale: 409).",
      responses: { 200: TeamSchema },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    validate("json", UpdateTeamInputSchema),
    async (c) => {
      return c.json(await updateTeam(contextOf(c), { ...c.req.valid("json"), ...c.req.valid("param") }));
    },
  )

  .delete(
    "/team/:id",
    describeRoute({
      summary: "Delete a team",
      description: "A team changed since it was read answers 409.",
      responses: { 204: null },
      errors: [403, 404, 409],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await deleteTeam(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
