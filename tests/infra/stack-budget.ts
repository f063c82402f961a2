import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ProductAppOptions } from "../../infra/lib/product-app.js";
import { synthProduct, type Synthesized } from "./synth.js";

/** CloudFormation's hard limits for one stack (the template uploaded through S3, as cdk deploy does). */
export const CLOUDFORMATION_LIMITS = { resources: 500, templateBytes: 1_000_000 } as const;

/** What the main stack may use: 80% of the resource limit, 70% of the template size limit. */
export const STACK_BUDGET = { resources: 400, templateBytes: 700_000 } as const;

/** The CLI's own context for `cdk synth`/`cdk deploy`: path and asset metadata and the CDKMetadata resource. */
const CLI_CONTEXT = {
  "aws:cdk:enable-path-metadata": true,
  "aws:cdk:enable-asset-metadata": true,
  "aws:cdk:version-reporting": true,
};

export interface StackFigures {
  stack: string;
  domains: number;
  /** Resources in the template, CDKMetadata included (CloudFormation counts it). */
  resources: number;
  /** Size of the template file cdk deploy uploads. */
  templateBytes: number;
  /** Resources by type, most first. */
  byType: [string, number][];
}

/**
 * Synthesizes the product app as `npx cdk synth -c stage=prod` would (cdk-nag included, bundling skipped: it only
 * changes asset hashes) and measures the main stack's template.
 */
export function synthAndMeasure(
  options: { context?: Record<string, unknown>; app?: ProductAppOptions } = {},
): { synth: Synthesized; figures: StackFigures } {
  const synth = synthProduct({
    // No account: a template that names the account through AWS::AccountId is the larger one.
    context: {
      stage: "prod",
      alarmEmail: "drift@example.se",
      account: undefined,
      ...CLI_CONTEXT,
      ...options.context,
    },
    ...(options.app ? { app: options.app } : {}),
  });
  const stack = synth.product.main;
  const template = readFileSync(join(synth.outdir, stack.templateFile), "utf8");
  const resources = Object.values(
    (JSON.parse(template) as { Resources: Record<string, { Type: string }> }).Resources,
  );
  const byType = new Map<string, number>();
  for (const { Type } of resources) byType.set(Type, (byType.get(Type) ?? 0) + 1);
  return {
    synth,
    figures: {
      stack: stack.stackName,
      domains: stack.functions.size,
      resources: resources.length,
      templateBytes: Buffer.byteLength(template),
      byType: [...byType].sort((a, b) => b[1] - a[1]),
    },
  };
}

export const measureMainStack = (options: Parameters<typeof synthAndMeasure>[0] = {}): StackFigures =>
  synthAndMeasure(options).figures;

/** What is over the budget, in words; empty when the stack fits. */
export function overBudget(
  figures: StackFigures,
  budget: { resources: number; templateBytes: number } = STACK_BUDGET,
): string[] {
  const problems: string[] = [];
  if (figures.resources > budget.resources)
    problems.push(`${figures.resources} resources, more than the budget of ${budget.resources}`);
  if (figures.templateBytes > budget.templateBytes)
    problems.push(
      `a template of ${figures.templateBytes} bytes (${kB(figures.templateBytes)} kB), more than the budget of ` +
        `${budget.templateBytes} bytes`,
    );
  return problems;
}

export const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/** One line for logs and the bench: the figures against the budget and CloudFormation's limits. */
export function describeFigures(label: string, figures: StackFigures): string {
  return (
    `${label}: ${figures.stack} has ${figures.resources} resources (budget ${STACK_BUDGET.resources}, ` +
    `limit ${CLOUDFORMATION_LIMITS.resources}) and a ${kB(figures.templateBytes)} kB template (budget ` +
    `${kB(STACK_BUDGET.templateBytes)} kB, limit ${kB(CLOUDFORMATION_LIMITS.templateBytes)} kB)`
  );
}
