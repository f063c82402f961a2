import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname);
const languages = ["sv", "en"] as const;

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) keys.set(path, leaf);
    }
  } else {
    keys.set(prefix, value);
  }
  return keys;
}

function catalogue(language: string): { files: string[]; keys: Map<string, unknown> } {
  const files = readdirSync(join(root, language)).filter((file) => file.endsWith(".json"));
  const keys = new Map<string, unknown>();
  for (const file of files) {
    const content = JSON.parse(readFileSync(join(root, language, file), "utf8")) as Record<string, unknown>;
    expect(Object.keys(content), `${language}/${file} has one top-level key named after the file`).toEqual([
      file.replace(/\.json$/, ""),
    ]);
    for (const [key, value] of flatten(content)) keys.set(key, value);
  }
  return { files: files.sort(), keys };
}

describe("text catalogues", () => {
  const sv = catalogue("sv");
  const en = catalogue("en");

  it("have the same files in every language", () => {
    expect(en.files).toEqual(sv.files);
  });

  it("have every key in both Swedish and English", () => {
    const missingInEnglish = [...sv.keys.keys()].filter((key) => !en.keys.has(key));
    const missingInSwedish = [...en.keys.keys()].filter((key) => !sv.keys.has(key));
    expect(missingInEnglish).toEqual([]);
    expect(missingInSwedish).toEqual([]);
  });

  it.each(languages)("has only non-empty texts in %s", (language) => {
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

  it("merges every file into the catalogue the app loads", async () => {
    for (const language of languages) {
      const { default: loaded } = (await import(`./${language}/index.ts`)) as {
        default: Record<string, unknown>;
      };
      expect([...flatten(loaded).keys()].sort()).toEqual(
        [...(language === "sv" ? sv : en).keys.keys()].sort(),
      );
    }
  });

  it("use one term for each thing: Student (not Pupil) in English, one name for managing a school", () => {
    const pupils = [...en.keys].filter(([, text]) => /\bpupils?\b/i.test(String(text))).map(([key]) => key);
    expect(pupils).toEqual([]);
    const manage = (keys: Map<string, unknown>, term: RegExp) =>
      [...keys].filter(([, text]) => term.test(String(text))).map(([, text]) => String(text));
    // 'Hantera skolan' / 'Manage the school' only: not 'Hantera skola', 'Hantera {{name}}' or a bare 'Hantera'.
    expect(new Set(manage(sv.keys, /^Hantera (skola$|{{)|^Hantera$/))).toEqual(new Set());
    expect(new Set(manage(en.keys, /^Manage (school$|{{)|^Manage$/))).toEqual(new Set());
  });
});
