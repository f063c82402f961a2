import { Link } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { ROUTES } from "../../shared/routes";

/** The accessibility statement is linked from every page (DOS-lagen). */
export function AccessibilityLink() {
  const { t } = useTranslation();
  return (
    <Link asChild fontSize="sm" color="fg.muted" textDecoration="underline">
      <RouterLink to={ROUTES.accessibility}>{t("layout.footer.accessibility")}</RouterLink>
    </Link>
  );
}
