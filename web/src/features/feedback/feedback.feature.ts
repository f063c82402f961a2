import { NAV_FULL_AND_TEACHER, type Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** The feedback entries of tickets, with their smileys (documentation/feedback). */
export const feedbackFeature: Feature = {
  name: "feedback",
  place: 80,
  routes: [
    {
      name: "feedback",
      layout: "app",
      path: ROUTES.feedback,
      roles: ROUTE_ROLES.feedback,
      texts: "more",
      page: () => import("./pages/feedback-page"),
    },
  ],
  nav: [
    {
      section: "documentation",
      id: "feedback",
      href: ROUTES.feedback,
      title: "layout.nav.links.feedback.title",
      description: "layout.nav.links.feedback.description",
      roles: NAV_FULL_AND_TEACHER,
    },
  ],
};
