import { defineDomain } from "../core/domain.js";
import { auditRouter } from "./audit.router.js";

/** The audit domain's manifest (core/domain.ts). */
export const auditDomain = defineDomain({
  name: "audit",
  router: auditRouter,
  capabilities: [],
});
