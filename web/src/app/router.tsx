import { Skeleton, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Logo } from "../shared/ui/logo";
import { createBrowserRouter, type RouteObject } from "react-router";
import { loadMoreTexts } from "../shared/i18n/i18n";
import { withChunkReload } from "./chunk-reload";
import { guestLoader, logoutLoader, requireRoles, sessionLoader } from "./guards";
import { FullLayout } from "./layouts/full-layout";
import { NotFoundPage, PageErrorPage, RouteErrorPage } from "./error-page";
import { RootRoute } from "./root-route";
import { servedPaths } from "./navigation/served-paths";
import { ROUTES } from "../shared/routes";
import type { FeatureRoute, PageModule } from "../shared/features/feature";
import { FEATURES } from "./features";

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

/** The router's pattern of a feature's page: its path without the leading slash, then its parameter. */
export function routePattern(route: Pick<FeatureRoute, "path" | "param">): string {
  const path = route.path.slice(1);
  return route.param ? (path ? `${path}/${route.param}` : route.param) : path;
}

const LOADERS = { guest: guestLoader, session: sessionLoader } as const;

/** One feature page's route: its pattern (the app's "/" is the index), its guard, and its lazy chunk. */
function featureRoute(route: FeatureRoute): RouteObject {
  const lazy = route.texts === "more" ? morePage(route.page) : page(route.page);
  const loader = route.roles ? requireRoles(route.roles) : route.loader ? LOADERS[route.loader] : undefined;
  const at: RouteObject =
    route.layout === "app" && route.path === ROUTES.overview
      ? { index: true }
      : { path: routePattern(route) };
  return { ...at, ...(loader ? { loader } : {}), lazy };
}

/** The features' pages of one layout, in the features list's order. */
function pagesOf(layout: FeatureRoute["layout"]): RouteObject[] {
  return FEATURES.flatMap((feature) => feature.routes ?? [])
    .filter((route) => route.layout === layout)
    .map(featureRoute);
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
        children: [...pagesOf("full"), { path: "*", Component: NotFoundPage }],
      },
      {
        // The external page (no account): its own layout and chunks, never the staff shell or the session.
        lazy: page(() => import("./layouts/external-layout")),
        children: pagesOf("external"),
      },
      { path: routePattern({ path: ROUTES.logout }), loader: logoutLoader },
      {
        id: "app",
        loader: sessionLoader,
        lazy: page(() => import("./layouts/default-layout")),
        children: [
          {
            // A page's error shows inside the app layout (its errors are the page's, not the session's).
            errorElement: <PageErrorPage />,
            children: pagesOf("app"),
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
