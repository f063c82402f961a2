import { defineDomain } from "../core/domain.js";
import { healthRouter } from "./health.router.js";

/** The health domain's manifest (core/domain.ts). */
export const healthDomain = defineDomain({
  name: "health",
  router: healthRouter,
  capabilities: [],
  noTable: true,
  // Liveness touches no data; the composition root still reads the signing key at cold start.
  memoryMb: 256,
  timeoutSeconds: 5,
});
