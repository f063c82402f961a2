import { defineDomain } from "../core/domain.js";
import { organizationsRouter } from "./organizations.router.js";

/** The organizations domain's manifest (core/domain.ts). */
export const organizationsDomain = defineDomain({
  name: "organizations",
  router: organizationsRouter,
  capabilities: [],
});
