import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { describeCatalogue } from "../../../tests/helpers/catalogues.js";
import { ERROR_CODES } from "../errors.js";
import { errorText, interpolate, reasonText } from "../messages.js";

const root = import.meta.dirname;
const catalogues = describeCatalogue("the server's text catalogue", root);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("the server's texts", () => {
  it("give every error code a text in both languages", () => {
    for (const code of ERROR_CODES) {
      expect(catalogues.sv.keys.get(`server.errors.${code}`), code).toBeTypeOf("string");
      expect(errorText("en", code)).toBe(catalogues.en.keys.get(`server.errors.${code}`));
    }
  });

  it("fills a reason's placeholders in the request's language", () => {
    const from = { sv: "Anmälan", en: "Report" };
    const to = { sv: "Arkiverad", en: "Archived" };
    expect(reasonText("sv", { key: "ticketStepMoveInvalid", params: { from, to } })).toBe(
      "Ärendet kan inte flyttas från Anmälan till Arkiverad",
    );
    expect(reasonText("en", { key: "ticketStepMoveInvalid", params: { from, to } })).toBe(
      "The ticket cannot move from Report to Archived",
    );
    expect(interpolate("{{missing}} stays", {}, "sv")).toBe("{{missing}} stays");
  });

  it("say Student, not Pupil, in English, like the web", () => {
    const pupils = [...catalogues.en.keys].filter(([, text]) => /\bpupils?\b/i.test(String(text)));
    expect(pupils.map(([key]) => key)).toEqual([]);
  });

  it("live only in the catalogue: no server source writes a text of its own in both languages", () => {
    const functionsRoot = join(root, "../../../functions/src");
    const inline = sourceFiles(functionsRoot).filter((file) =>
      /\b(sv|en):\s*["'`]/.test(readFileSync(file, "utf8")),
    );
    expect(inline.map((file) => relative(functionsRoot, file))).toEqual([]);
  });
});
