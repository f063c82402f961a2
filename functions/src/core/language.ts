import type { Language } from "#shared/errors";

/** The language of error texts: English when the caller prefers it, else Swedish (the product's default). */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "sv";
}
