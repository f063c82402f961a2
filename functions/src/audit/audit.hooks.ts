import type { DomainHooks } from "../core/domain-hooks.js";

/** The audit domain's extension points (core/domain-hooks.ts). */
export const auditHooks: DomainHooks = {
  coldStartRequest: (s) => ({
    routeKey: "GET /api/audit/school/{schoolId}",
    path: `/api/audit/school/${s.schoolIds.ek}`,
    as: "head@demo.test",
    status: 200,
  }),
};
