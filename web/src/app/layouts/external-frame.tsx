import { Box, Flex, Link, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ROUTES } from "../../shared/routes";
import { LanguageSelect } from "../../shared/ui/language-select";
import { Logo } from "../../shared/ui/logo";

/**
 * The external page's frame (no account): the logo links to the external page's start, the language switch at the
 * top right, the accessibility statement at the bottom. Plain links and no router, so the external page's slim
 * entry (external-app.tsx) loads none; the staff app wraps its external routes in it too (external-layout.tsx).
 */
export function ExternalFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minHeight="100dvh">
      <Box asChild>
        <header>
          <Flex justify="space-between" align="center" px={{ base: "4", md: "8" }} py="3" gap="4">
            <Link
              href={ROUTES.external}
              aria-label={t("external.start", { app: t("common.appName") })}
              rounded="md"
            >
              <Logo />
            </Link>
            <LanguageSelect />
          </Flex>
        </header>
      </Box>
      <Box asChild flex="1" px={{ base: "4", md: "8" }} py={{ base: "6", md: "10" }}>
        <main id="main-content" tabIndex={-1}>
          <Box maxWidth="40rem" marginInline="auto">
            {children}
          </Box>
        </main>
      </Box>
      <Box asChild px={{ base: "4", md: "8" }} py="4" textAlign="center">
        <footer>
          <Text fontSize="sm" color="fg.muted" mb="1">
            {t("external.footer")}
          </Text>
          {/* The statement is the staff app's page (DOS-lagen): a page load, as the slim entry has no router. */}
          <Link href={ROUTES.accessibility} fontSize="sm" color="fg.muted" textDecoration="underline">
            {t("layout.footer.accessibility")}
          </Link>
        </footer>
      </Box>
    </Flex>
  );
}
