import { PageQuerySchema } from "#shared/common.schema";
import { CreateTeamInputSchema, UpdateTeamInputSchema } from "#shared/teams/team.schema";
import { defineDomainTests, ek, fx } from "../../../tests/helpers/domain-tests/index.js";

/** A fresh team name per call: two teams of a school may not share one (teamNameTaken). */
let named = 0;
const freshName = (prefix: string) => `${prefix} ${(named += 1)}`;

export const teamsTests = defineDomainTests({
  domain: "teams",
  rows: [
    {
      route: "GET /api/team/school/:schoolId",
      call: () => ({ path: `/api/team/school/${ek()}` }),
      expect: { anon: 401, T2: 404, O: 403, S: 403, X: 404, default: 200 },
    },
    {
      route: "POST /api/team",
      call: () => ({ path: "/api/team", body: { name: freshName("Nytt lag"), schoolId: ek() } }),
      expect: { anon: 401, T2: 404, H: 201, A: 201, M: 201, X: 404, default: 403 },
    },
    {
      route: "PATCH /api/team/:id",
      call: async () => ({
        path: `/api/team/${await fx().team("ek")}`,
        body: { name: freshName("Lag"), version: 1 },
      }),
      expect: { anon: 401, T2: 404, H: 200, A: 200, M: 200, X: 404, default: 403 },
    },
    {
      route: "DELETE /api/team/:id",
      call: async () => ({ path: `/api/team/${await fx().team("ek")}` }),
      expect: { anon: 401, T2: 404, H: 204, A: 204, M: 204, X: 404, default: 403 },
    },
  ],
  fuzz: {
    "GET /api/team/school/:schoolId": { actor: "T", query: PageQuerySchema },
    "POST /api/team": { actor: "H", body: CreateTeamInputSchema },
    "PATCH /api/team/:id": { actor: "H", body: UpdateTeamInputSchema },
    "DELETE /api/team/:id": { actor: "A" },
  },
  massAssignment: {
    "POST /api/team": ["name", "schoolId", "members"],
    "PATCH /api/team/:id": ["version", "name", "members"],
  },
  calls: [
    {
      route: "GET /api/team/school/:schoolId",
      label: "a team list page: session + one query",
      actor: "T",
      call: () => ({ path: `/api/team/school/${ek()}` }),
      data: 2,
      audit: 0,
    },
  ],
});
