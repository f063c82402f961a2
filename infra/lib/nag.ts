import { Validations, type App } from "aws-cdk-lib";
import { AwsSolutionsChecks, HIPAASecurityChecks } from "cdk-nag";
import type { IConstruct } from "constructs";

/** Runs the AWS Solutions and HIPAA Security packs on every stack of the app at synth time. */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  Validations.of(app).addPlugins(new HIPAASecurityChecks(app));
}

/**
 * Acknowledges one cdk-nag finding on one construct (never a whole stack), with the reason an auditor reads.
 * Kept in one place so the acknowledgements can be listed and reviewed together.
 */
export function acknowledge(construct: IConstruct, id: string, reason: string): void {
  if (!acknowledgementsEnabled) return;
  Validations.of(construct).acknowledge({ id, reason });
}

let acknowledgementsEnabled = true;

/**
 * Builds an app with every acknowledgement left out, so a test can check that each one answers a finding that
 * really occurs (an acknowledgement of nothing would hide a future finding unseen).
 */
export function withoutAcknowledgements<T>(build: () => T): T {
  acknowledgementsEnabled = false;
  try {
    return build();
  } finally {
    acknowledgementsEnabled = true;
  }
}

export interface Acknowledgement {
  path: string;
  /** The rule as the report names it, e.g. AwsSolutions-IAM5[Action::s3:List*] or HIPAA.Security-LambdaDLQ. */
  id: string;
  reason: string;
}

/** Every acknowledgement in the construct tree, where it was made and why. */
export function listAcknowledgements(root: IConstruct): Acknowledgement[] {
  const found: Acknowledgement[] = [];
  for (const construct of root.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== "aws:cdk:acknowledged-rules" || !entry.data) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>))
        // CDK stores the id with the source it is meant for (Annotation::, HIPAA.Security:: ...).
        found.push({ path: construct.node.path, id: id.replace(/^[A-Za-z.-]+::/, ""), reason });
    }
  }
  return found;
}
