import type { DomainHooks } from "../core/domain-hooks.js";

/** The notifications domain's extension points (core/domain-hooks.ts). */
export const notificationsHooks: DomainHooks = {
  coldStartRequest: (s) => ({
    routeKey: "GET /api/notifications",
    path: "/api/notifications",
    query: { schoolId: s.schoolIds.ek! },
    as: "teacher@demo.test",
    status: 200,
  }),
};
