import type { DomainHooks } from "../core/domain-hooks.js";

/** The schools domain's extension points (core/domain-hooks.ts). */
export const schoolsHooks: DomainHooks = {
  coldStartRequest: () => ({
    routeKey: "GET /api/schools",
    path: "/api/schools",
    as: "teacher@demo.test",
    status: 200,
  }),
};
