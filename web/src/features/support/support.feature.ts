import { ROLES } from "#shared/constants";
import type { Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";

/** Reporting a bug, from the user menu (every signed-in role). */
export const supportFeature: Feature = {
  name: "support",
  place: 150,
  routes: [
    {
      name: "reportBug",
      layout: "app",
      path: ROUTES.reportBug,
      loader: "session",
      texts: "more",
      page: () => import("./pages/report-bug-page"),
    },
  ],
  nav: [
    {
      section: "extras",
      id: "report-bug",
      href: ROUTES.reportBug,
      title: "layout.nav.links.reportBug.title",
      description: "layout.nav.links.reportBug.description",
      roles: ROLES,
    },
  ],
};
