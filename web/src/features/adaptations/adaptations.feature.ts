import { lazy } from "react";
import { NAV_FULL_AND_TEACHER, type Feature } from "../../shared/features/feature";
import { PLANNED_ROUTES, ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/**
 * Extra adaptations and F-warnings; on the pupil page the pupil's support chain (from F-warning to action
 * program), on the overview the adaptations due for review.
 */
export const adaptationsFeature: Feature = {
  name: "adaptations",
  place: 100,
  routes: [
    {
      name: "adaptations",
      layout: "app",
      path: ROUTES.adaptations,
      roles: ROUTE_ROLES.adaptations,
      texts: "more",
      page: () => import("./pages/adaptations-page"),
    },
    {
      name: "fAndFWarnings",
      layout: "app",
      path: ROUTES.fAndFWarnings,
      roles: ROUTE_ROLES.fAndFWarnings,
      texts: "more",
      page: () => import("./pages/f-warnings-page"),
    },
  ],
  nav: [
    {
      section: "actions",
      id: "adaptations",
      href: PLANNED_ROUTES.adaptations,
      title: "layout.nav.links.adaptations.title",
      description: "layout.nav.links.adaptations.description",
      roles: NAV_FULL_AND_TEACHER,
      hiddenWhenAll: ["ADAPTATIONS"],
    },
    {
      section: "actions",
      id: "f-and-f-warnings",
      href: PLANNED_ROUTES.fAndFWarnings,
      title: "layout.nav.links.fAndFWarnings.title",
      description: "layout.nav.links.fAndFWarnings.description",
      roles: NAV_FULL_AND_TEACHER,
      hiddenWhenAll: ["FANDFWARNINGS"],
    },
  ],
  pupilSection: lazy(() =>
    import("../../shared/support-chain/support-chain-section").then((module) => ({
      default: module.SupportChainSection,
    })),
  ),
  overviewCard: lazy(() =>
    import("../../shared/adaptations/due-adaptations-card").then((module) => ({
      default: module.DueAdaptationsCard,
    })),
  ),
};
