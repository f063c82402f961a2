import { defineDomain } from "../core/domain.js";
import { mappingsRouter } from "./mappings.router.js";

/** The mappings domain's manifest (core/domain.ts). Mail: the requests and reminders it sends. */
export const mappingsDomain = defineDomain({
  name: "mappings",
  router: mappingsRouter,
  capabilities: ["mail"],
});
