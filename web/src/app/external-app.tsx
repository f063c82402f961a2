import { ChakraProvider } from "@chakra-ui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { EXTERNAL_PAGE_PATHS } from "#shared/external-pages";
import { i18n } from "../shared/i18n/i18n";
import { PageLoading } from "../shared/ui/page-loading";
import { Snackbar } from "../shared/ui/snackbar";
import { withChunkReload } from "./chunk-reload";
import { ExternalFrame } from "./layouts/external-frame";
import { system } from "./theme";

/**
 * The external page's own app (its entry is external.html, served for EXTERNAL_PAGE_PATHS): the external frame and
 * the one section its address names, and nothing of the staff shell (no router, session, guards, navigation,
 * staff texts or devtools), so a phone loads it fast. Moving between sections is a page load of this same entry.
 */
type PageModule = { Component: ComponentType };
const section = (load: () => Promise<PageModule>) =>
  lazy(withChunkReload(async () => ({ default: (await load()).Component })));

const SECTIONS: Record<(typeof EXTERNAL_PAGE_PATHS)[number], ComponentType> = {
  "/external": section(() => import("../features/external/pages/external-page")),
  "/whistle": section(() => import("../features/whistles/pages/whistle-section-page")),
  "/report": section(() => import("../features/violations/pages/report-section-page")),
};

/** The section of an address (the path itself or below it), or null. */
export function sectionOf(pathname: string): ComponentType | null {
  const path = EXTERNAL_PAGE_PATHS.find((page) => pathname === page || pathname.startsWith(`${page}/`));
  return path ? SECTIONS[path] : null;
}

/** An address this entry does not serve: the staff app's, by a page load. */
function LeaveForMainApp() {
  useEffect(() => window.location.assign("/"), []);
  return null;
}

/** Fresh reads: the external calls are few, and the school is cached by its code (external.api.ts). */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/** The app around one section (sectionOf the address, chosen once at start), or a page load elsewhere. */
export function ExternalApp({ section: Section }: { section: ComponentType | null }) {
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ExternalFrame>
            {Section ? (
              <Suspense fallback={<PageLoading />}>
                <Section />
              </Suspense>
            ) : (
              <LeaveForMainApp />
            )}
          </ExternalFrame>
          <Snackbar />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
