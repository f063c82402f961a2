import type { DomainHooks } from "../core/domain-hooks.js";

/** The F-warnings domain's extension points (core/domain-hooks.ts). */
export const fwarningsHooks: DomainHooks = {
  notificationKinds: ["F_WARNING_CREATED"],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/f-and-f-warnings/{schoolId}",
    path: `/api/f-and-f-warnings/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
};
