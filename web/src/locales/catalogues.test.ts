import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { ParseKeys } from "i18next";
import { describe, expect, expectTypeOf, it } from "vitest";
import { CATALOGUE_LANGUAGES, describeCatalogue, flattenCatalogue } from "../../../tests/helpers/catalogues";

const FEATURES_DIR = join(import.meta.dirname, "../features");
/** The app's own files (this folder) and each feature's (web/src/features/<feature>/locales/). */
const CATALOGUE_ROOTS = [
  import.meta.dirname,
  ...readdirSync(FEATURES_DIR)
    .map((feature) => join(FEATURES_DIR, feature, "locales"))
    .filter((folder) => existsSync(folder)),
];

const catalogues = describeCatalogue("text catalogues", CATALOGUE_ROOTS);

describe("the web's catalogue", () => {
  it("merges every file into the catalogue the app loads", async () => {
    for (const language of CATALOGUE_LANGUAGES) {
      const { default: loaded } = (await import(`./${language}/index.ts`)) as {
        default: Record<string, unknown>;
      };
      expect([...flattenCatalogue(loaded).keys()].sort()).toEqual(
        [...catalogues[language].keys.keys()].sort(),
      );
    }
  });

  it("types every file's keys: each feature's locales/texts.ts declares each of its files", () => {
    for (const root of CATALOGUE_ROOTS.slice(1)) {
      const declared = readFileSync(join(root, "texts.ts"), "utf8");
      const files = catalogues.sv.files
        .filter((file) => file.startsWith(`${root}:`))
        .map((file) => file.slice(root.length + 1));
      expect(files.length, root).toBeGreaterThan(0);
      for (const file of files) {
        const key = basename(file, ".json");
        expect(declared, `${root}: ${file}`).toContain(`import type ${key} from "./sv/${file}";`);
        expect(declared, `${root}: ${file}`).toContain(`${key}: (typeof ${key})["${key}"];`);
      }
    }
  });

  it("lets t() take only a key of a file: the app's and a feature's are known, an unknown one is refused", () => {
    expectTypeOf<"common.loading">().toExtend<ParseKeys>();
    expectTypeOf<"tickets.title">().toExtend<ParseKeys>();
    expectTypeOf<"tickets.noSuchText">().not.toExtend<ParseKeys>();
    expectTypeOf<"noSuchFile.title">().not.toExtend<ParseKeys>();
  });

  it("use one term for each thing: Student (not Pupil) in English, one name for managing a school", () => {
    const { sv, en } = catalogues;
    const pupils = [...en.keys].filter(([, text]) => /\bpupils?\b/i.test(String(text))).map(([key]) => key);
    expect(pupils).toEqual([]);
    const manage = (keys: Map<string, unknown>, term: RegExp) =>
      [...keys].filter(([, text]) => term.test(String(text))).map(([, text]) => String(text));
    // 'Hantera skolan' / 'Manage the school' only: not 'Hantera skola', 'Hantera {{name}}' or a bare 'Hantera'.
    expect(new Set(manage(sv.keys, /^Hantera (skola$|{{)|^Hantera$/))).toEqual(new Set());
    expect(new Set(manage(en.keys, /^Manage (school$|{{)|^Manage$/))).toEqual(new Set());
  });
});
