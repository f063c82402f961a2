import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { loadLocalSettings } from "../config.js";
import { DEMO_PASSWORD, DEMO_PLAN, seed } from "./demo-data.js";
import { ensureTable, startDynamoLocal } from "./dynamodb-local.js";
import { createEmbeddedDeps, LOCAL_BUCKETS, LOCAL_TABLE } from "./embedded.js";
import { checkJava } from "./java.js";
import { freePort } from "./ports.js";
import { startS3Local } from "./s3-local.js";
import { deliverDueWhistleNotices } from "../whistles/whistle-notice-batch.js";
import { createLocalServerApp } from "./server.js";

/**
 * `npm start`: DynamoDB Local and s3rver on disk under .data/, the outbox, and the API (plus the built web app)
 * on http://localhost:3000. Creates the table and buckets if missing and seeds the demo on first run.
 */
async function main() {
  const settings = loadLocalSettings();
  const java = checkJava();
  if (!java.ok) {
    console.error(java.message);
    process.exit(1);
  }
  const dataDir = resolve(settings.dataDir);
  const dynamo = await startDynamoLocal({ port: await freePort(), path: join(dataDir, "dynamodb") });
  cleanups.push(() => dynamo.stop());
  const s3 = await startS3Local({
    port: await freePort(),
    directory: join(dataDir, "s3"),
    buckets: Object.values(LOCAL_BUCKETS),
  });
  cleanups.push(() => s3.stop());
  const publicBaseUrl = `http://localhost:${settings.port}`;
  const { deps } = createEmbeddedDeps({
    dynamoEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    publicBaseUrl,
    dataDir,
    logLevel: settings.logLevel,
    announce: (line) => console.log(line),
  });
  if (await ensureTable(dynamo.endpoint, LOCAL_TABLE)) {
    console.log("First run: creating the demo organization ...");
    await seed(deps, DEMO_PLAN);
  }
  const app = createLocalServerApp(deps);
  const server = serve({ fetch: app.fetch, port: settings.port });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        err.code === "EADDRINUSE"
          ? new StartError(
              `Port ${settings.port} is already in use. Stop the other server or start with PORT=<another port>.`,
            )
          : err,
      ),
    );
  });

  // The cloud's hourly EventBridge schedule, locally: due whistle notices go out within a minute after the full hour.
  const batches = setInterval(() => {
    deliverDueWhistleNotices(deps).catch((err: unknown) => console.error("whistle notice batch failed", err));
  }, 60_000);
  batches.unref();

  console.log(`\nElevhälsa is running on ${publicBaseUrl} (API: ${publicBaseUrl}/api)`);
  console.log(`Data: ${dataDir}   Outbox: ${join(dataDir, "outbox")}`);
  console.log(`Demo logins (password for all: ${DEMO_PASSWORD}):`);
  for (const user of DEMO_PLAN.users) console.log(`  ${user.email.padEnd(24)} ${user.roles.join(", ")}`);
  console.log("Stop with Ctrl-C.\n");

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping ...");
    await new Promise<void>((done) => server.close(() => done()));
    await s3.stop();
    await dynamo.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

/** Emulators started so far, stopped again if start-up fails half-way (no orphaned JVM). */
const cleanups: (() => Promise<void>)[] = [];

/** A start-up failure with a message for the user (no stack trace). */
class StartError extends Error {}

main().catch(async (err: unknown) => {
  console.error(err instanceof StartError ? err.message : err);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(1);
});
