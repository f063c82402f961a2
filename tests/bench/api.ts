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
import { notificationTitle } from "../../shared/src/notifications/notification.schema.js";
import { timeOrderedId } from "../../functions/src/notifications/notifications.repo.js";
import { ensureTable, startDynamoLocal } from "../../functions/src/local/dynamodb-local.js";
import { createEmbeddedDeps, LOCAL_BUCKETS, LOCAL_TABLE } from "../../functions/src/local/embedded.js";
import { freePort } from "../../functions/src/local/ports.js";
import { startS3Local } from "../../functions/src/local/s3-local.js";
import { createLocalServerApp } from "../../functions/src/local/server.js";
import { createGetTransaction } from "electrodb";
import { allEntities } from "../../functions/src/local/all-entities.js";
import { seedActionPrograms } from "./action-programs-data.js";
import { addMonths, monthGrid } from "../../shared/src/calendar/calendar-grid.js";
import { stockholmDateOf } from "../../shared/src/dates.js";
import { throughDay } from "../../functions/src/db/day-keys.js";

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

/** Notifications for one person: `perSchool` at each of the given schools, a minute apart. */
async function seedNotifications(deps: Deps, userId: string, schoolIds: string[], perSchool: number) {
  const now = deps.clock.now().getTime();
  const items = schoolIds.flatMap((schoolId, school) =>
    Array.from({ length: perSchool }, (_, index) => {
      const at = new Date(now - (school * perSchool + index) * 60_000);
      return {
        userId,
        id: timeOrderedId(at),
        schoolId,
        category: "TICKET" as const,
        kind: "TICKET_MESSAGE" as const,
        title: notificationTitle("sv", "TICKET_MESSAGE"),
        description: "",
        link: "/student-work/tickets",
        itemId: "",
        createdAt: at.toISOString(),
        ttl: Math.floor(now / 1000) + 90 * 24 * 3600,
      };
    }),
  );
  await allEntities(deps.db).notification.put(items).go({ concurrency: 4 });
}

/**
 * The API benchmark: the local server on the benchmark data set (5 schools x 600 pupils, `ticketsPerPupil`
 * tickets for each pupil, 200 notifications for the signed-in counselor at each of two schools), autocannon at 10
 * and 50 concurrent clients against GET /auth/me, GET /student/school/{schoolId}, the first page of
 * GET /tickets/school/{schoolId} (as student-health staff, and as a teacher, whose rows need the mentor looked up)
 * GET /notifications?schoolId=, GET /violations/{schoolId} and GET /whistle?schoolId=, the same DynamoDB calls made directly for comparison, and DynamoDB calls per
 * request counted with an SDK middleware.
 */
