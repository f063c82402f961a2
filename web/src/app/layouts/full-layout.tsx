import { Link } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, Outlet } from "react-router";
import { Logo } from "../../shared/ui/logo";
import { AccessibilityLink } from "./accessibility-link";
import { PageFrame } from "./page-frame";
import { ROUTES } from "../../shared/routes";

/**
 * The full layout (spec section 2): the logo links home at the top left, the language switcher at the top right.
 * Used by the error page and the sign-in pages.
 */
export function FullLayoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageFrame
      home={
        <Link asChild aria-label={t("common.home")} rounded="md">
          <RouterLink to={ROUTES.overview}>
            <Logo />
          </RouterLink>
        </Link>
      }
      footer={<AccessibilityLink />}
    >
      {children}
    </PageFrame>
  );
}

export function FullLayout() {
  return (
    <FullLayoutFrame>
      <Outlet />
    </FullLayoutFrame>
  );
}
