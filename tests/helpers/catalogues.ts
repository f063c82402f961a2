import { readdirSync, readFileSync } from "node:fs";
import { basename, join, sep } from "node:path";
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
  /** Each file's path from its root's language folder (`tickets.json`, `core/auth.json`), after its root's name. */
  files: string[];
  keys: Map<string, unknown>;
}

/** The JSON files under a folder and its subfolders, as paths from it. */
function jsonFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.split(sep).join("/"));
}

function readCatalogue(roots: readonly string[], language: string): Catalogue {
  const files: string[] = [];
  const keys = new Map<string, unknown>();
  const names = new Set<string>();
  for (const root of roots) {
    for (const file of jsonFiles(join(root, language))) {
      const content = JSON.parse(readFileSync(join(root, language, file), "utf8")) as Record<string, unknown>;
      expect(Object.keys(content), `${language}/${file} has one top-level key named after the file`).toEqual([
        basename(file, ".json"),
      ]);
      const name = basename(file, ".json");
      expect(names.has(name), `${root}/${language}/${file}: a second file of that name`).toBe(false);
      names.add(name);
      files.push(`${root}:${file}`);
      for (const [key, value] of flattenCatalogue(content)) keys.set(key, value);
    }
  }
  return { files: files.sort(), keys };
}

/**
 * Declares the completeness tests of the catalogue under `roots`: the JSON files in each root's `sv/` and `en/`
 * folders and their subfolders, one catalogue together (the web's is its own folder's and every feature's).
 */
export function describeCatalogue(
  name: string,
  roots: string | readonly string[],
): { sv: Catalogue; en: Catalogue } {
  const all = typeof roots === "string" ? [roots] : roots;
  const sv = readCatalogue(all, "sv");
  const en = readCatalogue(all, "en");

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
