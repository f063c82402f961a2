import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";
import { DOMAINS } from "../../functions/src/domains.js";
import { startDynamoLocal } from "../../functions/src/local/dynamodb-local.js";
import { checkJava } from "../../functions/src/local/java.js";
import { freePort } from "../../functions/src/local/ports.js";
import { lambdaEntryOf, lambdaEsbuildOptions, REPO_ROOT } from "../../infra/lib/bundling.js";
import { DEFAULT_PROFILE } from "../../infra/lib/domain-profiles.js";
import { startAwsStub } from "./aws-stub.js";
import { localInputsOf } from "./metafile.js";
import { prepareColdStartData } from "./cold-start-data.js";
import {
  apiGatewayEvent,
  coldStart,
  lambdaDefinitions,
  lambdaRuntimeEnvironment,
  type ColdStartRun,
} from "./lambda-cold-start.js";

// The bundling test (tests/infra/bundle.test.ts) checks the deployed bundles with it.
export { localInputsOf };

/** quality.md: Lambda bundle per domain and its cold import; Pattern v2: cold start within 1.5x of the floor. */
export const BUNDLE_BUDGET = { minifiedBytes: 500 * 1024, coldImportMs: 100, coldStartRatio: 1.5 } as const;

export interface ColdStartFigures {
  /** Size of the minified index.mjs (the source map is only read when an error is printed). */
  minifiedBytes: number;
  /** Medians over the runs, each a fresh process. */
  importMsMedian: number;
  firstRequestMsMedian: number;
  /** Import plus first request: the cold start a caller waits for, beyond Node's own start-up. */
  coldStartMsMedian: number;
  /** The same in CPU time (user + system): steadier than wall-clock time on a shared, busy machine. */
  coldStartCpuMsMedian: number;
}

export interface DomainColdStart extends ColdStartFigures {
  domain: string;
  memoryMb: number;
  firstRequest: string;
  sizeRatio: number;
  coldStartRatio: number;
  cpuRatio: number;
  /** CPU against the stack floor: what the project's own code adds to the libraries the architecture names. */
  cpuRatioToStack: number;
  /** DynamoDB calls, secrets read and mails sent while serving the first request. */
  calls: { dynamodb: number; secrets: number; mails: number };
  /** Inputs the bundle holds from functions/src/local/ (must be none). */
  localInputs: string[];
  /** The largest packages in the bundle (esbuild metafile), and the project's own code, in bytes. */
  composition: { name: string; bytes: number }[];
}

export interface LambdaBundlesReport {
  runs: number;
  floor: ColdStartFigures & { what: string };
  /** The libraries the architecture names (Hono, zod, ElectroDB on the document client), one GetItem through them. */
  stack: ColdStartFigures & { what: string; cpuRatio: number };
  domains: DomainColdStart[];
}

/** Bundles an entry exactly as the CDK stack bundles a domain (infra/lib/bundling.ts). */
async function bundle(entry: string, file: string, plugins: Plugin[] = []) {
  const result = await build({
    ...lambdaEsbuildOptions(),
    entryPoints: [entry],
    outfile: file,
    absWorkingDir: REPO_ROOT,
    metafile: true,
    logLevel: "silent",
    plugins,
  });
  const output = result.metafile.outputs[relative(REPO_ROOT, file).replaceAll("\\", "/")];
  if (!output) throw new Error(`esbuild did not report the output ${file}`);
  return { file, metafile: result.metafile, bytes: output.bytes };
}

