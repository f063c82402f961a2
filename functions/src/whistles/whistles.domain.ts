import { defineDomain } from "../core/domain.js";
import { whistlesRouter } from "./whistles.router.js";

/** The whistles domain's manifest (core/domain.ts): the staff's /whistle (the external page's is the external domain's). */
export const whistlesDomain = defineDomain({
  name: "whistles",
  router: whistlesRouter,
  capabilities: [],
});
