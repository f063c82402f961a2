import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Metafile } from "esbuild";
import { DOMAINS } from "../../functions/src/domains.js";
import { LAMBDA_BUNDLE, lambdaEntryOf, REPO_ROOT } from "../../infra/lib/bundling.js";

export interface LambdaBundleResult {
  domain: string;
  /** Size of the minified index.mjs (the source map is not loaded unless an error is printed). */
  minifiedBytes: number;
  /** Median over the runs of the time a fresh `node` process takes to import the bundle. */
  coldImportMsMedian: number;
  /** Inputs the bundle holds from functions/src/local/ (must be none). */
  localInputs: string[];
}

/** quality.md: Lambda bundle per domain and its cold import. */
export const BUNDLE_BUDGET = { minifiedBytes: 500 * 1024, coldImportMs: 100 } as const;

/** Bundles one domain's Lambda entry exactly as the CDK stack does (infra/lib/bundling.ts) and returns the file. */
export async function bundleDomain(
  domain: string,
  outdir: string,
): Promise<{ file: string; metafile: Metafile }> {
  const file = join(outdir, domain, "index.mjs");
  const result = await build({
    entryPoints: [lambdaEntryOf(domain)],
    outfile: file,
    bundle: true,
    platform: "node",
    target: LAMBDA_BUNDLE.target,
    format: LAMBDA_BUNDLE.format,
    minify: LAMBDA_BUNDLE.minify,
    sourcemap: LAMBDA_BUNDLE.sourcemap,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    banner: { js: LAMBDA_BUNDLE.banner },
    external: [...LAMBDA_BUNDLE.external],
    absWorkingDir: REPO_ROOT,
    metafile: true,
    logLevel: "silent",
  });
  return { file, metafile: result.metafile };
}

/** Inputs of a metafile that come from the local-only folder. */
export function localInputsOf(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter((input) =>
    input.replaceAll("\\", "/").includes("functions/src/local/"),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Times `import()` of the bundle in a fresh Node process (the work a Lambda cold start does before the first
 * request), with the same NODE_OPTIONS the functions get.
 */
export function coldImportMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const output = execFileSync(
    process.execPath,
    ["--enable-source-maps", "--input-type=module", "-e", script],
    {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", AWS_REGION: "eu-north-1" },
    },
  );
  return Number(output);
}

/** Each domain's minified bundle size and the median cold import time over `runs` fresh processes. */
export async function benchLambdaBundles(runs = 20): Promise<LambdaBundleResult[]> {
  const outdir = mkdtempSync(join(tmpdir(), "lambda-bundles-"));
  try {
    const results: LambdaBundleResult[] = [];
    for (const { name } of DOMAINS) {
      const { file, metafile } = await bundleDomain(name, outdir);
      const output = metafile.outputs[relative(REPO_ROOT, file).replaceAll("\\", "/")];
      if (!output) throw new Error(`esbuild did not report the output ${file}`);
      const times = Array.from({ length: runs }, () => coldImportMs(file));
      results.push({
        domain: name,
        minifiedBytes: output.bytes,
        coldImportMsMedian: Math.round(median(times) * 10) / 10,
        localInputs: localInputsOf(metafile),
      });
    }
    return results;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const results = await benchLambdaBundles();
  console.table(
    results.map((r) => ({
      domain: r.domain,
      "minified kB": Math.round(r.minifiedBytes / 102.4) / 10,
      [`<= ${BUNDLE_BUDGET.minifiedBytes / 1024} kB`]:
        r.minifiedBytes <= BUNDLE_BUDGET.minifiedBytes ? "yes" : "NO",
      "cold import ms (median of 20)": r.coldImportMsMedian,
      [`<= ${BUNDLE_BUDGET.coldImportMs} ms`]:
        r.coldImportMsMedian <= BUNDLE_BUDGET.coldImportMs ? "yes" : "NO",
      "local inputs": r.localInputs.length,
    })),
  );
}
