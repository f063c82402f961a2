import type { DomainHooks } from "../core/domain-hooks.js";

/** The auth domain's extension points (core/domain-hooks.ts). */
export const authHooks: DomainHooks = {
  coldStartRequest: () => ({
    routeKey: "GET /api/auth/me",
    path: "/api/auth/me",
    as: "teacher@demo.test",
    status: 200,
  }),
};
