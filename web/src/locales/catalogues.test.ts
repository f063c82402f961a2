import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUE_LANGUAGES, describeCatalogue, flattenCatalogue } from "../../../tests/helpers/catalogues";

const catalogues = describeCatalogue("text catalogues", join(import.meta.dirname));

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
