import { NAV_FULL, type Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** Whistles: the external page's anonymous section and the list of those addressed to the caller. */
export const whistlesFeature: Feature = {
  name: "whistles",
  place: 130,
  routes: [
    {
      name: "whistle",
      layout: "external",
      path: ROUTES.whistle,
      texts: "core",
      page: () => import("./pages/whistle-section-page"),
    },
    {
      name: "whistles",
      layout: "app",
      path: ROUTES.whistles,
      roles: ROUTE_ROLES.whistles,
      texts: "more",
      page: () => import("./pages/whistles-page"),
    },
  ],
  nav: [
    {
      section: "documentation",
      id: "whistles",
      href: ROUTES.whistles,
      title: "layout.nav.links.whistles.title",
      description: "layout.nav.links.whistles.description",
      roles: [...NAV_FULL, "OWNER"],
      hiddenWhenAll: ["WHISTLES"],
    },
  ],
};
