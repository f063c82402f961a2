import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

/**
 * The external page's slim entry (web/src/external-main.tsx, served as external.html) must load none of the staff
 * shell before its first render: `npm run bench` measures its budget (180 kB gzip), this fails at once on the import
 * that breaks it. What the browser fetches first is the entry's chunk and its static imports; lazy sections are
 * chunks of their own.
 */
async function firstLoadInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "browser",
    target: "es2023",
    outdir: "external-bundle-check",
    logLevel: "silent",
    loader: { ".svg": "dataurl" },
  });
  const outputs: Metafile["outputs"] = result.metafile.outputs;
  const entryOut = Object.keys(outputs).find((file) => outputs[file]!.entryPoint === entry)!;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file]!.imports)
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  visit(entryOut);
  return [...seen].flatMap((file) => Object.keys(outputs[file]!.inputs));
}

const STAFF_SHELL = [
  "node_modules/react-router",
  "node_modules/@tanstack/react-query-devtools",
  "web/src/app/router.tsx",
  "web/src/app/guards",
  "web/src/app/layouts/default-layout",
  "web/src/app/navigation/",
  "web/src/locales/sv/core.ts",
  "web/src/locales/sv/more.ts",
  "web/src/shared/session/route-roles",
  "web/src/features/",
];

const matching = (inputs: string[]) =>
  STAFF_SHELL.filter((part) => inputs.some((input) => input.includes(part)));

describe("the external page's first bundle", () => {
  it(
    "holds none of the staff shell: no router, devtools, staff texts, navigation or feature pages",
    { timeout: 60_000 },
    async () => {
      const inputs = await firstLoadInputs("web/src/external-main.tsx");
      expect(inputs.some((input) => input.includes("web/src/app/layouts/external-frame"))).toBe(true);
      expect(matching(inputs)).toEqual([]);
    },
  );

  it(
    "would see the staff shell in the staff app's entry (the check can fail)",
    { timeout: 60_000 },
    async () => {
      const inputs = await firstLoadInputs("web/src/main.tsx");
      expect(matching(inputs)).toEqual(
        expect.arrayContaining(["node_modules/react-router", "web/src/app/router.tsx"]),
      );
    },
  );
});
