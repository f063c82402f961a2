import type { Node } from "constructs";

/**
 * Everything that differs between deployments (dev, prod, a school's own account). The code is the same for every
 * stage; only these values change. They come from cdk.json (`elevhalsa:stages.<stage>`) and may be overridden one
 * by one on the command line: `npx cdk deploy --all -c stage=prod -c mailFrom=no-reply@example.se`.
 */
export interface StageConfig {
  stage: string;
  /** Where the data lives. The WAF web ACL always goes to us-east-1 (CloudFront's region). */
  region: string;
  /** AWS account id; undefined means the CLI's current credentials decide. */
  account: string | undefined;
  /** Custom host name of the site, e.g. elevhalsa.example.se; needs certificateArn too. */
  domainName: string | undefined;
  /** ACM certificate in us-east-1 covering domainName. */
  certificateArn: string | undefined;
  /** Verified SES identity the product sends mail from (an address; its domain may be the verified identity). */
  mailFrom: string;
  /** Where bug reports and accessibility feedback are mailed (optional; the sender address otherwise). */
  supportMailTo: string | undefined;
  /** The one Bedrock model (or cross-region inference profile) the functions may invoke. */
  bedrockModelId: string;
  /** An address that gets alarm mails (optional; the SNS topic can also be subscribed to later). */
  alarmEmail: string | undefined;
  /** retain: data survives `cdk destroy` and the table has deletion protection; destroy: for throw-away stages. */
  removalPolicy: "retain" | "destroy";
  logRetentionDays: number;
  logLevel: "debug" | "info" | "warn" | "error";
  /** Reserved concurrency per domain function: caps cost and keeps one busy domain from starving the others. */
  lambdaReservedConcurrency: number;
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Requests per client IP per 5 minutes: everything, and the public login and external-page paths. */
  waf: { rateLimit: number; strictRateLimit: number; strictPathPrefixes: string[] };
  /**
   * Alarm thresholds per five minutes: API 5xx; function errors and throttles, each summed over the functions of
   * one alarm (ten at most, infra/lib/monitoring.ts); and the API's p99 latency in ms (three periods in a row).
   */
  alarms: {
    api5xxPerFiveMinutes: number;
    lambdaErrorsPerFiveMinutes: number;
    lambdaThrottlesPerFiveMinutes: number;
    apiLatencyP99Ms: number;
  };
  /** The built web app to upload (relative to the repository root). */
  webDistDir: string;
}

export const STAGES_CONTEXT_KEY = "elevhalsa:stages";

const DEFAULTS: Omit<StageConfig, "stage"> = {
  region: "eu-north-1",
  account: undefined,
  domainName: undefined,
  certificateArn: undefined,
  mailFrom: "no-reply@example.se",
  supportMailTo: undefined,
  bedrockModelId: "eu.amazon.nova-lite-v1:0",
  alarmEmail: undefined,
  removalPolicy: "retain",
  logRetentionDays: 365,
  logLevel: "info",
  lambdaReservedConcurrency: 50,
  apiThrottle: { rateLimit: 200, burstLimit: 400 },
  waf: {
    rateLimit: 3000,
    strictRateLimit: 100,
    // Sign-in and reset are guessable by brute force; the external page takes codes. /api/auth/me is not here:
    // every page load of a whole school (often one NAT address) calls it.
    strictPathPrefixes: [
      "/api/auth/login",
      "/api/auth/forgot-password",
      "/api/auth/reset-password",
      "/api/emailverification/",
      "/api/external/",
    ],
  },
  // p99 latency: sign-in hashes with scrypt (~0.5 s) and a cold start reads two secrets; 3 s for 15 minutes is
  // a product that feels broken, not one cold start.
  alarms: {
    api5xxPerFiveMinutes: 1,
    lambdaErrorsPerFiveMinutes: 1,
    lambdaThrottlesPerFiveMinutes: 1,
    apiLatencyP99Ms: 3000,
  },
  webDistDir: "web/dist",
};

type Overrides = Partial<Record<keyof StageConfig, unknown>>;

function parseJsonIfString(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed.startsWith("{") || trimmed.startsWith("[") ? JSON.parse(trimmed) : value;
}

function positiveInteger(name: string, value: unknown): number {
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < 1)
    throw new Error(`Context value ${name} must be a positive integer, got ${JSON.stringify(value)}`);
  return number;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * Reads the stage's configuration from the CDK context: defaults, then `elevhalsa:stages.<stage>` from cdk.json,
 * then single values given with `-c name=value`. Fails early, with the name of the bad value, rather than
 * deploying something half-configured.
 */