export async function benchApi(
  options: { durationSeconds?: number; ticketsPerPupil?: number } = {},
): Promise<{
  results: LoadResult[];
  seedMs: number;
  tickets: number;
  rssMb: { before: number; after: number };
}> {
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
    const seeded = await seed(deps, benchmarkPlan(options.ticketsPerPupil ?? 20));
    await seedNotifications(
      deps,
      seeded.userIds["counselor@demo.test"]!,
      [seeded.schoolIds.bench1!, seeded.schoolIds.bench2!],
      200,
    );
    await seedActionPrograms(deps, {
      schoolId: seeded.schoolIds.bench1!,
      organizationId: seeded.organizationIds.demo!,
      studentIds: seeded.studentIds.bench1!,
      createdById: seeded.userIds["counselor@demo.test"]!,
      deciderId: seeded.userIds["counselor@demo.test"]!,
      every: 2,
    });
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
    const teacherLogin = await fetch(`${base}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "teacher@demo.test", password: DEMO_PASSWORD }),
    });
    const teacherHeaders = {
      authorization: `Bearer ${((await teacherLogin.json()) as { token: string }).token}`,
    };
    const schoolId = seeded.schoolIds.bench1!;
    const calendarMonth = monthGrid(stockholmDateOf(new Date()).slice(0, 7));
    /** Two months on: its grid starts after today whatever today is. */
    const laterMonth = monthGrid(addMonths(stockholmDateOf(new Date()).slice(0, 7), 2));
    const userId = seeded.userIds["counselor@demo.test"]!;
    const db = allEntities(deps.db);
    const session = (await db.session.query.byUser({ userId }).go()).data[0]!;
    const me = (await db.user.get({ id: userId }).go()).data!;
    const teacherId = seeded.userIds["teacher@demo.test"]!;
    const teacherSession = (await db.session.query.byUser({ userId: teacherId }).go()).data[0]!;
    const teacher = (await db.user.get({ id: teacherId }).go()).data!;
    const readSession = (id: string, sessionId: string) =>
      createGetTransaction(db, ({ user, session: sessions }) => [
        user.get({ id }).commit(),
        sessions.get({ userId: id, sessionId }).commit(),
      ]).go();
    const auditList = (actor: { userId: string; role: "COUNSELOR" | "TEACHER" }, entity: string) =>
      deps.audit.record({
        actor: {
          userId: actor.userId,
          organizationId: me.organizationId,
          role: actor.role,
          roles: [actor.role],
          schoolIds: me.schoolIds,
        },
        requestId: "bench",
        action: "LIST",
        entity,
        schoolId,
        outcome: "SUCCESS",
      });

    const targets: {
      name: string;
      path: string;
      headers?: Record<string, string>;
      direct: () => Promise<unknown>;
    }[] = [
      {
        name: "GET /api/auth/me",
        path: "/auth/me",
        direct: async () => {
          await createGetTransaction(db, ({ user, session: sessions }) => [
            user.get({ id: userId }).commit(),
            sessions.get({ userId, sessionId: session.sessionId }).commit(),
          ]).go();
          await createGetTransaction(db, ({ organization, school }) => [
            organization.get({ id: me.organizationId }).commit(),
            ...me.schoolIds.map((id) => school.get({ id }).commit()),
          ]).go();
        },
      },
      {
        name: "GET /api/student/school/{schoolId}",
        path: `/student/school/${schoolId}`,
        direct: async () => {
          await createGetTransaction(db, ({ user, session: sessions }) => [
            user.get({ id: userId }).commit(),
            sessions.get({ userId, sessionId: session.sessionId }).commit(),
          ]).go();
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
      {
        name: "GET /api/tickets/school/{schoolId}",
        path: `/tickets/school/${schoolId}`,
        direct: async () => {
          await readSession(userId, session.sessionId);
          await db.ticket.query.bySchool({ schoolId }).go({ limit: 50, order: "desc" });
          await auditList({ userId, role: "COUNSELOR" }, "ticket");
        },
      },
      {
        // A teacher's rows need the pupils (and their classes) read to judge mentorship: two batched reads.
        name: "GET /api/tickets/school/{schoolId} (teacher)",
        path: `/tickets/school/${schoolId}`,
        headers: teacherHeaders,
        direct: async () => {
          await readSession(teacherId, teacherSession.sessionId);
          const { data } = await db.ticket.query.bySchool({ schoolId }).go({ limit: 50, order: "desc" });
          const students = await db.student
            .get([...new Set(data.map((item) => item.studentId))].map((id) => ({ id })))
            .go();
          const classIds = [...new Set(students.data.map((item) => item.classId).filter(Boolean))];
          if (classIds.length > 0) await db.class.get(classIds.map((id) => ({ id }))).go();
          await auditList({ userId: teacher.id, role: "TEACHER" }, "ticket");
        },
      },
      {
        name: "GET /api/notifications?schoolId=",
        path: `/notifications?schoolId=${schoolId}`,
        direct: async () => {
          await readSession(userId, session.sessionId);
          await db.notification.query.bySchool({ userId, schoolId }).go({ limit: 50, order: "desc" });
        },
      },
      {
        // The list's first page as the web asks for it (ongoing, 25 rows): one filtered query and the audit write.
        name: "GET /api/action-program/{schoolId}",
        path: `/action-program/${schoolId}?status=ongoing&limit=25`,
        direct: async () => {
          await readSession(userId, session.sessionId);
          await db.actionProgram.query
            .bySchool({ schoolId })
            .where((attr, op) => op.ne(attr.status, "archived"))
            .go({ limit: 25 });
          await auditList({ userId, role: "COUNSELOR" }, "actionProgram");
        },
      },
      {
        name: "GET /api/violations/{schoolId}",
        path: `/violations/${schoolId}?limit=50`,
        direct: async () => {
          await readSession(userId, session.sessionId);
          await db.violation.query.bySchool({ schoolId, list: "CURRENT" }).go({ limit: 50, order: "desc" });
          await auditList({ userId, role: "COUNSELOR" }, "violation");
        },
      },
      {
        // The school is read for its organization (the recipient check needs it), then one list page.
        name: "GET /api/whistle?schoolId=",
        path: `/whistle?schoolId=${schoolId}`,
        direct: async () => {
          await readSession(userId, session.sessionId);
          await db.school.get({ id: schoolId }).go();
          await db.whistle.query.bySchool({ schoolId, listState: "CURRENT" }).go({ limit: 50 });
          await auditList({ userId, role: "COUNSELOR" }, "whistle");
        },
      },
      {
        // This month's grid: the school (hidden parts), then the mappings of the range (the sparse deadline index),
        // and, since the month reaches today, the school's whole lists for follow-up discipline (open programs,
        // every follow-up and evaluation; the range's programs are taken from the first) and an audit write per list.
        name: "GET /api/calendar/{schoolId} (a month)",
        path: `/calendar/${schoolId}?from=${calendarMonth.from}&to=${calendarMonth.to}`,
        direct: async () => {
          await readSession(userId, session.sessionId);
          await db.school.get({ id: schoolId }).go();
          await Promise.all([
            db.mapping.query
              .byDeadline({ schoolId })
              .between({ deadline: calendarMonth.from }, { deadline: throughDay(calendarMonth.to) })
              .go({ pages: "all" }),
            db.actionProgram.query
              .bySchool({ schoolId })
              .where((attr, op) => op.ne(attr.status, "archived"))
              .go({ pages: "all" }),
            db.actionProgramFollowUp.query.bySchool({ schoolId }).go({ pages: "all" }),
            db.actionProgramEvaluation.query.bySchool({ schoolId }).go({ pages: "all" }),
          ]);
          await Promise.all(
            ["mapping", "actionProgram", "actionProgramFollowUp", "actionProgramEvaluation"].map((entity) =>
              auditList({ userId, role: "COUNSELOR" }, entity),
            ),
          );
        },
      },
      {
        // A month wholly after today: nothing can be due, so only the date indexes are read, each for the range
        // (mappings by deadline, open programs by follow-up date), and an audit write per list.
        name: "GET /api/calendar/{schoolId} (a later month)",
        path: `/calendar/${schoolId}?from=${laterMonth.from}&to=${laterMonth.to}`,
        direct: async () => {
          await readSession(userId, session.sessionId);
          await db.school.get({ id: schoolId }).go();
          await Promise.all([
            db.mapping.query
              .byDeadline({ schoolId })
              .between({ deadline: laterMonth.from }, { deadline: throughDay(laterMonth.to) })
              .go({ pages: "all" }),
            db.actionProgram.query
              .byFollowUpDate({ schoolId })
              .between({ followUpDate: laterMonth.from }, { followUpDate: throughDay(laterMonth.to) })
              .go({ pages: "all" }),
          ]);
          await Promise.all(
            ["mapping", "actionProgram"].map((entity) => auditList({ userId, role: "COUNSELOR" }, entity)),
          );
        },
      },
    ];

    const rssBefore = process.memoryUsage().rss;
    const results: LoadResult[] = [];
    for (const target of targets) {
      counts.clear();
      const targetHeaders = target.headers ?? headers;
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${base}${target.path}`, { headers: targetHeaders });
        if (res.status !== 200) throw new Error(`${target.name}: ${res.status} ${await res.text()}`);
      }
      const perRequest = Object.fromEntries([...counts].map(([name, count]) => [name, count / 20]));
      for (const connections of [10, 50]) {
        const api = await cannon(`${base}${target.path}`, connections, duration, targetHeaders);
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
      tickets: seeded.ticketCount,
      rssMb: { before: Math.round(rssBefore / 2 ** 20), after: Math.round(rssAfter / 2 ** 20) },
    };
  } finally {
    await s3.stop();
    await dynamo.stop();
    rmSync(s3Dir, { recursive: true, force: true });
  }
}
