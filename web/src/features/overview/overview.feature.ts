import type { Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";

/** The overview: the signed-in user's start page (the app's index). */
export const overviewFeature: Feature = {
  name: "overview",
  place: 40,
  routes: [
    {
      name: "overview",
      layout: "app",
      path: ROUTES.overview,
      texts: "core",
      page: () => import("./pages/overview-page"),
    },
  ],
};
