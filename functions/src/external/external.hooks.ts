import type { DomainHooks } from "../core/domain-hooks.js";

/** The external domain's extension points (core/domain-hooks.ts). */
export const externalHooks: DomainHooks = {
  // The external page's first call: the school behind the code on the QR page, without an account.
  coldStartRequest: (s) => ({
    routeKey: "GET /api/external/school/{code}",
    path: `/api/external/school/${s.ekCode}`,
    status: 200,
  }),
};
