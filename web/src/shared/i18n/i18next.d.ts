import "i18next";
import type { Texts } from "./texts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Texts };
  }
}
