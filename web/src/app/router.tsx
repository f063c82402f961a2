import { Skeleton, Stack } from "@chakra-ui/react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Logo } from "../shared/ui/logo";
import { createBrowserRouter, type RouteObject } from "react-router";
import { loadMoreTexts } from "../shared/i18n/i18n";
import { withChunkReload } from "./chunk-reload";
import { guestLoader, logoutLoader, requireRoles, sessionLoader } from "./guards";
import { FullLayout } from "./layouts/full-layout";
import { ROUTE_ROLES } from "../shared/session/route-roles";
import { NotFoundPage, PageErrorPage, RouteErrorPage } from "./error-page";
import { RootRoute } from "./root-route";
import { servedPaths } from "./navigation/served-paths";
import { ROUTE_PATTERNS } from "../shared/routes";

type PageModule = { Component: ComponentType };

/**
 * While the first page's data and code load: the splash index.html shows before the script runs, so the screen
 * never goes blank on a slow first load; the progress bar takes over after that.
 */
function InitialLoad() {
  const { t } = useTranslation();
  return (
    <Stack
      role="status"
      aria-label={t("common.loading")}
      minHeight="100dvh"
      align="center"
      justify="center"
      gap="4"
    >
      <Logo />
      <Skeleton height="2" width="40" rounded="full" />
    </Stack>
  );
}

/** Each page is its own chunk (spec: lazy sections keep the first page small); a failed load reloads once. */
function page(load: () => Promise<PageModule>): RouteObject["lazy"] {
  return withChunkReload(async () => ({ Component: (await load()).Component }));
}

