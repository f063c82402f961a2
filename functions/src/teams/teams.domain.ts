import { defineDomain } from "../core/domain.js";
import { teamsRouter } from "./teams.router.js";

/** The teams domain's manifest (core/domain.ts). */
export const teamsDomain = defineDomain({
  name: "teams",
  router: teamsRouter,
  capabilities: [],
});
