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
});
