import { NAV_FULL_AND_TEACHER, type Feature } from "../../shared/features/feature";
import { PLANNED_ROUTES, ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** Mappings (kartläggningar). */
export const mappingsFeature: Feature = {
  name: "mappings",
  place: 120,
  routes: [
    {
      name: "mapping",
      opensItem: true,
      layout: "app",
      path: ROUTES.mapping,
      roles: ROUTE_ROLES.mapping,
      texts: "more",
      page: () => import("./pages/mappings-page"),
    },
  ],
  nav: [
    {
      section: "actions",
      id: "mapping",
      href: PLANNED_ROUTES.mapping,
      title: "layout.nav.links.mapping.title",
      description: "layout.nav.links.mapping.description",
      roles: NAV_FULL_AND_TEACHER,
      hiddenWhenAll: ["MAPPINGS"],
    },
  ],
};
