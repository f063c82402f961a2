import { Box, Flex, Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, Outlet } from "react-router";
import { LanguageSelect } from "../../shared/ui/language-select";
import { Logo } from "../../shared/ui/logo";
import { AccessibilityLink } from "./accessibility-link";
import { ROUTES } from "../../shared/routes";

/**
 * The full layout (spec section 2): the logo links home at the top left, the language switcher at the top right.
 * Used by the error page and the sign-in pages.
 */
export function FullLayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minHeight="100dvh">
      <Box asChild>
        <header>
          <Flex justify="space-between" align="center" px={{ base: "4", md: "8" }} py="3" gap="4">
            <Link asChild aria-label={t("common.home")} rounded="md">
              <RouterLink to={ROUTES.overview}>
                <Logo />
              </RouterLink>
            </Link>
            <LanguageSelect />
          </Flex>
        </header>
      </Box>
      <Box asChild flex="1" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
        <main id="main-content" tabIndex={-1}>
          {children}
        </main>
      </Box>
      <Box asChild px={{ base: "4", md: "8" }} py="4" textAlign="center">
        <footer>
          <AccessibilityLink />
        </footer>
      </Box>
    </Flex>
  );
}

export function FullLayout() {
  return (
    <FullLayoutFrame>
      <Outlet />
    </FullLayoutFrame>
  );
}
