import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  readLanguageCookie,
  writeLanguageCookie,
  type Language,
} from "./language";

/**
 * Each language's texts come in two chunks: `core` (sign-in, the shell, the overview, errors), loaded at start,
 * and `more` (the other pages and dialogs), loaded with the first page that needs it. Only the active language's
 * chunks are fetched. The external page's own entry (external-main.tsx) starts with `external` instead of `core`:
 * the texts of the external page alone (common, errors, layout, external), so a phone loads no staff texts.
 */
export type CataloguePart = "core" | "more" | "external";
type Loader = () => Promise<{ default: Record<string, unknown> }>;

const catalogues: Record<Language, Record<CataloguePart, Loader>> = {
  sv: {
    core: () => import("../../locales/sv/core"),
    more: () => import("../../locales/sv/more"),
    external: () => import("../../locales/sv/external-core"),
  },
  en: {
    core: () => import("../../locales/en/core"),
    more: () => import("../../locales/en/more"),
    external: () => import("../../locales/en/external-core"),
  },
};

export const i18n = i18next.createInstance();

const neededParts = new Set<CataloguePart>(["core"]);
const loaded = new Map<string, Promise<void>>();

function ensurePart(language: Language, part: CataloguePart): Promise<void> {
  const key = `${language}:${part}`;
  let done = loaded.get(key);
  if (!done) {
    done = catalogues[language][part]().then(({ default: resources }) => {
      i18n.addResourceBundle(language, "translation", resources, true, true);
    });
    loaded.set(key, done);
    done.catch(() => loaded.delete(key));
  }
  return done;
}

function ensureLanguage(language: Language): Promise<unknown> {
  return Promise.all([...neededParts].map((part) => ensurePart(language, part)));
}

function reflectLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Starts i18next with the language from the cookie (Swedish when none); resolves when its texts are loaded. */
export async function initI18n(
  language: Language = readLanguageCookie(),
  startPart: Exclude<CataloguePart, "more"> = "core",
): Promise<typeof i18n> {
  if (startPart !== "core") {
    neededParts.delete("core");
    neededParts.add(startPart);
  }
  if (!i18n.isInitialized) {
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
  }
  await ensureLanguage(language);
  reflectLanguage(language);
  return i18n;
}

/** The texts of the pages beyond the first ones; route modules and dialogs await this before they render. */
export function loadMoreTexts(): Promise<void> {
  neededParts.add("more");
  return ensurePart(currentLanguage(), "more");
}

/** Switches language locally (no call, spec section 2) and remembers it in the cookie for 365 days. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLanguage(language);
  writeLanguageCookie(language);
  await i18n.changeLanguage(language);
  reflectLanguage(language);
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
