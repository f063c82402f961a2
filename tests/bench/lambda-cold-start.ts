import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { App, type CfnElement } from "aws-cdk-lib";
import type { LambdaEvent } from "hono/aws-lambda";
import { ORIGIN_VERIFY_HEADER } from "../../functions/src/core/origin-guard.js";
import { LOCAL_CREDENTIALS } from "../../functions/src/local/dynamodb-local.js";
import { buildProductApp } from "../../infra/lib/product-app.js";
import { cdkContext, fakeWebDist } from "../infra/synth.js";

/** One fresh process: import of the bundle, then the first request through its handler. */
export interface ColdStartRun {
  importMs: number;
  /** From the end of the import to the handler's answer: config, secrets, clients, app, the request itself. */
  firstRequestMs: number;
  /** CPU time (user + system, all of the process's threads) of the import and of the first request. */
  importCpuMs: number;
  firstRequestCpuMs: number;
  status: number;
  body: string | undefined;
}

export const BENCH_REGION = "eu-north-1";

/** A domain's function as the stack defines it: its environment and memory size. */
export interface LambdaDefinition {
  environment: Record<string, string>;
  memoryMb: number;
}

/**
 * The environment the CDK stack gives each domain's function, read from a synthesized template (stage prod,
 * bundling skipped), so the bench cannot drift from the stack. Values that are CloudFormation references (the
 * table's name, the secrets' ARNs, the site's address) are replaced by `standIns`, by variable name; a new
 * reference the bench has no stand-in for fails here rather than running with a missing variable.
 */
export function lambdaDefinitions(standIns: Record<string, string>): Map<string, LambdaDefinition> {
  const webDistDir = fakeWebDist();
  const outdir = mkdtempSync(join(tmpdir(), "cdk-out-bench-"));
  try {
    const app = new App({
      outdir,
      context: cdkContext({ stage: "prod", "aws:cdk:bundling-stacks": [] }),
    });
    const product = buildProductApp(app, { webDistDir });
    const template = app.synth().getStackArtifact(product.main.artifactId).template as {
      Resources: Record<string, { Properties: { Environment: { Variables: object }; MemorySize: number } }>;
    };
    const definitions = new Map<string, LambdaDefinition>();
    for (const [domain, { function: fn }] of product.main.functions) {
      const logicalId = product.main.getLogicalId(fn.node.defaultChild as CfnElement);
      const { Environment, MemorySize } = template.Resources[logicalId]!.Properties;
      const environment: Record<string, string> = {};
      for (const [name, value] of Object.entries(Environment.Variables)) {
        if (typeof value === "string") environment[name] = value;
        else if (standIns[name] !== undefined) environment[name] = standIns[name];
        else throw new Error(`${domain}: the bench has no stand-in for ${name} = ${JSON.stringify(value)}`);
      }
      definitions.set(domain, { environment, memoryMb: MemorySize });
    }
    return definitions;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(webDistDir, { recursive: true, force: true });
  }
}

/**
 * What the Lambda runtime adds to a function's own environment, with every AWS endpoint pointed at the bench's
 * stub (the SDK reads AWS_ENDPOINT_URL_<SERVICE>, so the composition root runs unchanged). The keys are the ones
 * DynamoDB Local files the seeded table under.
 */
export function lambdaRuntimeEnvironment(
  name: string,
  memoryMb: number,
  stub: string,
): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    LANG: "en_US.UTF-8",
    TZ: ":UTC",
    AWS_REGION: BENCH_REGION,
    AWS_DEFAULT_REGION: BENCH_REGION,
    AWS_EXECUTION_ENV: "AWS_Lambda_nodejs24.x",
    AWS_LAMBDA_FUNCTION_NAME: name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(memoryMb),
    AWS_LAMBDA_FUNCTION_VERSION: "$LATEST",
    AWS_LAMBDA_INITIALIZATION_TYPE: "on-demand",
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: stub,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: stub,
    AWS_ENDPOINT_URL_SESV2: stub,
  };
}

