import type { DomainHooks } from "../core/domain-hooks.js";

/** The health domain's extension points (core/domain-hooks.ts). */
export const healthHooks: DomainHooks = {
  coldStartRequest: () => ({ routeKey: "GET /api/health", path: "/api/health", status: 200 }),
};
