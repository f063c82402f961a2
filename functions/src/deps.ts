import { createHmac } from "node:crypto";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Config } from "./config.js";
import { createAuditPort, type AuditPort } from "./core/audit.js";
import { systemClock, type Clock } from "./core/clock.js";
import { randomIds, type Ids } from "./core/ids.js";
import {
  domainHooksLoader,
  noDomainHooks,
  type DomainHooksList,
  type LoadDomainHooks,
} from "./core/domain-hooks.js";
import { coreEntities } from "./core/identity.js";
import { createLogger, type Logger } from "./core/logger.js";
import { createPasswordHasher, type PasswordHasher } from "./core/passwords.js";
import { createRateLimiter, type RateLimiter } from "./core/rate-limit.js";
import { createSessionTokens, type SessionTokens } from "./core/session-tokens.js";
import { createCursorSeal, type CursorSeal } from "./core/cursor-seal.js";
import { createDb, createDocumentClient, type Db } from "./db/db.js";
import type { Mailer } from "./mail/mailer.js";
import { unavailable } from "./core/unavailable.js";

/** Everything a router needs, built once per process (or Lambda cold start) by the composition root. */
export interface Deps {
  config: Config;
  db: Db;
  /** Student files and lesson-plan output (buckets named in config). */
  s3: S3Client;
  clock: Clock;
  ids: Ids;
  logger: Logger;
  mailer: Mailer;
  audit: AuditPort;
  rateLimiter: RateLimiter;
  passwords: PasswordHasher;
  sessionTokens: SessionTokens;
  /**
   * A keyed one-way name for something that must not be stored in clear (an anonymous caller's address in a rate
   * limit's bucket): HMAC-SHA256 with the signing key, so a table dump cannot test a guessed address against it.
   */
  pseudonym(text: string): string;
  /** Seals the page cursors lists hand out (AES-256-GCM under a key derived from the signing key). */
  cursors: CursorSeal;
  /**
   * Every domain's hooks (core/domain-hooks.ts), loaded on first use: the leaving cascade and the calendar run them
   * by list. Only an entry that runs them supplies the list (the rest fail loudly if they reach for it).
   */
  hooks: LoadDomainHooks;
}

export interface DepsParts {
  /** Only for domains that send mail. */
  mailer?: Mailer;
  signingKey: Uint8Array;
  clock?: Clock;
  ids?: Ids;
  logger?: Logger;
  /** Extra SDK middleware hooks (the benchmark counts DynamoDB calls with one). */
  dynamoClientConfig?: { endpoint?: string; credentials?: { accessKeyId: string; secretAccessKey: string } };
  /** Only for domains that use the buckets (keeps the S3 SDK out of the other Lambda bundles). */
  s3?: S3Client;
  /** Only for domains that run other domains' hooks (functions/src/domain-hooks.ts: DOMAIN_HOOKS). */
  hooks?: DomainHooksList;
}

/** The composition root shared by both modes: the callers choose the mailer and where the signing key comes from. */
export function createDeps(config: Config, parts: DepsParts): Deps {
  const clock = parts.clock ?? systemClock;
  const ids = parts.ids ?? randomIds;
  const client = createDocumentClient({
    region: config.region,
    ...(config.dynamoEndpoint ? { endpoint: config.dynamoEndpoint } : {}),
    ...parts.dynamoClientConfig,
  });
  const db = createDb({ table: config.tableName, client });
  return {
    config,
    db,
    s3: parts.s3 ?? unavailable<S3Client>("S3"),
    clock,
    ids,
    logger: parts.logger ?? createLogger(config.logLevel),
    mailer: parts.mailer ?? unavailable<Mailer>("mail"),
    audit: createAuditPort(() => coreEntities(db).auditEvent, clock, ids),
    rateLimiter: createRateLimiter(() => coreEntities(db).rateCounter, clock),
    passwords: createPasswordHasher(config.scryptLogN),
    sessionTokens: createSessionTokens(parts.signingKey),
    pseudonym: (text) => createHmac("sha256", parts.signingKey).update(text).digest("base64url"),
    cursors: createCursorSeal(parts.signingKey),
    hooks: parts.hooks ? domainHooksLoader(parts.hooks) : noDomainHooks,
  };
}
