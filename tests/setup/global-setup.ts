import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startDynamoLocal } from "../../functions/src/local/dynamodb-local.js";
import { LOCAL_BUCKETS } from "../../functions/src/local/embedded.js";
import { checkJava } from "../../functions/src/local/java.js";
import { freePort } from "../../functions/src/local/ports.js";
import { startS3Local } from "../../functions/src/local/s3-local.js";

declare module "vitest" {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}

/** Starts DynamoDB Local (in memory) and s3rver (temp dir) once per test run; each test file makes its own table. */
export default async function setup(project: TestProject) {
  const java = checkJava();
  if (!java.ok) throw new Error(java.message);
  const s3Dir = mkdtempSync(join(tmpdir(), "elevhalsa-s3-"));
  const [dynamo, s3] = await Promise.all([
    freePort().then((port) => startDynamoLocal({ port })),
    freePort().then((port) =>
      startS3Local({ port, directory: s3Dir, buckets: Object.values(LOCAL_BUCKETS) }),
    ),
  ]);
  project.provide("dynamoEndpoint", dynamo.endpoint);
  project.provide("s3Endpoint", s3.endpoint);
  return async () => {
    await s3.stop();
    await dynamo.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  };
}
