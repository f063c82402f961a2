import type { Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";

/** The accessibility statement, linked from every page (with or without a session). */
export const accessibilityFeature: Feature = {
  name: "accessibility",
  place: 20,
  routes: [
    {
      name: "accessibility",
      layout: "full",
      path: ROUTES.accessibility,
      texts: "more",
      page: () => import("./pages/accessibility-statement-page"),
    },
  ],
};
