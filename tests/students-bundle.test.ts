import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { lambdaEsbuildOptions } from "../infra/lib/bundling.js";

/**
 * The pupil-deletion check reads the per-pupil index of core/pupil-document (one query, every kind of pupil
 * document), so the students function no longer bundles the domains whose documents name pupils: it carries its
 * own folder, core and db, and the two domains a pupil belongs to (school and class).
 */
async function folderInputsOf(entry: string) {
  const result = await build({
    ...lambdaEsbuildOptions(),
    sourcemap: false,
    minify: false,
    entryPoints: [entry],
    write: false,
    metafile: true,
    outdir: "students-bundle-check",
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs).filter((input) => input.startsWith("functions/src/"));
  return [...new Set(inputs.map((input) => input.split("/")[2]!))].filter((name) => !name.endsWith(".ts"));
}

describe("the students function's bundle", () => {
  it("carries no domain but students, schools and classes", { timeout: 60_000 }, async () => {
    const folders = await folderInputsOf("functions/src/students/lambda.ts");
    expect(folders).toContain("students");
    expect(folders.sort()).toEqual(["classes", "core", "db", "schools", "students"]);
  });
});
