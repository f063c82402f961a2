import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type autocannon from "autocannon";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import type { Deps } from "../../functions/src/deps.js";
import { createLogger } from "../../functions/src/core/logger.js";
import { benchmarkPlan, DEMO_PASSWORD, seed } from "../../functions/src/local/demo-data.js";
import { ensureTable, startDynamoLocal } from "../../functions/src/local/dynamodb-local.js";
import { createEmbeddedDeps, LOCAL_BUCKETS, LOCAL_TABLE } from "../../functions/src/local/embedded.js";
import { freePort } from "../../functions/src/local/ports.js";
import { startS3Local } from "../../functions/src/local/s3-local.js";
import { createLocalServerApp } from "../../functions/src/local/server.js";

export interface LoadResult {
  name: string;
  connections: number;
  requests: number;
  errors: number;
  non2xx: number;
  p50: number;
  p99: number;
  /** The same DynamoDB calls made directly with the SDK, same concurrency: the emulator's own latency. */
  directP50: number;
  directP99: number;
  /** API p50 / direct p50: the overhead of our code (target <= 1.3). */
  overheadRatio: number;
  dynamoCallsPerRequest: Record<string, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Counts every DynamoDB command the app sends, by command name. */
function countCalls(deps: Deps) {
  const counts = new Map<string, number>();
  deps.db.client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? "unknown";
      counts.set(name, (counts.get(name) ?? 0) + 1);
      return next(args);
    },
    { step: "initialize", name: "benchCallCounter" },
  );
  return counts;
}

/** Runs `work` from `connections` concurrent loops for `durationMs`; answers the latency distribution. */
async function directLoop(connections: number, durationMs: number, work: () => Promise<unknown>) {
  const latencies: number[] = [];
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        await work();
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

/** autocannon in its own Node process, so the load generator does not share the server's event loop. */
function cannon(url: string, connections: number, duration: number, headers: Record<string, string>) {
  const args = [
    autocannonCli,
    "--json",
    "-c",
    String(connections),
    "-d",
    String(duration),
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}=${value}`]),
    url,
  ];
  return new Promise<autocannon.Result>((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout) as autocannon.Result),
    );
  });
}
const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/**
 * The API benchmark: the local server on the benchmark data set (5 schools x 600 pupils), autocannon at 10 and
 * 50 concurrent clients against GET /auth/me and GET /student/school/{schoolId}, the same DynamoDB calls made
 * directly for comparison, and DynamoDB calls per request counted with an SDK middleware.
 */
export async function benchApi(
  options: { durationSeconds?: number } = {},
): Promise<{ results: LoadResult[]; seedMs: number; rssMb: { before: number; after: number } }> {
  const duration = options.durationSeconds ?? 10;
  const s3Dir = mkdtempSync(join(tmpdir(), "elevhalsa-bench-s3-"));
  const dynamo = await startDynamoLocal({ port: await freePort() });
  const s3 = await startS3Local({
    port: await freePort(),
    directory: s3Dir,
    buckets: Object.values(LOCAL_BUCKETS),
  });
  const port = await freePort();
  try {
    await ensureTable(dynamo.endpoint, LOCAL_TABLE);
    const { deps } = createEmbeddedDeps({
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      publicBaseUrl: `http://127.0.0.1:${port}`,
      logger: createLogger("silent"),
    });
    const seedStart = performance.now();
    const seeded = await seed(deps, benchmarkPlan());
    const seedMs = Math.round(performance.now() - seedStart);
    const counts = countCalls(deps);
    const server = serve({
      fetch: createLocalServerApp(deps, "/nonexistent").fetch,
      port,
      hostname: "127.0.0.1",
    });
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "counselor@demo.test", password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const schoolId = seeded.schoolIds.bench1!;
    const userId = seeded.userIds["counselor@demo.test"]!;
    const { db } = deps;
    const session = (await db.session.query.byUser({ userId }).go()).data[0]!;
    const me = (await db.user.get({ id: userId }).go()).data!;

    const targets = [
      {
        name: "GET /api/auth/me",
        path: "/auth/me",
        direct: async () => {
          await db.service.transaction
            .get(({ user, session: sessions }) => [
              user.get({ id: userId }).commit(),
              sessions.get({ userId, sessionId: session.sessionId }).commit(),
            ])
            .go();
          await db.service.transaction
            .get(({ organization, school }) => [
              organization.get({ id: me.organizationId }).commit(),
              ...me.schoolIds.map((id) => school.get({ id }).commit()),
            ])
            .go();
        },
      },
      {
        name: "GET /api/student/school/{schoolId}",
        path: `/student/school/${schoolId}`,
        direct: async () => {
          await db.service.transaction
            .get(({ user, session: sessions }) => [
              user.get({ id: userId }).commit(),
              sessions.get({ userId, sessionId: session.sessionId }).commit(),
            ])
            .go();
          await db.student.query.bySchool({ schoolId }).go({ limit: 50 });
          await deps.audit.record({
            actor: {
              userId,
              organizationId: me.organizationId,
              role: "COUNSELOR",
              roles: ["COUNSELOR"],
              schoolIds: me.schoolIds,
            },
            requestId: "bench",
            action: "LIST",
            entity: "student",
            schoolId,
            outcome: "SUCCESS",
          });
        },
      },
    ];

    const rssBefore = process.memoryUsage().rss;
    const results: LoadResult[] = [];
    for (const target of targets) {
      counts.clear();
      for (let i = 0; i < 20; i++) await fetch(`${base}${target.path}`, { headers });
      const perRequest = Object.fromEntries([...counts].map(([name, count]) => [name, count / 20]));
      for (const connections of [10, 50]) {
        const api = await cannon(`${base}${target.path}`, connections, duration, headers);
        const direct = await directLoop(connections, duration * 1000, target.direct);
        results.push({
          name: target.name,
          connections,
          requests: api.requests.total,
          errors: api.errors,
          non2xx: api.non2xx,
          p50: api.latency.p50,
          p99: api.latency.p99,
          directP50: Math.round(direct.p50 * 10) / 10,
          directP99: Math.round(direct.p99 * 10) / 10,
          overheadRatio: Math.round((api.latency.p50 / Math.max(direct.p50, 0.1)) * 100) / 100,
          dynamoCallsPerRequest: perRequest,
        });
      }
    }
    const rssAfter = process.memoryUsage().rss;
    await new Promise<void>((done) => server.close(() => done()));
    return {
      results,
      seedMs,
      rssMb: { before: Math.round(rssBefore / 2 ** 20), after: Math.round(rssAfter / 2 ** 20) },
    };
  } finally {
    await s3.stop();
    await dynamo.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}
