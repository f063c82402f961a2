import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { inject } from "vitest";
import { ManualClock } from "../../functions/src/core/clock.js";
import { createLogger } from "../../functions/src/core/logger.js";
import {
  DEMO_PASSWORD,
  DEMO_PLAN,
  seed,
  type DemoPlan,
  type SeedResult,
} from "../../functions/src/local/demo-data.js";
import { allEntities } from "../../functions/src/local/all-entities.js";
import { ensureTable } from "../../functions/src/local/dynamodb-local.js";
import { createEmbeddedDeps } from "../../functions/src/local/embedded.js";
import { createLocalServerApp } from "../../functions/src/local/server.js";

export interface TestRequest {
  token?: string | undefined;
  role?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A fresh, seeded API for one test file: its own table in the shared DynamoDB Local, a manual clock, the outbox
 * in memory and every log line captured (for the no-secrets-in-logs test).
 */
export async function createTestApp(options: { plan?: DemoPlan } = {}) {
  const tableName = `t-${randomUUID()}`;
  const dynamoEndpoint = inject("dynamoEndpoint");
  await ensureTable(dynamoEndpoint, tableName);
  const logLines: string[] = [];
  const logSink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const clock = new ManualClock(new Date());
  const { deps, outbox } = createEmbeddedDeps({
    dynamoEndpoint,
    s3Endpoint: inject("s3Endpoint"),
    tableName,
    publicBaseUrl: "http://localhost:3000",
    scryptLogN: 10,
    clock,
    logger: createLogger("info", logSink),
  });
  const seeded: SeedResult = await seed(deps, options.plan ?? DEMO_PLAN);
  const app = createLocalServerApp(deps, "/nonexistent-web-dist");

  async function request(method: string, path: string, init: TestRequest = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.role) headers["x-active-role"] = init.role;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      headers["content-type"] ??= "application/json";
    }
    return app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  }

  const tokens = new Map<string, string>();
  /** Signs in a demo user (cached per email) and answers the bearer token. */
  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const res = await request("POST", "/api/auth/login", { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    const { token } = (await res.json()) as { token: string };
    tokens.set(email, token);
    return token;
  }

  /** Every entity of the table, for arranging and inspecting stored items directly. */
  const db = allEntities(deps.db);
  return { app, deps, db, outbox, clock, seeded, request, login, logLines, tableName };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