/** A request as API Gateway (HTTP API, payload 2.0) hands it to the function, having come through CloudFront. */
export function apiGatewayEvent(request: {
  method: string;
  path: string;
  query?: Record<string, string>;
  routeKey: string;
  headers?: Record<string, string>;
  body?: unknown;
  originSecret: string;
}): LambdaEvent {
  const query = new URLSearchParams(request.query ?? {});
  const body = request.body === undefined ? null : JSON.stringify(request.body);
  const host = "abc123.execute-api.eu-north-1.amazonaws.com";
  return {
    version: "2.0",
    routeKey: request.routeKey,
    rawPath: request.path,
    rawQueryString: query.toString(),
    ...(request.query ? { queryStringParameters: request.query } : {}),
    headers: {
      accept: "application/json",
      "accept-language": "sv",
      host,
      "x-forwarded-for": "203.0.113.7, 130.176.0.1",
      [ORIGIN_VERIFY_HEADER]: request.originSecret,
      ...(body === null
        ? {}
        : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }),
      ...request.headers,
    },
    body,
    isBase64Encoded: false,
    requestContext: {
      accountId: "123456789012",
      apiId: "abc123",
      authentication: null,
      authorizer: {},
      domainName: host,
      domainPrefix: "abc123",
      http: {
        method: request.method,
        path: request.path,
        protocol: "HTTP/1.1",
        sourceIp: "130.176.0.1",
        userAgent: "Amazon CloudFront",
      },
      requestId: "bench-request",
      routeKey: request.routeKey,
      stage: "$default",
      time: "21/Nov/2026:12:00:00 +0000",
      timeEpoch: 1_795_000_000_000,
    },
  };
}

/**
 * Runs in the fresh process: the Lambda runtime's order (import the module, then invoke the handler once), timed
 * inside the process so Node's own start-up, the same for every function, is left out. Beside the wall-clock times it
 * reports the CPU time spent, which a busy shared machine disturbs far less. The figures go to fd 3;
 * stdout takes the function's log lines as it would in Lambda.
 */
const CHILD = `
import { writeSync } from "node:fs";
const event = JSON.parse(process.env.BENCH_EVENT);
const name = process.env.AWS_LAMBDA_FUNCTION_NAME;
const context = {
  callbackWaitsForEmptyEventLoop: true, functionName: name, functionVersion: "$LATEST",
  invokedFunctionArn: "arn:aws:lambda:eu-north-1:123456789012:function:" + name,
  memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE, awsRequestId: "bench-invocation",
  logGroupName: "/aws/lambda/" + name, logStreamName: "bench", getRemainingTimeInMillis: () => 10000,
};
const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
const startedCpu = cpu();
const started = performance.now();
const { handler } = await import(process.env.BENCH_BUNDLE);
const imported = performance.now();
const importedCpu = cpu();
const result = await handler(event, context);
const answered = performance.now();
const answeredCpu = cpu();
writeSync(3, JSON.stringify({
  importMs: imported - started,
  firstRequestMs: answered - imported,
  importCpuMs: importedCpu - startedCpu,
  firstRequestCpuMs: answeredCpu - importedCpu,
  status: result.statusCode,
  body: result.statusCode >= 400 ? result.body : undefined,
}));
process.exit(0);
`;

/**
 * One cold start of `file` in a fresh `node` process with exactly `environment` (nothing of the bench's own).
 * With `cpuProfileDir`, the process writes a V8 CPU profile there (open it in Chrome DevTools or speedscope).
 */
export function coldStart(
  file: string,
  environment: Record<string, string>,
  event: LambdaEvent,
  options: { cpuProfileDir?: string; cpuProfileName?: string } = {},
): Promise<ColdStartRun> {
  const profile = options.cpuProfileDir
    ? [
        "--cpu-prof",
        `--cpu-prof-dir=${options.cpuProfileDir}`,
        `--cpu-prof-name=${options.cpuProfileName ?? "cold-start"}.cpuprofile`,
        "--cpu-prof-interval=100",
      ]
    : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...profile, "--input-type=module", "-e", CHILD], {
      env: { ...environment, BENCH_EVENT: JSON.stringify(event), BENCH_BUNDLE: pathToFileURL(file).href },
      stdio: ["ignore", "pipe", "pipe", "pipe"],
    });
    let stderr = "";
    let figures = "";
    child.stdout!.resume();
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdio[3]!.on("data", (chunk: Buffer) => (figures += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0 || figures === "")
        return reject(new Error(`Cold start of ${file} failed (exit ${code}):\n${stderr}`));
      resolve(JSON.parse(figures) as ColdStartRun);
    });
  });
}
