import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The completeness checks every text catalogue passes (the web's `web/src/locales` and the server's
 * `shared/src/locales`): the same files and keys in Swedish and English, no empty text, the same `{{placeholders}}`
 * in both languages, and each file holding one top-level key named after it.
 */
export const CATALOGUE_LANGUAGES = ["sv", "en"] as const;

export function flattenCatalogue(value: unknown, prefix = ""): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flattenCatalogue(child, prefix ? `${prefix}.${key}` : key))
        keys.set(path, leaf);
    }
  } else {
    keys.set(prefix, value);
  }
  return keys;
}

export interface Catalogue {
  files: string[];
  keys: Map<string, unknown>;
}

function readCatalogue(root: string, language: string): Catalogue {
  const files = readdirSync(join(root, language)).filter((file) => file.endsWith(".json"));
  const keys = new Map<string, unknown>();
  for (const file of files) {
    const content = JSON.parse(readFileSync(join(root, language, file), "utf8")) as Record<string, unknown>;
    expect(Object.keys(content), `${language}/${file} has one top-level key named after the file`).toEqual([
      file.replace(/\.json$/, ""),
    ]);
    for (const [key, value] of flattenCatalogue(content)) keys.set(key, value);
  }
  return { files: files.sort(), keys };
}

/** Declares the completeness tests of the catalogue under `root` (`<root>/sv/*.json`, `<root>/en/*.json`). */
export function describeCatalogue(name: string, root: string): { sv: Catalogue; en: Catalogue } {
  const sv = readCatalogue(root, "sv");
  const en = readCatalogue(root, "en");

  describe(name, () => {
    it("have the same files in every language", () => {
      expect(en.files).toEqual(sv.files);
    });

    it("have every key in both Swedish and English", () => {
      const missingInEnglish = [...sv.keys.keys()].filter((key) => !en.keys.has(key));
      const missingInSwedish = [...en.keys.keys()].filter((key) => !sv.keys.has(key));
      expect(missingInEnglish).toEqual([]);
      expect(missingInSwedish).toEqual([]);
    });

    it.each(CATALOGUE_LANGUAGES)("has only non-empty texts in %s", (language) => {
      const { keys } = language === "sv" ? sv : en;
      const bad = [...keys]
        .filter(([, value]) => typeof value !== "string" || value.trim() === "")
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it("use the same placeholders in both languages", () => {
      const placeholders = (text: unknown) =>
        [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
      const differing = [...sv.keys].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(en.keys.get(key)).join(),
      );
      expect(differing.map(([key]) => key)).toEqual([]);
    });
  });
  return { sv, en };
}
