import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  readLanguageCookie,
  writeLanguageCookie,
  type Language,
} from "./language";

/** Each language's catalogue is its own chunk; only the active one is loaded. */
const catalogues: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  sv: () => import("../../locales/sv/index"),
  en: () => import("../../locales/en/index"),
};

export const i18n = i18next.createInstance();

async function ensureCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const { default: resources } = await catalogues[language]();
  i18n.addResourceBundle(language, "translation", resources, true, true);
}

function reflectLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Starts i18next with the language from the cookie (Swedish when none); resolves when its texts are loaded. */
export async function initI18n(language: Language = readLanguageCookie()): Promise<typeof i18n> {
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ["sv", "en"],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  await ensureCatalogue(language);
  reflectLanguage(language);
  return i18n;
}

/** Switches language locally (no call, spec section 2) and remembers it in the cookie for 365 days. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  writeLanguageCookie(language);
  await i18n.changeLanguage(language);
  reflectLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
