import { App } from "aws-cdk-lib";
import { describe, expect, it } from "vitest";
import { readStageConfig } from "../../infra/lib/stage-config.js";
import { cdkContext } from "./synth.js";

const configOf = (context: Record<string, unknown>) =>
  readStageConfig(new App({ context: cdkContext(context) }).node);

describe("readStageConfig", () => {
  it("takes the stage's values from cdk.json", () => {
    const dev = configOf({ stage: "dev" });
    const prod = configOf({ stage: "prod" });
    expect(dev.removalPolicy).toBe("destroy");
    expect(prod.removalPolicy).toBe("retain");
    expect(prod.waf.strictRateLimit).toBeLessThan(prod.waf.rateLimit);
    expect(prod.waf.strictPathPrefixes).toContain("/api/auth/login");
    expect(prod.region).toBe("eu-north-1");
  });

  it("lets one value be overridden on the command line, JSON values included", () => {
    const config = configOf({
      stage: "prod",
      mailFrom: "no-reply@skola.example.se",
      bedrockModelId: "anthropic.claude-x",
      waf: '{"strictRateLimit": 20}',
      alarms: '{"apiLatencyP99Ms": 5000}',
    });
    expect(config.alarms).toEqual({
      api5xxPerFiveMinutes: 1,
      lambdaErrorsPerFiveMinutes: 1,
      lambdaThrottlesPerFiveMinutes: 1,
      apiLatencyP99Ms: 5000,
    });
    expect(config.mailFrom).toBe("no-reply@skola.example.se");
    expect(config.bedrockModelId).toBe("anthropic.claude-x");
    expect(config.waf.strictRateLimit).toBe(20);
    expect(config.waf.rateLimit).toBe(3000);
  });

  it("refuses half or wrong configuration before anything is built", () => {
    expect(() => configOf({ domainName: "elevhalsa.example.se" })).toThrow(/go together/);
    expect(() =>
      configOf({
        domainName: "elevhalsa.example.se",
        certificateArn: "arn:aws:acm:eu-north-1:123456789012:certificate/abc",
      }),
    ).toThrow(/us-east-1/);
    expect(() => configOf({ removalPolicy: "keep" })).toThrow(/removalPolicy/);
    expect(() => configOf({ mailFrom: "nobody" })).toThrow(/mailFrom/);
    expect(() => configOf({ supportMailTo: "support" })).toThrow(/supportMailTo/);
    expect(() => configOf({ stage: "Prod!" })).toThrow(/stage/);
    expect(() => configOf({ waf: { strictRateLimit: 5 } })).toThrow(/at least 10/);
    expect(() => configOf({ alarms: { apiLatencyP99Ms: 0 } })).toThrow(/alarms.apiLatencyP99Ms/);
  });
});
