import type { Feature } from "../../shared/features/feature";
import { ROUTES } from "../../shared/routes";
import { ROUTE_ROLES } from "../../shared/session/route-roles";

/** The school, its classes and the pupil page (where the other features' pupil sections stand). */
export const schoolFeature: Feature = {
  name: "school",
  place: 60,
  routes: [
    {
      name: "school",
      layout: "app",
      path: ROUTES.school,
      param: ":school?",
      roles: ROUTE_ROLES.school,
      texts: "more",
      page: () => import("./pages/school-page"),
    },
    {
      name: "class",
      layout: "app",
      path: ROUTES.class,
      param: ":class?",
      roles: ROUTE_ROLES.class,
      texts: "more",
      page: () => import("./pages/class-page"),
    },
    {
      name: "student",
      layout: "app",
      path: ROUTES.student,
      param: ":student?",
      roles: ROUTE_ROLES.student,
      texts: "more",
      page: () => import("./pages/student-page"),
    },
  ],
};
