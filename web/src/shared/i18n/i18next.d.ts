import "i18next";
import type catalogue from "../../locales/sv/index";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof catalogue };
  }
}
