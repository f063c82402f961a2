import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { ViolationFull } from "#shared/violations/violation.schema";
import sv from "../locales/sv/violationsExternal.json";
import { authorOf } from "./external-sender";

/** A t() over the feature's Swedish texts, enough for authorOf. */
const t = ((key: string, values?: Record<string, string>) => {
  const text = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], sv) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? "");
}) as unknown as TFunction;

const report = (fields: Partial<ViolationFull>) => ({ name: "", external: null, ...fields }) as ViolationFull;
const external = (reporter: "PUPIL" | "GUARDIAN" | "OTHER") => ({
  reporter,
  reporterName: "",
  reporterContact: "",
  entries: [],
});

describe("who a report is by", () => {
  it("is the author's or the named sender's name", () => {
    expect(authorOf(report({ name: "Lärare Lind" }), t)).toBe("Lärare Lind");
    expect(authorOf(report({ name: "Maria Berg", external: external("GUARDIAN") }), t)).toBe("Maria Berg");
  });

  it("says who sent an unnamed external report, never an empty byline", () => {
    expect(authorOf(report({ external: external("PUPIL") }), t)).toBe(
      "Elev via den externa sidan, utan namn",
    );
    expect(authorOf(report({ external: external("OTHER") }), t)).toBe(
      "Någon annan via den externa sidan, utan namn",
    );
  });
});
