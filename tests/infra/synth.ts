import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { buildProductApp, type ProductApp, type ProductAppOptions } from "../../infra/lib/product-app.js";

process.env.CDK_DISABLE_CLI_TELEMETRY = "true";

/** The context the CLI would use: cdk.json's, plus the test's values. */
export function cdkContext(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../cdk.json"), "utf8")) as {
    context: Record<string, unknown>;
  };
  return { ...cdkJson.context, account: "123456789012", ...extra };
}

/** A stand-in for web/dist: an index.html and one hashed asset. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "web-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><script type="module" src="/assets/app-1.js"></script>',
  );
  writeFileSync(join(dir, "assets", "app-1.js"), "document.title = 'x';");
  return dir;
}

export interface Synthesized {
  product: ProductApp;
  outdir: string;
  main: Template;
  edge: Template;
}

/**
 * Builds and synthesizes the product app for a stage, as `cdk synth` would. Bundling is skipped unless asked for
 * (the unit tests look at templates, not at code). Throws if cdk-nag finds anything unacknowledged.
 */
export function synthProduct(
  options: { context?: Record<string, unknown>; bundling?: boolean; app?: ProductAppOptions } = {},
): Synthesized {
  const outdir = mkdtempSync(join(tmpdir(), "cdk-out-"));
  const app = new App({
    outdir,
    context: cdkContext({
      ...(options.bundling ? {} : { "aws:cdk:bundling-stacks": [] }),
      ...options.context,
    }),
  });
  const product = buildProductApp(app, { webDistDir: fakeWebDist(), ...options.app });
  app.synth();
  return {
    product,
    outdir,
    main: Template.fromStack(product.main),
    edge: Template.fromStack(product.edge),
  };
}

export interface ValidationViolation {
  ruleName: string;
  pluginName: string;
  constructPath: string;
}

/** The findings in the validation report cdk synth writes (cdk-nag's packs and CloudFormation's own checks). */
export function readValidationReport(outdir: string): ValidationViolation[] {
  const report = JSON.parse(readFileSync(join(outdir, "validation-report.json"), "utf8")) as {
    pluginReports: {
      pluginName: string;
      violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[];
    }[];
  };
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) =>
      violation.violatingConstructs.map((construct) => ({
        ruleName: violation.ruleName,
        pluginName: plugin.pluginName,
        constructPath: construct.constructPath,
      })),
    ),
  );
}

/** Synthesizes and returns the report even when validation fails (app.synth() throws then). */
export function synthForReport(build: () => App): { outdir: string; violations: ValidationViolation[] } {
  const app = build();
  try {
    app.synth();
  } catch (error) {
    if (!/Validation ?failed/i.test(String(error))) throw error;
  }
  return { outdir: app.outdir, violations: readValidationReport(app.outdir) };
}
