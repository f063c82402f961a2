import { defineDomain } from "../core/domain.js";
import { externalRouter } from "./external.router.js";
import { whistlesRouter } from "./whistles.router.js";

/** The whistles domain's manifest (core/domain.ts): the staff's /whistle and the external page's /external. */
export const whistlesDomain = defineDomain({
  name: "whistles",
  router: whistlesRouter.route("/", externalRouter),
  capabilities: [],
});
