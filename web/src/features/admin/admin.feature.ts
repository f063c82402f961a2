import type { Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** Administration: a school's users and settings, the schools and the organizations. */
export const adminFeature: Feature = {
  name: "admin",
  place: 50,
  routes: [
    {
      name: "adminAdmin",
      layout: "app",
      path: ROUTES.adminAdmin,
      roles: ROUTE_ROLES.adminAdmin,
      texts: "more",
      page: () => import("./pages/admin-users-page"),
    },
    {
      name: "adminSchool",
      layout: "app",
      path: ROUTES.adminSchool,
      roles: ROUTE_ROLES.adminSchool,
      texts: "more",
      page: () => import("./pages/admin-school-page"),
    },
    {
      name: "adminSchools",
      layout: "app",
      path: ROUTES.adminSchools,
      roles: ROUTE_ROLES.adminSchools,
      texts: "more",
      page: () => import("./pages/admin-schools-page"),
    },
    {
      name: "adminOrganizations",
      layout: "app",
      path: ROUTES.adminOrganizations,
      roles: ROUTE_ROLES.adminOrganizations,
      texts: "more",
      page: () => import("./pages/admin-organizations-page"),
    },
  ],
  nav: [
    // ADMIN and MAINADMIN manage the school they work in; OWNER and SUPERADMIN work from the school list.
    {
      section: "admin",
      id: "admin-school",
      href: ROUTES.adminSchool,
      title: "layout.nav.links.adminSchool.title",
      description: "layout.nav.links.adminSchool.description",
      roles: ["ADMIN", "MAINADMIN"],
    },
    {
      section: "admin",
      id: "admin-schools",
      href: ROUTES.adminSchools,
      title: "layout.nav.links.adminSchools.title",
      description: "layout.nav.links.adminSchools.description",
      roles: ["SUPERADMIN", "OWNER", "MAINADMIN"],
    },
    {
      section: "admin",
      id: "admin-organizations",
      href: ROUTES.adminOrganizations,
      title: "layout.nav.links.adminOrganizations.title",
      description: "layout.nav.links.adminOrganizations.description",
      roles: ["SUPERADMIN"],
    },
  ],
};
