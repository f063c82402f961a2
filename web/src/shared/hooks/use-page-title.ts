import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** Sets the document title to "<page> – Elevhälsa" (WCAG 2.4.2), following the language. */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t("common.appName");
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}
