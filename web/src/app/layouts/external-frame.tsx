import { Box, Link, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ROUTES } from "../../shared/routes";
import { Logo } from "../../shared/ui/logo";
import { PageFrame } from "./page-frame";

/**
 * The external page's frame (no account): the logo links to the external page's start, the language switch at the
 * top right, the accessibility statement at the bottom. Plain links and no router, so the external page's slim
 * entry (external-app.tsx) loads none; the staff app wraps its external routes in it too (external-layout.tsx).
 */
export function ExternalFrame({
  children,
  sendsNothing = false,
}: {
  children: ReactNode;
  /** A page where the visitor only reads (a shared decision): no word about what is kept of what they send. */
  sendsNothing?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PageFrame
      home={
        <Link
          href={ROUTES.external}
          aria-label={t("external.start", { app: t("common.appName") })}
          rounded="md"
        >
          <Logo />
        </Link>
      }
      footer={
        <>
          {sendsNothing ? null : (
            <Text fontSize="sm" color="fg.muted" mb="1">
              {t("external.footer")}
            </Text>
          )}
          {/* The statement is the staff app's page (DOS-lagen): a page load, as the slim entry has no router. */}
          <Link href={ROUTES.accessibility} fontSize="sm" color="fg.muted" textDecoration="underline">
            {t("layout.footer.accessibility")}
          </Link>
        </>
      }
    >
      <Box maxWidth="40rem" marginInline="auto">
        {children}
      </Box>
    </PageFrame>
  );
}
