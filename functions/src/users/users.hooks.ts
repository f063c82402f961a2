import type { DomainHooks } from "../core/domain-hooks.js";

/** The users domain's extension points (core/domain-hooks.ts). */
export const usersHooks: DomainHooks = {
  coldStartRequest: (s) => ({
    routeKey: "GET /api/user",
    path: "/api/user",
    query: { schoolId: s.schoolIds.ek! },
    as: "head@demo.test",
    status: 200,
  }),
};
