import { defineDomain } from "../core/domain.js";
import { adaptationsRouter } from "./adaptations.router.js";

/** The extra adaptations domain's manifest (core/domain.ts). */
export const adaptationsDomain = defineDomain({
  name: "adaptations",
  router: adaptationsRouter,
  capabilities: ["mail"],
});
