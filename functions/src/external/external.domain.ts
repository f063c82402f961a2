import { defineDomain } from "../core/domain.js";
import { externalRouter } from "./external.router.js";

/**
 * The external page's API (no account), /external: the school by its code and each section's calls (whistle,
 * report), behind one gate (external-gate.ts) and one sealed idempotency (external-idempotency.ts). The work is
 * the owning domains' (whistles, violations), through their public modules.
 */
export const externalDomain = defineDomain({
  name: "external",
  router: externalRouter,
  // A report from the external page is mailed to the school's principals and student health (a link only).
  capabilities: ["mail"],
});
