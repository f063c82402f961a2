import type { Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";

/** Signing in and resetting a password: the pages without a session. */
export const authFeature: Feature = {
  name: "auth",
  place: 10,
  routes: [
    {
      name: "login",
      layout: "full",
      path: ROUTES.login,
      loader: "guest",
      texts: "core",
      page: () => import("./pages/login-page"),
    },
    {
      name: "forgotPassword",
      layout: "full",
      path: ROUTES.forgotPassword,
      texts: "core",
      page: () => import("./pages/forgot-password-page"),
    },
    {
      name: "resetPassword",
      layout: "full",
      path: ROUTES.resetPassword,
      texts: "core",
      page: () => import("./pages/reset-password-page"),
    },
  ],
};
