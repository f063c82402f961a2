import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import type { Hono } from "hono";
import { handle, type LambdaContext, type LambdaEvent } from "hono/aws-lambda";
import { loadCloudConfig, type Config } from "./config.js";
import { createApp, type AppEnv } from "./core/app.js";
import { createDeps } from "./deps.js";
import type { Mailer } from "./mail/mailer.js";
import type { S3Client } from "@aws-sdk/client-s3";

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
}

/**
 * The cloud composition root: one Lambda function serves one domain's router. Clients are built on the first
 * invocation and reused while the instance lives.
 */
export function createLambdaHandler(router: Hono<AppEnv>, extras: LambdaExtras = {}) {
  let handler: Promise<ReturnType<typeof handle>> | undefined;
  const build = async () => {
    const config = loadCloudConfig();
    const { signingKey, originSecret } = await readSecrets(config);
    const deps = createDeps(config, {
      ...(extras.mailer ? { mailer: extras.mailer(config) } : {}),
      ...(extras.s3 ? { s3: extras.s3(config) } : {}),
      signingKey,
    });
    return handle(createApp(deps, [router], { originSecret }));
  };
  return async (event: LambdaEvent, context?: LambdaContext) => {
    handler ??= build().catch((err: unknown) => {
      handler = undefined;
      throw err;
    });
    return (await handler)(event, context);
  };
}
