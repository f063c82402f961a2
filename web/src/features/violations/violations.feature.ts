import { lazy } from "react";
import { NAV_FULL_AND_TEACHER, type Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/**
 * Violation reports (kränkande behandling): the external page's report section, the staff's list, the pupil's
 * reports on the pupil page and, for heads, the late reports on the overview.
 */
export const violationsFeature: Feature = {
  name: "violations",
  place: 140,
  routes: [
    {
      name: "report",
      layout: "external",
      path: ROUTES.report,
      texts: "core",
      page: () => import("./pages/report-section-page"),
    },
    {
      name: "violations",
      layout: "app",
      path: ROUTES.violations,
      roles: ROUTE_ROLES.violations,
      texts: "more",
      page: () => import("./pages/violations-page"),
    },
  ],
  nav: [
    {
      section: "documentation",
      id: "violations",
      href: ROUTES.violations,
      title: "layout.nav.links.violations.title",
      description: "layout.nav.links.violations.description",
      // The owner reads each report's type and 6:10 chain times (violation.policy.ts).
      roles: [...NAV_FULL_AND_TEACHER, "OWNER"],
      hiddenWhenAll: ["VIOLATIONS"],
    },
  ],
  pupilSection: lazy(() =>
    import("./components/pupil-violations").then((module) => ({ default: module.PupilViolations })),
  ),
  overviewCard: lazy(() =>
    import("../../shared/violations/violation-late").then((module) => ({
      default: module.HeadLateViolations,
    })),
  ),
};