/** Bytes of the bundle per npm package (scoped packages by scope/name), and the project's own code as "app". */
function compositionOf(metafile: Metafile, file: string): { name: string; bytes: number }[] {
  const output = metafile.outputs[relative(REPO_ROOT, file).replaceAll("\\", "/")];
  const totals = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
    const name = match ? match[1]! : "app";
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** NODE_OPTIONS as the stack sets it on the functions (the same on every one), or nothing. */
function nodeOptionsOf(
  definitions: Map<string, { environment: Record<string, string> }>,
): Record<string, string> {
  const options = new Set([...definitions.values()].map((definition) => definition.environment.NODE_OPTIONS));
  if (options.size !== 1)
    throw new Error("The functions do not share one NODE_OPTIONS: give the floor which?");
  const [value] = options;
  return value === undefined ? {} : { NODE_OPTIONS: value };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

function figures(bytes: number, runs: ColdStartRun[]): ColdStartFigures {
  return {
    minifiedBytes: bytes,
    importMsMedian: round1(median(runs.map((run) => run.importMs))),
    firstRequestMsMedian: round1(median(runs.map((run) => run.firstRequestMs))),
    coldStartMsMedian: round1(median(runs.map((run) => run.importMs + run.firstRequestMs))),
    coldStartCpuMsMedian: round1(median(runs.map((run) => run.importCpuMs + run.firstRequestCpuMs))),
  };
}

/**
 * Per domain: the bundle as deployed, its first request after a cold start (fresh process: import, build the
 * dependencies, read the secrets, serve one request through the Lambda handler), the same with pino swapped out,
 * and beside them the floor (only @aws-sdk/client-dynamodb and one GetItem). AWS is a loopback stub (aws-stub.ts)
 * over data recorded once from DynamoDB Local. Runs are interleaved round by round, so a noisy moment on a shared
 * machine falls on every function alike rather than on one.
 */
export async function benchLambdaBundles(
  runs = 20,
  options: { domains?: readonly string[]; cpuProfileDir?: string } = {},
): Promise<LambdaBundlesReport> {
  const selected = DOMAINS.filter(({ name }) => !options.domains || options.domains.includes(name));
  const java = checkJava();
  if (!java.ok) throw new Error(java.message);
  const outdir = mkdtempSync(join(tmpdir(), "lambda-bundles-"));
  const dynamo = await startDynamoLocal({ port: await freePort() });
  const secrets = {
    signingKey: randomBytes(48).toString("base64url"),
    origin: randomBytes(36).toString("base64url"),
    signingKeyArn: "arn:aws:secretsmanager:eu-north-1:123456789012:secret:SigningKey-Bench01",
    originArn: "arn:aws:secretsmanager:eu-north-1:123456789012:secret:OriginVerify-Bench01",
  };
  const stub = await startAwsStub({
    dynamoLocal: dynamo.endpoint,
    secrets: { [secrets.signingKeyArn]: secrets.signingKey, [secrets.originArn]: secrets.origin },
  });
  try {
    const tableName = "elevhalsa-bench";
    const data = await prepareColdStartData({
      dynamoEndpoint: dynamo.endpoint,
      tableName,
      signingKey: secrets.signingKey,
    });
    const definitions = lambdaDefinitions({
      TABLE_NAME: tableName,
      SIGNING_KEY_SECRET_ARN: secrets.signingKeyArn,
      ORIGIN_SECRET_ARN: secrets.originArn,
      PUBLIC_BASE_URL: "https://elevhalsa.example.se",
    });

    interface Subject {
      name: string;
      file: string;
      bytes: number;
      environment: Record<string, string>;
      event: ReturnType<typeof apiGatewayEvent>;
      recording: string;
      status: number;
      runs: ColdStartRun[];
      calls?: { dynamodb: number; secrets: number; mails: number };
    }
    const subjects: Subject[] = [];
    const floorBundle = await bundle(
      resolve(REPO_ROOT, "tests/bench/floor-lambda.ts"),
      join(outdir, "floor", "index.mjs"),
    );
    subjects.push({
      name: "floor",
      file: floorBundle.file,
      bytes: floorBundle.bytes,
      environment: {
        ...lambdaRuntimeEnvironment("elevhalsa-floor", DEFAULT_PROFILE.memoryMb, stub.endpoint),
        // Node's options as the stack gives the domains' functions, so the floor starts like them.
        ...nodeOptionsOf(definitions),
        TABLE_NAME: tableName,
      },
      event: apiGatewayEvent({
        method: "POST",
        path: "/floor",
        routeKey: "POST /floor",
        body: { key: data.floorKey },
        originSecret: secrets.origin,
      }),
      recording: "floor",
      status: 200,
      runs: [],
    });

    // The stack floor: the same request shape as the floor, through Hono, zod and ElectroDB, no secrets.
    const stackBundle = await bundle(
      resolve(REPO_ROOT, "tests/bench/stack-floor-lambda.ts"),
      join(outdir, "stack", "index.mjs"),
    );
    subjects.push({
      ...subjects[0]!,
      name: "stack",
      file: stackBundle.file,
      bytes: stackBundle.bytes,
      event: apiGatewayEvent({
        method: "POST",
        path: "/floor",
        routeKey: "POST /floor",
        body: { id: data.floorUserId },
        originSecret: secrets.origin,
      }),
      recording: "stack",
      runs: [],
    });

    const perDomain = new Map<string, { metafile: Metafile; file: string }>();
    for (const { name } of selected) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`The stack defines no function for the ${name} domain`);
      const request = data.firstRequestOf(name);
      const token = request.as ? data.tokens.get(request.as) : undefined;
      const event = apiGatewayEvent({
        method: request.routeKey.split(" ")[0]!,
        path: request.path,
        ...(request.query ? { query: request.query } : {}),
        routeKey: request.routeKey,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
        ...(request.body !== undefined ? { body: request.body } : {}),
        originSecret: secrets.origin,
      });
      const environment = {
        ...lambdaRuntimeEnvironment(`elevhalsa-${name}`, definition.memoryMb, stub.endpoint),
        ...definition.environment,
      };
      const deployed = await bundle(lambdaEntryOf(name), join(outdir, name, "index.mjs"));
      const common = { environment, event, recording: name, status: request.status };
      subjects.push({ name, file: deployed.file, bytes: deployed.bytes, ...common, runs: [] });
      perDomain.set(name, { metafile: deployed.metafile, file: deployed.file });
    }

    const runOnce = async (subject: Subject, mode: "record" | "replay", cpuProfileDir?: string) => {
      if (mode === "record") stub.record(subject.recording);
      else stub.replay(subject.recording);
      const run = await coldStart(subject.file, subject.environment, subject.event, {
        ...(cpuProfileDir ? { cpuProfileDir, cpuProfileName: subject.name } : {}),
      });
      const counts = stub.counts();
      if (run.status !== subject.status)
        throw new Error(`${subject.name} answered ${run.status}, not ${subject.status}: ${run.body ?? ""}`);
      if (counts.unexpected.length > 0)
        throw new Error(`${subject.name} made calls the stub cannot answer: ${counts.unexpected.join(", ")}`);
      subject.calls = { dynamodb: counts.dynamodb, secrets: counts.secrets, mails: counts.mails };
      return run;
    };
    // Once each through DynamoDB Local (recording its answers), then one untimed replay: both warm the file cache.
    const recorded = new Set<string>();
    for (const subject of subjects) {
      if (!recorded.has(subject.recording)) await runOnce(subject, "record");
      recorded.add(subject.recording);
      await runOnce(subject, "replay");
    }
    for (let round = 0; round < runs; round++)
      for (const subject of subjects) subject.runs.push(await runOnce(subject, "replay"));
    // One more, untimed run each with V8's CPU profiler, when asked (BENCH_CPU_PROF=<dir>).
    if (options.cpuProfileDir)
      for (const subject of subjects) {
        await runOnce(subject, "replay", resolve(options.cpuProfileDir));
        // The bundle and its source map beside the profile, so `tests/bench/profile-summary.ts` can name sources.
        for (const suffix of ["", ".map"])
          copyFileSync(
            subject.file + suffix,
            join(resolve(options.cpuProfileDir), `${subject.name}.mjs${suffix}`),
          );
      }

    const floor = figures(subjects[0]!.bytes, subjects[0]!.runs);
    const stack = figures(subjects[1]!.bytes, subjects[1]!.runs);
    const domains = selected.map(({ name }): DomainColdStart => {
      const subject = subjects.find((candidate) => candidate.name === name)!;
      const { metafile, file } = perDomain.get(name)!;
      const deployed = figures(subject.bytes, subject.runs);
      return {
        domain: name,
        memoryMb: definitions.get(name)!.memoryMb,
        firstRequest: data.firstRequestOf(name).routeKey,
        ...deployed,
        sizeRatio: round2(deployed.minifiedBytes / floor.minifiedBytes),
        coldStartRatio: round2(deployed.coldStartMsMedian / floor.coldStartMsMedian),
        cpuRatio: round2(deployed.coldStartCpuMsMedian / floor.coldStartCpuMsMedian),
        cpuRatioToStack: round2(deployed.coldStartCpuMsMedian / stack.coldStartCpuMsMedian),
        calls: subject.calls!,
        localInputs: localInputsOf(metafile),
        composition: compositionOf(metafile, file),
      };
    });
    return {
      runs,
      floor: { what: "@aws-sdk/client-dynamodb alone, one GetItem", ...floor },
      stack: {
        what: "Hono, zod and ElectroDB on the document client, one GetItem through them",
        ...stack,
        cpuRatio: round2(stack.coldStartCpuMsMedian / floor.coldStartCpuMsMedian),
      },
      domains,
    };
  } finally {
    await stub.stop();
    await dynamo.stop();
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** Which domains to measure: BENCH_DOMAINS, a comma list (default all); the floor is always measured. */
export function coldStartDomains(): string[] | undefined {
  const raw = process.env.BENCH_DOMAINS?.trim();
  if (!raw) return undefined;
  const names = raw
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !DOMAINS.some((domain) => domain.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_DOMAINS: unknown ${unknown.join(", ")}`);
  return names;
}

/** Where to write one CPU profile per function's cold start: BENCH_CPU_PROF (default: none). */
export function coldStartOptions(): { domains?: string[]; cpuProfileDir?: string } {
  const domains = coldStartDomains();
  const cpuProfileDir = process.env.BENCH_CPU_PROF?.trim();
  return { ...(domains ? { domains } : {}), ...(cpuProfileDir ? { cpuProfileDir } : {}) };
}

/** How many fresh processes per function: BENCH_COLD_STARTS (default 20). */
export function coldStartRuns(): number {
  const runs = Number(process.env.BENCH_COLD_STARTS ?? 20);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_COLD_STARTS must be a whole number >= 1, got ${process.env.BENCH_COLD_STARTS}`);
  return runs;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { printLambdaBundles } = await import("./lambda-bundles-print.js");
  printLambdaBundles(await benchLambdaBundles(coldStartRuns(), coldStartOptions()));
}