export function readStageConfig(node: Node): StageConfig {
  const stage = String(node.tryGetContext("stage") ?? "dev");
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage))
    throw new Error(`stage must be lower-case letters, digits and dashes (at most 20), got "${stage}"`);
  const stages = (parseJsonIfString(node.tryGetContext(STAGES_CONTEXT_KEY)) ?? {}) as Record<
    string,
    Overrides
  >;
  const fromStage: Overrides = stages[stage] ?? {};
  const fromCommandLine: Overrides = {};
  for (const key of Object.keys(DEFAULTS) as (keyof StageConfig)[]) {
    const value = node.tryGetContext(key);
    if (value !== undefined) fromCommandLine[key] = parseJsonIfString(value);
  }
  const merged = { ...DEFAULTS, ...fromStage, ...fromCommandLine } as Record<keyof StageConfig, unknown>;

  const removalPolicy = merged.removalPolicy;
  if (removalPolicy !== "retain" && removalPolicy !== "destroy")
    throw new Error(`removalPolicy must be "retain" or "destroy", got ${JSON.stringify(removalPolicy)}`);
  const logLevel = merged.logLevel;
  if (!["debug", "info", "warn", "error"].includes(String(logLevel)))
    throw new Error(`logLevel must be debug, info, warn or error, got ${JSON.stringify(logLevel)}`);
  const mailFrom = String(merged.mailFrom);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(mailFrom))
    throw new Error(`mailFrom must be an email address, got "${mailFrom}"`);
  const supportMailTo = optionalString(merged.supportMailTo);
  if (supportMailTo !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(supportMailTo))
    throw new Error(`supportMailTo must be an email address, got "${supportMailTo}"`);
  const domainName = optionalString(merged.domainName);
  const certificateArn = optionalString(merged.certificateArn);
  if (Boolean(domainName) !== Boolean(certificateArn))
    throw new Error("domainName and certificateArn go together: give both or neither");
  if (certificateArn && !certificateArn.startsWith("arn:aws:acm:us-east-1:"))
    throw new Error("certificateArn must be an ACM certificate in us-east-1 (CloudFront only uses those)");

  const apiThrottle = { ...DEFAULTS.apiThrottle, ...(merged.apiThrottle as object) };
  const waf = { ...DEFAULTS.waf, ...(merged.waf as object) };
  const alarms = { ...DEFAULTS.alarms, ...(merged.alarms as object) };
  const strictPathPrefixes = waf.strictPathPrefixes;
  if (
    !Array.isArray(strictPathPrefixes) ||
    strictPathPrefixes.some((p) => typeof p !== "string" || !p.startsWith("/"))
  )
    throw new Error("waf.strictPathPrefixes must be a list of paths starting with /");
  const wafRateLimit = positiveInteger("waf.rateLimit", waf.rateLimit);
  const wafStrictRateLimit = positiveInteger("waf.strictRateLimit", waf.strictRateLimit);
  // WAF rate-based rules count at least 10 requests per window.
  if (wafStrictRateLimit < 10 || wafRateLimit < 10) throw new Error("WAF rate limits must be at least 10");

  return {
    stage,
    region: String(merged.region),
    account: optionalString(merged.account),
    domainName,
    certificateArn,
    mailFrom,
    supportMailTo,
    bedrockModelId: String(merged.bedrockModelId),
    alarmEmail: optionalString(merged.alarmEmail),
    removalPolicy,
    logRetentionDays: positiveInteger("logRetentionDays", merged.logRetentionDays),
    logLevel: logLevel as StageConfig["logLevel"],
    lambdaReservedConcurrency: positiveInteger("lambdaReservedConcurrency", merged.lambdaReservedConcurrency),
    apiThrottle: {
      rateLimit: positiveInteger("apiThrottle.rateLimit", apiThrottle.rateLimit),
      burstLimit: positiveInteger("apiThrottle.burstLimit", apiThrottle.burstLimit),
    },
    waf: { rateLimit: wafRateLimit, strictRateLimit: wafStrictRateLimit, strictPathPrefixes },
    alarms: {
      api5xxPerFiveMinutes: positiveInteger("alarms.api5xxPerFiveMinutes", alarms.api5xxPerFiveMinutes),
      lambdaErrorsPerFiveMinutes: positiveInteger(
        "alarms.lambdaErrorsPerFiveMinutes",
        alarms.lambdaErrorsPerFiveMinutes,
      ),
      lambdaThrottlesPerFiveMinutes: positiveInteger(
        "alarms.lambdaThrottlesPerFiveMinutes",
        alarms.lambdaThrottlesPerFiveMinutes,
      ),
      apiLatencyP99Ms: positiveInteger("alarms.apiLatencyP99Ms", alarms.apiLatencyP99Ms),
    },
    webDistDir: String(merged.webDistDir),
  };
}
