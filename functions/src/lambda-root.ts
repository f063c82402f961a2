import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type { S3Client } from "@aws-sdk/client-s3";
import type { Hono } from "hono";
import { handle, type LambdaContext, type LambdaEvent } from "hono/aws-lambda";
import { loadCloudConfig, type Config } from "./config.js";
import { createApp, type AppEnv } from "./core/app.js";
import type { DomainCapability, DomainManifest } from "./core/domain.js";
import type { DomainHooksList } from "./core/domain-hooks.js";
import type { Deps, DepsParts } from "./deps.js";
import type { Mailer } from "./mail/mailer.js";

/**
 * The cloud composition root without the choice of dependencies: cloud.ts gives it the full createDeps; an entry
 * whose router needs no table (health) gives it a smaller one, so the table's code stays off its start-up path.
 */

/** Reads a secret's string from Secrets Manager (once per cold start). */
async function readSecret(client: SecretsManagerClient, secretId: string, what: string): Promise<string> {
  const secret = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!secret.SecretString) throw new Error(`The ${what} secret is empty`);
  return secret.SecretString;
}

/** The token-signing key and, behind CloudFront, the origin secret; read in parallel on a cold start. */
async function readSecrets(config: Config): Promise<{ signingKey: Uint8Array; originSecret?: string }> {
  const client = new SecretsManagerClient({ region: config.region });
  const [signingKey, originSecret] = await Promise.all([
    readSecret(client, config.signingKeySecretArn!, "signing key"),
    config.originSecretArn ? readSecret(client, config.originSecretArn, "origin") : undefined,
  ]);
  return {
    signingKey: new TextEncoder().encode(signingKey),
    ...(originSecret ? { originSecret } : {}),
  };
}

/** Clients only some domains need; a domain's lambda.ts passes their factories, so the others never bundle them. */
export interface LambdaExtras {
  mailer?: (config: Config) => Mailer;
  s3?: (config: Config) => S3Client;
  /** Work an EventBridge schedule invokes the function for (an event with `source: "aws.events"`), not a request. */
  scheduled?: (deps: Deps) => Promise<unknown>;
  /**
   * Every domain's hooks (functions/src/domain-hooks.ts), for a function that runs them (the leaving cascade, the
   * calendar's sources); the others leave it out and so never bundle the domains behind it.
   */
  hooks?: DomainHooksList;
}

/** Is the invocation an EventBridge schedule's (not API Gateway's)? */
const isScheduledEvent = (event: unknown) =>
  typeof event === "object" && event !== null && (event as { source?: unknown }).source === "aws.events";

/** Which client each capability needs from the entry (files and lesson plans share the S3 client). */
const CLIENT_OF_CAPABILITY: Record<DomainCapability, keyof LambdaExtras | null> = {
  mail: "mailer",
  files: "s3",
  lessonPlans: "s3",
  ai: null,
};

/** The mailer, built on the first mail: most cold starts send none, so they skip building the SES client. */
function lazyMailer(make: () => Mailer): Mailer {
  let mailer: Mailer | undefined;
  return { send: (mail) => (mailer ??= make()).send(mail) };
}

export type MakeDeps = (config: Config, parts: DepsParts) => Deps;

/**
 * One Lambda function serves one domain's router. Clients are built on the first invocation and reused while the
 * instance lives. The manifest's capabilities (which the stack granted) and the clients the entry supplies must
 * agree, so a declared capability never meets a missing client at run time.
 */
export function createLambdaHandlerWith(
  domain: DomainManifest,
  makeDeps: MakeDeps,
  extras: LambdaExtras = {},
) {
  for (const capability of domain.capabilities) {
    const client = CLIENT_OF_CAPABILITY[capability];
    if (client && !extras[client]) {
      throw new Error(`Domain ${domain.name} declares ${capability} but its entry supplies no ${client}`);
    }
  }
  const router: Hono<AppEnv> = domain.router;
  let built: Promise<{ deps: Deps; handler: ReturnType<typeof handle> }> | undefined;
  const build = async () => {
    const config = loadCloudConfig();
    const { signingKey, originSecret } = await readSecrets(config);
    const deps = makeDeps(config, {
      ...(extras.mailer ? { mailer: lazyMailer(() => extras.mailer!(config)) } : {}),
      ...(extras.s3 ? { s3: extras.s3(config) } : {}),
      ...(extras.hooks ? { hooks: extras.hooks } : {}),
      signingKey,
    });
    return { deps, handler: handle(createApp(deps, [router], { originSecret })) };
  };
  return async (event: LambdaEvent, context?: LambdaContext) => {
    built ??= build().catch((err: unknown) => {
      built = undefined;
      throw err;
    });
    const { deps, handler } = await built;
    if (extras.scheduled && isScheduledEvent(event)) {
      await extras.scheduled(deps);
      return { statusCode: 204, body: "" };
    }
    return handler(event, context);
  };
}
