import type { Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";

/** The external page (no account): the school code and the list of its sections. */
export const externalFeature: Feature = {
  name: "external",
  place: 30,
  routes: [
    {
      name: "external",
      layout: "external",
      path: ROUTES.external,
      texts: "core",
      page: () => import("./pages/external-page"),
    },
  ],
};
