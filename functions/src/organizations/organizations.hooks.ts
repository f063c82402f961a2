import type { DomainHooks } from "../core/domain-hooks.js";

/** The organizations domain's extension points (core/domain-hooks.ts). */
export const organizationsHooks: DomainHooks = {
  coldStartRequest: (s) => ({
    routeKey: "GET /api/organizations/{id}",
    path: `/api/organizations/${s.organizationIds.demo}`,
    as: "owner@demo.test",
    status: 200,
  }),
};
