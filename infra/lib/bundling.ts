import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { OutputFormat, type BundlingOptions } from "aws-cdk-lib/aws-lambda-nodejs";

/** The repository root (infra/lib/ is two levels down). */
export const REPO_ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** A domain's cloud entry: functions/src/<name>/lambda.ts exporting `handler`. */
export function lambdaEntryOf(domain: string): string {
  return resolve(REPO_ROOT, "functions/src", domain, "lambda.ts");
}

/**
 * Some dependencies are CommonJS and call require() for Node built-ins; an ESM bundle has no require, so esbuild's
 * shim would throw at run time. This banner gives the bundle a real one.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __elevhalsaCreateRequire } from 'node:module'; const require = __elevhalsaCreateRequire(import.meta.url);";

/**
 * One description of how a domain is bundled, used by the CDK functions and by the bundle benchmark, so the
 * benchmark measures what is deployed. The AWS SDK is bundled too (not taken from the Lambda runtime): the
 * version is the one the tests ran against, and esbuild drops the parts we do not use.
 */
export const LAMBDA_BUNDLE = {
  target: "node24",
  format: "esm",
  minify: true,
  sourcemap: true,
  mainFields: ["module", "main"],
  banner: ESM_REQUIRE_BANNER,
  external: [] as string[],
} as const;

/**
 * The same settings as esbuild build options (what aws-lambda-nodejs passes to esbuild for them): the bundle
 * benchmark builds with exactly these, so its figures are the deployed bundle's.
 */
export function lambdaEsbuildOptions(): {
  bundle: true;
  platform: "node";
  target: string;
  format: "esm";
  minify: boolean;
  sourcemap: boolean;
  mainFields: string[];
  banner: { js: string };
  external: string[];
} {
  return {
    bundle: true,
    platform: "node",
    target: LAMBDA_BUNDLE.target,
    format: LAMBDA_BUNDLE.format,
    minify: LAMBDA_BUNDLE.minify,
    sourcemap: LAMBDA_BUNDLE.sourcemap,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    banner: { js: LAMBDA_BUNDLE.banner },
    external: [...LAMBDA_BUNDLE.external],
  };
}

/** The same settings in aws-lambda-nodejs terms. */
export function cdkBundlingOptions(options: { metafile?: boolean } = {}): BundlingOptions {
  return {
    target: LAMBDA_BUNDLE.target,
    format: OutputFormat.ESM,
    minify: LAMBDA_BUNDLE.minify,
    sourceMap: LAMBDA_BUNDLE.sourcemap,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    banner: LAMBDA_BUNDLE.banner,
    externalModules: [...LAMBDA_BUNDLE.external],
    metafile: options.metafile ?? false,
  };
}
