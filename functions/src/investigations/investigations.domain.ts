import { defineDomain } from "../core/domain.js";
import { investigationsRouter } from "./investigations.router.js";

/** The investigations domain's manifest (core/domain.ts): it sends mail with its notifications. */
export const investigationsDomain = defineDomain({
  name: "investigations",
  router: investigationsRouter,
  capabilities: ["mail"],
});
