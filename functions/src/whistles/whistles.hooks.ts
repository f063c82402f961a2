import type { DomainHooks } from "../core/domain-hooks.js";

/** The whistles domain's extension points (core/domain-hooks.ts). */
export const whistlesHooks: DomainHooks = {
  notificationKinds: ["WHISTLE_NEW", "WHISTLE_ADDITION"],
  coldStartRequest: (s) => ({
    routeKey: "GET /api/whistle",
    path: "/api/whistle",
    query: { schoolId: s.schoolIds.ek! },
    as: "head@demo.test",
    status: 200,
  }),
};
