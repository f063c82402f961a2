import { lazy } from "react";
import { NAV_FULL_AND_TEACHER, type Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** Action programs (åtgärdsprogram), their follow-ups and the share link's page for guardians. */
export const actionProgramsFeature: Feature = {
  name: "actionprograms",
  place: 90,
  routes: [
    {
      name: "actionProgram",
      opensItem: true,
      layout: "app",
      path: ROUTES.actionProgram,
      roles: ROUTE_ROLES.actionProgram,
      texts: "more",
      page: () => import("./pages/action-programs-page"),
    },
    {
      name: "actionProgramFollowUp",
      layout: "app",
      path: ROUTES.actionProgramFollowUp,
      roles: ROUTE_ROLES.actionProgramFollowUp,
      texts: "more",
      page: () => import("./pages/follow-ups-page"),
    },
    {
      // The page a share link opens (no account, the external layout): /actions/action-program/{token}.
      name: "sharedActionProgram",
      layout: "external",
      path: ROUTES.actionProgram,
      param: ":token",
      texts: "more",
      page: () => import("./pages/shared-program-page"),
    },
  ],
  nav: [
    {
      section: "actions",
      id: "action-program",
      href: ROUTES.actionProgram,
      title: "layout.nav.links.actionProgram.title",
      description: "layout.nav.links.actionProgram.description",
      roles: NAV_FULL_AND_TEACHER,
      hiddenWhenAll: ["ACTIONPROGRAMS"],
    },
    {
      section: "documentation",
      id: "action-program-follow-up",
      href: ROUTES.actionProgramFollowUp,
      title: "layout.nav.links.actionProgramFollowUp.title",
      description: "layout.nav.links.actionProgramFollowUp.description",
      roles: NAV_FULL_AND_TEACHER,
      hiddenWhenAll: ["ACTIONPROGRAMS"],
    },
  ],
  pupilSection: lazy(() =>
    import("../../shared/actionprograms/student-action-programs").then((module) => ({
      default: module.StudentActionPrograms,
    })),
  ),
  overviewCard: lazy(() =>
    import("../../shared/actionprograms/overdue-follow-ups-card").then((module) => ({
      default: module.OverdueFollowUpsCard,
    })),
  ),
};
