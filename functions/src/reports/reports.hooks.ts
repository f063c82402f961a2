import type { DomainHooks } from "../core/domain-hooks.js";

/** The reports domain's extension points (core/domain-hooks.ts). */
export const reportsHooks: DomainHooks = {
  coldStartRequest: () => ({
    routeKey: "POST /api/bug-reports",
    path: "/api/bug-reports",
    as: "teacher@demo.test",
    body: { description: "Knappen gör inget", page: "/school" },
    status: 202,
  }),
};
