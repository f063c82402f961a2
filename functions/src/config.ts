/**
 * The only module that reads the environment. Everything else receives a Config from the composition root.
 */
export interface Config {
  /** "cloud" on AWS Lambda; "embedded" for npm start and tests (local emulators). */
  mode: "cloud" | "embedded";
  region: string;
  tableName: string;
  filesBucket: string;
  lessonPlanBucket: string;
  /** Endpoint overrides for the local emulators; undefined in the cloud. */
  dynamoEndpoint: string | undefined;
  s3Endpoint: string | undefined;
  /** The site's public origin, used in links in mails and in the external page QR code. */
  publicBaseUrl: string;
  mailFrom: string;
  /** Where bug reports and accessibility feedback go (defaults to the sender address). */
  supportMailTo: string;
  /** Embedded mode: the HMAC key itself. Cloud: the Secrets Manager ARN to read it from once per cold start. */
  signingKey: string | undefined;
  signingKeySecretArn: string | undefined;
  /** Cloud: the secret CloudFront sends in X-Origin-Verify (see core/origin-guard.ts); none locally. */
  originSecretArn: string | undefined;
  /** scrypt cost: 2^17 in production (ASVS); tests may lower it to keep the suite fast. */
  scryptLogN: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  bedrockModelId: string | undefined;
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

/** Configuration of a Lambda function, set by the CDK stack. */
export function loadCloudConfig(env: Env = process.env): Config {
  return {
    mode: "cloud",
    region: env.AWS_REGION ?? "eu-north-1",
    tableName: required(env, "TABLE_NAME"),
    filesBucket: env.FILES_BUCKET ?? "",
    lessonPlanBucket: env.LESSON_PLAN_BUCKET ?? "",
    dynamoEndpoint: undefined,
    s3Endpoint: undefined,
    publicBaseUrl: required(env, "PUBLIC_BASE_URL"),
    mailFrom: env.MAIL_FROM ?? "",
    supportMailTo: env.SUPPORT_MAIL_TO ?? env.MAIL_FROM ?? "",
    signingKey: undefined,
    signingKeySecretArn: required(env, "SIGNING_KEY_SECRET_ARN"),
    originSecretArn: env.ORIGIN_SECRET_ARN || undefined,
    scryptLogN: 17,
    logLevel: parseLogLevel(env.LOG_LEVEL),
    bedrockModelId: env.BEDROCK_MODEL_ID,
  };
}

/** Settings of the embedded default (npm start): port and data directory may be overridden. */
export function loadLocalSettings(env: Env = process.env): {
  port: number;
  dataDir: string;
  logLevel: Config["logLevel"];
} {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return { port, dataDir: env.DATA_DIR ?? ".data", logLevel: parseLogLevel(env.LOG_LEVEL) };
}

function parseLogLevel(value: string | undefined): Config["logLevel"] {
  const levels = ["debug", "info", "warn", "error", "silent"] as const;
  return (levels as readonly string[]).includes(value ?? "") ? (value as Config["logLevel"]) : "info";
}
