import { defineDomain } from "../core/domain.js";
import { reportsRouter } from "./reports.router.js";

/** The reports domain's manifest (core/domain.ts). */
export const reportsDomain = defineDomain({
  name: "reports",
  router: reportsRouter,
  // Bug reports and accessibility feedback are mailed to the support address.
  capabilities: ["mail"],
});
