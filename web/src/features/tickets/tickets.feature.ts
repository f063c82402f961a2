import { lazy } from "react";
import { NAV_FULL_AND_TEACHER, type Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** Tickets (ärenden): the list and a ticket's steps, and the pupil's tickets on the pupil page. */
export const ticketsFeature: Feature = {
  name: "tickets",
  place: 70,
  routes: [
    {
      name: "tickets",
      opensItem: true,
      layout: "app",
      path: ROUTES.tickets,
      roles: ROUTE_ROLES.tickets,
      texts: "more",
      page: () => import("./pages/tickets-page"),
    },
  ],
  nav: [
    {
      section: "tickets",
      id: "tickets",
      href: ROUTES.tickets,
      title: "layout.nav.links.tickets.title",
      description: "layout.nav.links.tickets.description",
      roles: NAV_FULL_AND_TEACHER,
      hiddenWhenAll: ["TICKETS"],
    },
  ],
  pupilSection: lazy(() =>
    import("./components/student-tickets").then((module) => ({ default: module.StudentTickets })),
  ),
};
