import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { SESv2Client } from "@aws-sdk/client-sesv2";
import type { Hono } from "hono";
import { handle, type LambdaContext, type LambdaEvent } from "hono/aws-lambda";
import { loadCloudConfig, type Config } from "./config.js";
import { createApp, type AppEnv } from "./core/app.js";
import { createDeps } from "./deps.js";
import { createSesMailer } from "./mail/ses-mailer.js";

/** Reads the token-signing key from Secrets Manager (once per cold start). */
async function readSigningKey(config: Config): Promise<Uint8Array> {
  const client = new SecretsManagerClient({ region: config.region });
  const secret = await client.send(new GetSecretValueCommand({ SecretId: config.signingKeySecretArn }));
  if (!secret.SecretString) throw new Error("The signing key secret is empty");
  return new TextEncoder().encode(secret.SecretString);
}

/**
 * The cloud composition root: one Lambda function serves one domain's router. Clients are built on the first
 * invocation and reused while the instance lives.
 */
export function createLambdaHandler(router: Hono<AppEnv>) {
  let handler: Promise<ReturnType<typeof handle>> | undefined;
  const build = async () => {
    const config = loadCloudConfig();
    const deps = createDeps(config, {
      mailer: createSesMailer(new SESv2Client({ region: config.region }), config.mailFrom),
      signingKey: await readSigningKey(config),
    });
    return handle(createApp(deps, [router]));
  };
  return async (event: LambdaEvent, context?: LambdaContext) => {
    handler ??= build().catch((err: unknown) => {
      handler = undefined;
      throw err;
    });
    return (await handler)(event, context);
  };
}
