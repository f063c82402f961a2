import { IdParamSchema, PageQuerySchema, SchoolIdParamSchema } from "#shared/common.schema";
import {
  CreateTeamInputSchema,
  TeamPageSchema,
  TeamSchema,
  UpdateTeamInputSchema,
} from "#shared/teams/team.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { serviceRoute } from "../core/service-route.js";
import { createTeam, deleteTeam, listTeams, updateTeam } from "./teams.service.js";

/** Teams (/team): each route one function of teams.service.ts. */
export const teamsRouter = createRouter()
  .use("/team/*", requireActor)

  .get(
    "/team/school/:schoolId",
    ...serviceRoute(
      {
        summary: "A school's teams",
        description: "The school's teams (arbetslag), paginated by cursor.",
        responses: { 200: TeamPageSchema },
        errors: [403, 404],
        param: SchoolIdParamSchema,
        query: PageQuerySchema,
      },
      listTeams,
    ),
  )

  .post(
    "/team",
    ...serviceRoute(
      {
        summary: "Create a team",
        description: "A named group of the school's staff (members not on its staff: 400).",
        responses: { 201: TeamSchema },
        errors: [403, 404],
        json: CreateTeamInputSchema,
      },
      createTeam,
    ),
  )

  .patch(
    "/team/:id",
    ...serviceRoute(
      {
        summary: "Edit a team",
        description:
          "Rename it or replace its members (staff of the school, else 400). `version` is required (stale: 409).",
        responses: { 200: TeamSchema },
        errors: [403, 404, 409],
        param: IdParamSchema,
        json: UpdateTeamInputSchema,
      },
      updateTeam,
    ),
  )

  .delete(
    "/team/:id",
    ...serviceRoute(
      {
        summary: "Delete a team",
        description: "A team changed since it was read answers 409.",
        responses: { 204: null },
        errors: [403, 404, 409],
        param: IdParamSchema,
      },
      deleteTeam,
    ),
  );
