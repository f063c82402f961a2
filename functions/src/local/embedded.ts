import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { Config } from "../config.js";
import type { Clock } from "../core/clock.js";
import type { Logger } from "../core/logger.js";
import { createDeps, type Deps } from "../deps.js";
import { DOMAIN_HOOKS } from "../domain-hooks.js";
import { LOCAL_CREDENTIALS, LOCAL_REGION } from "./dynamodb-local.js";
import { OutboxMailer } from "./outbox-mailer.js";
import { createS3Client } from "../core/s3-client.js";
import { S3RVER_CREDENTIALS } from "./s3-local.js";

export const LOCAL_TABLE = "elevhalsa";
export const LOCAL_BUCKETS = { files: "elevhalsa-files", lessonPlans: "elevhalsa-lesson-plans" };

export interface EmbeddedOptions {
  dynamoEndpoint: string;
  s3Endpoint: string;
  tableName?: string;
  publicBaseUrl: string;
  /** Where the outbox and the signing key live; undefined keeps both in memory (tests). */
  dataDir?: string;
  logLevel?: Config["logLevel"];
  scryptLogN?: number;
  clock?: Clock;
  logger?: Logger;
  announce?: (line: string) => void;
}

/** The signing key of the embedded default: kept under .data/ so sessions survive a restart. */
function localSigningKey(dataDir: string | undefined): Uint8Array {
  if (!dataDir) return randomBytes(32);
  const file = join(dataDir, "signing-key");
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64"), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, "utf8"), "base64");
}

/**
 * The composition root of the embedded default: local emulator endpoints, the outbox mailer and every domain's
 * hooks (one process serves every domain).
 */
export function createEmbeddedDeps(options: EmbeddedOptions): { deps: Deps; outbox: OutboxMailer } {
  const config: Config = {
    mode: "embedded",
    region: LOCAL_REGION,
    tableName: options.tableName ?? LOCAL_TABLE,
    filesBucket: LOCAL_BUCKETS.files,
    lessonPlanBucket: LOCAL_BUCKETS.lessonPlans,
    dynamoEndpoint: options.dynamoEndpoint,
    s3Endpoint: options.s3Endpoint,
    publicBaseUrl: options.publicBaseUrl,
    mailFrom: "no-reply@elevhalsa.local",
    supportMailTo: "support@elevhalsa.local",
    signingKey: undefined,
    signingKeySecretArn: undefined,
    originSecretArn: undefined,
    scryptLogN: options.scryptLogN ?? 17,
    logLevel: options.logLevel ?? "info",
    bedrockModelId: undefined,
  };
  const outbox = new OutboxMailer(
    options.dataDir ? join(options.dataDir, "outbox") : undefined,
    options.announce,
  );
  const deps = createDeps(config, {
    mailer: outbox,
    signingKey: localSigningKey(options.dataDir),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    dynamoClientConfig: { endpoint: options.dynamoEndpoint, credentials: LOCAL_CREDENTIALS },
    s3: createS3Client(config, S3RVER_CREDENTIALS),
    hooks: DOMAIN_HOOKS,
  });
  return { deps, outbox };
}