/** A page beyond the first ones also needs the rest of the texts. */
function morePage(load: () => Promise<PageModule>): RouteObject["lazy"] {
  return page(async () => (await Promise.all([load(), loadMoreTexts()]))[0]);
}

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootRoute,
    errorElement: <RouteErrorPage />,
    HydrateFallback: InitialLoad,
    children: [
      {
        Component: FullLayout,
        children: [
          {
            path: ROUTE_PATTERNS.login,
            loader: guestLoader,
            lazy: page(() => import("../features/auth/pages/login-page")),
          },
          {
            path: ROUTE_PATTERNS.forgotPassword,
            lazy: page(() => import("../features/auth/pages/forgot-password-page")),
          },
          {
            path: ROUTE_PATTERNS.resetPassword,
            lazy: page(() => import("../features/auth/pages/reset-password-page")),
          },
          {
            path: ROUTE_PATTERNS.accessibility,
            lazy: morePage(() => import("../features/accessibility/pages/accessibility-statement-page")),
          },
          { path: "*", Component: NotFoundPage },
        ],
      },
      {
        // The external page (no account): its own layout and chunks, never the staff shell or the session.
        lazy: page(() => import("./layouts/external-layout")),
        children: [
          {
            path: ROUTE_PATTERNS.external,
            lazy: page(() => import("../features/external/pages/external-page")),
          },
          {
            path: ROUTE_PATTERNS.whistle,
            lazy: page(() => import("../features/whistles/pages/whistle-section-page")),
          },
          {
            path: ROUTE_PATTERNS.sharedActionProgram,
            lazy: morePage(() => import("../features/actionprograms/pages/shared-program-page")),
          },
          {
            path: ROUTE_PATTERNS.report,
            lazy: page(() => import("../features/violations/pages/report-section-page")),
          },
        ],
      },
      { path: ROUTE_PATTERNS.logout, loader: logoutLoader },
      {
        id: "app",
        loader: sessionLoader,
        lazy: page(() => import("./layouts/default-layout")),
        children: [
          {
            // A page's error shows inside the app layout (its errors are the page's, not the session's).
            errorElement: <PageErrorPage />,
            children: [
              { index: true, lazy: page(() => import("../features/overview/pages/overview-page")) },
              {
                path: ROUTE_PATTERNS.adminAdmin,
                loader: requireRoles(ROUTE_ROLES.adminAdmin),
                lazy: morePage(() => import("../features/admin/pages/admin-users-page")),
              },
              {
                path: ROUTE_PATTERNS.adminSchool,
                loader: requireRoles(ROUTE_ROLES.adminSchool),
                lazy: morePage(() => import("../features/admin/pages/admin-school-page")),
              },
              {
                path: ROUTE_PATTERNS.adminSchools,
                loader: requireRoles(ROUTE_ROLES.adminSchools),
                lazy: morePage(() => import("../features/admin/pages/admin-schools-page")),
              },
              {
                path: ROUTE_PATTERNS.adminOrganizations,
                loader: requireRoles(ROUTE_ROLES.adminOrganizations),
                lazy: morePage(() => import("../features/admin/pages/admin-organizations-page")),
              },
              {
                path: ROUTE_PATTERNS.school,
                loader: requireRoles(ROUTE_ROLES.school),
                lazy: morePage(() => import("../features/school/pages/school-page")),
              },
              {
                path: ROUTE_PATTERNS.class,
                loader: requireRoles(ROUTE_ROLES.class),
                lazy: morePage(() => import("../features/school/pages/class-page")),
              },
              {
                path: ROUTE_PATTERNS.student,
                loader: requireRoles(ROUTE_ROLES.student),
                lazy: morePage(() => import("../features/school/pages/student-page")),
              },
              {
                path: ROUTE_PATTERNS.tickets,
                loader: requireRoles(ROUTE_ROLES.tickets),
                lazy: morePage(() => import("../features/tickets/pages/tickets-page")),
              },
              {
                path: ROUTE_PATTERNS.feedback,
                loader: requireRoles(ROUTE_ROLES.feedback),
                lazy: morePage(() => import("../features/feedback/pages/feedback-page")),
              },
              {
                path: ROUTE_PATTERNS.actionProgram,
                loader: requireRoles(ROUTE_ROLES.actionProgram),
                lazy: morePage(() => import("../features/actionprograms/pages/action-programs-page")),
              },
              {
                path: ROUTE_PATTERNS.actionProgramFollowUp,
                loader: requireRoles(ROUTE_ROLES.actionProgramFollowUp),
                lazy: morePage(() => import("../features/actionprograms/pages/follow-ups-page")),
              },
              {
                path: ROUTE_PATTERNS.adaptations,
                loader: requireRoles(ROUTE_ROLES.adaptations),
                lazy: morePage(() => import("../features/adaptations/pages/adaptations-page")),
              },
              {
                path: ROUTE_PATTERNS.fAndFWarnings,
                loader: requireRoles(ROUTE_ROLES.fAndFWarnings),
                lazy: morePage(() => import("../features/adaptations/pages/f-warnings-page")),
              },
              {
                path: ROUTE_PATTERNS.investigation,
                loader: requireRoles(ROUTE_ROLES.investigation),
                lazy: morePage(() => import("../features/investigations/pages/investigations-page")),
              },
              {
                path: ROUTE_PATTERNS.whistles,
                loader: requireRoles(ROUTE_ROLES.whistles),
                lazy: morePage(() => import("../features/whistles/pages/whistles-page")),
              },
              {
                path: ROUTE_PATTERNS.violations,
                loader: requireRoles(ROUTE_ROLES.violations),
                lazy: morePage(() => import("../features/violations/pages/violations-page")),
              },
              {
                path: ROUTE_PATTERNS.reportBug,
                loader: sessionLoader,
                lazy: morePage(() => import("../features/support/pages/report-bug-page")),
              },
              {
                path: ROUTE_PATTERNS.mapping,
                loader: requireRoles(ROUTE_ROLES.mapping),
                lazy: morePage(() => import("../features/mappings/pages/mappings-page")),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The paths the app serves: the navigation links only to these. */
export const SERVED_PATHS: ReadonlySet<string> = servedPaths(routes);

export function createRouter() {
  return createBrowserRouter(routes);
}
