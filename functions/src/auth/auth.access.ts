import { defineDomainTests, userOf } from "../../../tests/helpers/domain-tests/index.js";

export const authTests = defineDomainTests({
  domain: "auth",
  rows: [
    {
      route: "POST /api/auth/login",
      call: () => ({
        path: "/api/auth/login",
        body: { email: "teacher@demo.test", password: "Elevhalsa2026" },
      }),
      expect: { default: 200 },
    },
    {
      route: "GET /api/auth/me",
      call: () => ({ path: "/api/auth/me" }),
      expect: { anon: 401, default: 200 },
    },
    {
      route: "POST /api/auth/logout",
      call: () => ({ path: "/api/auth/logout" }),
      expect: { anon: 401, default: 204 },
      freshSession: true,
    },
    {
      route: "POST /api/auth/forgot-password",
      call: () => ({ path: "/api/auth/forgot-password", body: { email: "nobody@demo.test" } }),
      expect: { default: 202 },
    },
    {
      route: "POST /api/auth/reset-password",
      call: () => ({
        path: "/api/auth/reset-password",
        body: { token: "x".repeat(43), password: "NyttLosen1" },
      }),
      expect: { default: 400 },
    },
    {
      route: "POST /api/auth/two-factor/enrol",
      call: () => ({ path: "/api/auth/two-factor/enrol" }),
      expect: { anon: 401, T2: 403, O: 403, S: 403, X: 403, default: 200 },
    },
    {
      route: "POST /api/auth/two-factor/confirm",
      call: () => ({ path: "/api/auth/two-factor/confirm", body: { code: "000000" } }),
      expect: { default: 401 },
    },
    {
      route: "POST /api/emailverification/startverify",
      call: (_actor, userId) => ({
        path: "/api/emailverification/startverify",
        body: { id: userId ?? userOf("T") },
      }),
      expect: { anon: 401, default: 200 },
    },
    {
      route: "GET /api/emailverification/verify/:token",
      call: () => ({ path: `/api/emailverification/verify/${"y".repeat(43)}` }),
      expect: { default: 302 },
    },
  ],
});
