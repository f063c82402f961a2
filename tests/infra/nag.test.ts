import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App } from "aws-cdk-lib";
import { describe, expect, it, vi } from "vitest";
import { listAcknowledgements, withoutAcknowledgements, type Acknowledgement } from "../../infra/lib/nag.js";
import { buildProductApp } from "../../infra/lib/product-app.js";
import { lambdaEntryOf } from "../../infra/lib/bundling.js";
import { cdkContext, fakeWebDist, synthForReport } from "./synth.js";

// Synthesizing with the cdk-nag packs takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const CUSTOM_DOMAIN = {
  domainName: "elevhalsa.example.se",
  certificateArn: "arn:aws:acm:us-east-1:123456789012:certificate/0f0e",
};

const VARIANTS: Record<string, Record<string, unknown>> = {
  prod: { stage: "prod" },
  dev: { stage: "dev" },
  "prod with a custom domain": { stage: "prod", ...CUSTOM_DOMAIN },
  "prod with the support chat": { stage: "prod", withSupportChat: true },
  "prod without a known account": { stage: "prod", account: undefined },
};

function buildApp(context: Record<string, unknown>): App {
  const { withSupportChat, ...rest } = context;
  const app = new App({
    outdir: mkdtempSync(join(tmpdir(), "cdk-nag-")),
    context: Object.fromEntries(
      Object.entries(cdkContext({ "aws:cdk:bundling-stacks": [], ...rest })).filter(
        ([, v]) => v !== undefined,
      ),
    ),
  });
  buildProductApp(app, {
    webDistDir: fakeWebDist(),
    // The chat's own entry comes with its issue; any entry shows the wiring (bundling is skipped here).
    ...(withSupportChat
      ? {
          supportChat: {
            entry: lambdaEntryOf("health"),
            profile: { capabilities: ["table", "signingKey", "ai"], memoryMb: 512, timeoutSeconds: 60 },
          },
        }
      : {}),
  });
  return app;
}

describe("cdk-nag (AwsSolutions and HIPAA Security)", () => {
  for (const [variant, context] of Object.entries(VARIANTS)) {
    it(`reports no unacknowledged finding for ${variant}`, () => {
      const previous = process.env.CDK_DEFAULT_ACCOUNT;
      delete process.env.CDK_DEFAULT_ACCOUNT;
      try {
        const { violations } = synthForReport(() => buildApp(context));
        expect(violations).toEqual([]);
      } finally {
        if (previous !== undefined) process.env.CDK_DEFAULT_ACCOUNT = previous;
      }
    });
  }

  it("acknowledges each finding on one resource, with a reason, and only findings that really occur", () => {
    for (const context of Object.values(VARIANTS)) {
      const acknowledged: Acknowledgement[] = listAcknowledgements(buildApp(context));
      expect(acknowledged.length).toBeGreaterThan(0);
      for (const ack of acknowledged) {
        // A resource, never a stack or the app: the path has a construct below the stack.
        expect(ack.path.split("/").length, `${ack.id} at ${ack.path}`).toBeGreaterThan(1);
        expect(ack.reason.length, `${ack.id} at ${ack.path} gives a reason`).toBeGreaterThan(60);
      }

      const { violations } = synthForReport(() => withoutAcknowledgements(() => buildApp(context)));
      const unanswered = acknowledged.filter(
        (ack) =>
          !violations.some(
            (v) =>
              v.ruleName === ack.id &&
              (v.constructPath === ack.path || v.constructPath.startsWith(`${ack.path}/`)),
          ),
      );
      expect(unanswered.map((ack) => `${ack.id} at ${ack.path}`)).toEqual([]);
      // And without them the packs do find something: the check above is not vacuous.
      expect(violations.length).toBe(acknowledged.length);
    }
  });
});
