import { NAV_FULL_AND_TEACHER, type Feature } from "../../shared/features/feature";
import { PLANNED_ROUTES, ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** Pedagogical investigations (pedagogiska utredningar). */
export const investigationsFeature: Feature = {
  name: "investigations",
  place: 110,
  routes: [
    {
      name: "investigation",
      opensItem: true,
      layout: "app",
      path: ROUTES.investigation,
      roles: ROUTE_ROLES.investigation,
      texts: "more",
      page: () => import("./pages/investigations-page"),
    },
  ],
  nav: [
    {
      section: "actions",
      id: "investigation",
      href: PLANNED_ROUTES.investigation,
      title: "layout.nav.links.investigation.title",
      description: "layout.nav.links.investigation.description",
      roles: NAV_FULL_AND_TEACHER,
      hiddenWhenAll: ["INVESTIGATIONS"],
    },
  ],
};
