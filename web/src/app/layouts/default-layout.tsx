import { Box, Flex, SkipNavContent, SkipNavLink, useMediaQuery } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigate, useSearchParams } from "react-router";
import { sessionKeys, useActiveSchool, useSession } from "../../shared/session/session.api";
import { sessionStore, tokenExpiryMs } from "../../shared/session/session-store";
import { useSessionTimer } from "../../shared/session/session-timer";
import { showErrorText, showSuccess } from "../../shared/ui/snackbar";
import { AccessibilityLink } from "./accessibility-link";
import { Navbar } from "./navbar";
import { SessionWarningSlot } from "./session-warning-slot";
import { Sidebar } from "./sidebar";
import { logoutPath } from "../../shared/routes";

const SIDEBAR_KEY = "elevhalsa.sidebar";
const PHONE = "(max-width: 47.99em)";

function readSidebarOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_KEY) !== "closed";
  } catch {
    return true;
  }
}

/**
 * The default layout (spec section 2): top navbar, snackbar (at the root), sidebar, session-expiration warning and
 * a scrolling content area. Only signed-in users reach it (its loader checks the session).
 */
export function DefaultLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const school = useActiveSchool();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(readSidebarOpen);
  // Below md (a phone) the sidebar's controls move into the top bar: the content keeps the whole width.
  const [phone = false] = useMediaQuery([PHONE], { ssr: false });
  const token = useSyncExternalStore(sessionStore.subscribe, sessionStore.token);
  const signOut = useCallback(
    (reason: "inactivity" | "expired") =>
      void navigate(logoutPath(reason === "inactivity" ? "inactivity" : undefined)),
    [navigate],
  );
  const { warning, dismiss } = useSessionTimer({ tokenExpiresAt: tokenExpiryMs(token), onSignOut: signOut });
  useEmailVerifiedNotice();

  const schoolWord = (
    session.user.organization.schoolName ?? t("common.school.singular")
  ).toLocaleLowerCase();
  const toggleSidebar = () => {
    setSidebarOpen((open) => {
      try {
        localStorage.setItem(SIDEBAR_KEY, open ? "closed" : "open");
      } catch {
        // Not remembered without storage; the toggle still works for this page.
      }
      return !open;
    });
  };

  return (
    <Flex direction="column" height="100dvh">
      <SkipNavLink>{t("common.skipToContent")}</SkipNavLink>
      <Navbar
        role={session.role}
        school={school ?? null}
        schoolName={session.schoolSummary?.name ?? null}
        subscriptions={session.schoolSummary?.subscriptions ?? []}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={toggleSidebar}
        phone={phone}
        sidebarControls={
          phone ? <Sidebar session={session} schoolWord={schoolWord} orientation="horizontal" /> : null
        }
      />
      <Flex flex="1" minHeight="0">
        {sidebarOpen && !phone ? <Sidebar session={session} schoolWord={schoolWord} /> : null}
        <Box asChild flex="1" minWidth="0" overflowY="auto">
          <main>
            <SkipNavContent />
            <Flex direction="column" minHeight="full">
              <Box
                flex="1"
                px={{ base: "3", sm: "4", md: "8" }}
                py={{ base: "4", md: "8" }}
                maxWidth="7xl"
                width="full"
                mx="auto"
              >
                <Outlet />
              </Box>
              <Box asChild px="4" py="4" textAlign="center">
                <footer>
                  <AccessibilityLink />
                </footer>
              </Box>
            </Flex>
          </main>
        </Box>
      </Flex>
      <SessionWarningSlot warning={warning} onDismiss={dismiss} />
    </Flex>
  );
}

/** The verification mail's link lands on /?emailverified=true|false: say how it went, then tidy the address. */
function useEmailVerifiedNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const verified = searchParams.get("emailverified");
  useEffect(() => {
    if (verified === null) return;
    if (verified === "true") {
      showSuccess("layout.emailVerified");
      void queryClient.invalidateQueries({ queryKey: sessionKeys.me() });
    } else {
      showErrorText("layout.emailNotVerified");
    }
    setSearchParams(
      (params) => {
        params.delete("emailverified");
        return params;
      },
      { replace: true },
    );
  }, [verified, setSearchParams, queryClient]);
}

export { DefaultLayout as Component };
