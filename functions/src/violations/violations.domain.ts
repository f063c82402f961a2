import { defineDomain } from "../core/domain.js";
import { violationExternalRouter } from "./violation-external.router.js";
import { violationStatisticsRouter } from "./violation-statistics.router.js";
import { violationsRouter } from "./violations.router.js";

/** The violations domain's manifest (core/domain.ts): reports, follow-ups and investigations. */
export const violationsDomain = defineDomain({
  name: "violations",
  // Statistics first: /violations/statistics is not a school id.
  router: violationStatisticsRouter.route("/", violationsRouter).route("/", violationExternalRouter),
  // Notifications about a report are mailed to those who have them enabled (a link only).
  capabilities: ["mail"],
});
