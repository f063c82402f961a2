import { Box, Flex, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, Outlet } from "react-router";
import { AccessibilityLink } from "./accessibility-link";
import { ROUTES } from "../../shared/routes";
import { LanguageSelect } from "../../shared/ui/language-select";
import { Logo } from "../../shared/ui/logo";

/**
 * The external page's layout (no account): the logo links to the external page's start, the language switch at the
 * top right, the accessibility statement at the bottom. It loads none of the staff shell.
 */
export function ExternalLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minHeight="100dvh">
      <Box asChild>
        <header>
          <Flex justify="space-between" align="center" px={{ base: "4", md: "8" }} py="3" gap="4">
            <Link asChild aria-label={t("external.start", { app: t("common.appName") })} rounded="md">
              <RouterLink to={ROUTES.external}>
                <Logo />
              </RouterLink>
            </Link>
            <LanguageSelect />
          </Flex>
        </header>
      </Box>
      <Box asChild flex="1" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
        <main id="main-content" tabIndex={-1}>
          <Box maxWidth="40rem" marginInline="auto">
            <Outlet />
          </Box>
        </main>
      </Box>
      <Box asChild px={{ base: "4", md: "8" }} py="4" textAlign="center">
        <footer>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {t("external.footer")}
          </Text>
          <AccessibilityLink />
        </footer>
      </Box>
    </Flex>
  );
}

export { ExternalLayout as Component };
