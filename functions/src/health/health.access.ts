import { defineDomainTests } from "../../../tests/helpers/domain-tests/index.js";

export const healthTests = defineDomainTests({
  domain: "health",
  rows: [
    {
      route: "GET /api/health",
      call: () => ({ path: "/api/health" }),
      expect: { default: 200 },
    },
  ],
  fuzz: {
    "GET /api/health": { actor: "anon" },
  },
});
