import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { authRouter } from "../../functions/src/auth/auth.router.js";
import { loadCloudConfig } from "../../functions/src/config.js";
import { createApp } from "../../functions/src/core/app.js";
import { coreEntities } from "../../functions/src/core/identity.js";
import { createLogger } from "../../functions/src/core/logger.js";
import { createDeps } from "../../functions/src/deps.js";
import { DEMO_PASSWORD, DEMO_PLAN, seed, type SeedResult } from "../../functions/src/local/demo-data.js";
import { allEntities } from "../../functions/src/local/all-entities.js";
import { ensureTable, LOCAL_CREDENTIALS } from "../../functions/src/local/dynamodb-local.js";
import { BENCH_REGION } from "./lambda-cold-start.js";
import { monthGrid } from "../../shared/src/calendar/calendar-grid.js";
import { stockholmDateOf } from "../../shared/src/dates.js";

/** This month's grid in Stockholm, as the calendar asks for it. */
const monthQuery = () => {
  const grid = monthGrid(stockholmDateOf(new Date()).slice(0, 7));
  return { from: grid.from, to: grid.to };
};

/** The first request a domain's function serves after a cold start: what its first screen asks for. */
export interface FirstRequest {
  /** API Gateway's route key, e.g. GET /api/classes/school/{schoolId}. */
  routeKey: string;
  path: string;
  query?: Record<string, string>;
  /** Signed in as this demo user; anonymous when absent. */
  as?: string;
  body?: unknown;
  /** The status a working function answers; any other fails the bench. */
  status: number;
}

/**
 * One ordinary first request per domain, each by a demo user the access matrix allows (tests/access-matrix), so
 * the function runs its real path: token, session read, the domain's query, the audit write. A domain missing
 * here fails the bench.
 */
/** The demo data as seeded, and the first school's code (the external page opens with it). */
type BenchSeed = SeedResult & { ekCode: string };

const FIRST_REQUESTS: Record<string, (seeded: BenchSeed) => FirstRequest> = {
  health: () => ({ routeKey: "GET /api/health", path: "/api/health", status: 200 }),
  auth: () => ({ routeKey: "GET /api/auth/me", path: "/api/auth/me", as: "teacher@demo.test", status: 200 }),
  users: (s) => ({
    routeKey: "GET /api/user",
    path: "/api/user",
    query: { schoolId: s.schoolIds.ek! },
    as: "head@demo.test",
    status: 200,
  }),
  organizations: (s) => ({
    routeKey: "GET /api/organizations/{id}",
    path: `/api/organizations/${s.organizationIds.demo}`,
    as: "owner@demo.test",
    status: 200,
  }),
  schools: () => ({
    routeKey: "GET /api/schools",
    path: "/api/schools",
    as: "teacher@demo.test",
    status: 200,
  }),
  classes: (s) => ({
    routeKey: "GET /api/classes/school/{schoolId}",
    path: `/api/classes/school/${s.schoolIds.ek}`,
    as: "teacher@demo.test",
    status: 200,
  }),
  students: (s) => ({
    routeKey: "GET /api/student/school/{schoolId}",
    path: `/api/student/school/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  teams: (s) => ({
    routeKey: "GET /api/team/school/{schoolId}",
    path: `/api/team/school/${s.schoolIds.ek}`,
    as: "teacher@demo.test",
    status: 200,
  }),
  audit: (s) => ({
    routeKey: "GET /api/audit/school/{schoolId}",
    path: `/api/audit/school/${s.schoolIds.ek}`,
    as: "head@demo.test",
    status: 200,
  }),
  reports: () => ({
    routeKey: "POST /api/bug-reports",
    path: "/api/bug-reports",
    as: "teacher@demo.test",
    body: { description: "Knappen gör inget", page: "/school" },
    status: 202,
  }),
  tickets: (s) => ({
    routeKey: "GET /api/tickets/school/{schoolId}",
    path: `/api/tickets/school/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  notifications: (s) => ({
    routeKey: "GET /api/notifications",
    path: "/api/notifications",
    query: { schoolId: s.schoolIds.ek! },
    as: "teacher@demo.test",
    status: 200,
  }),
  mappings: (s) => ({
    routeKey: "GET /api/mappings/{schoolId}",
    path: `/api/mappings/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  actionprograms: (s) => ({
    routeKey: "GET /api/action-program/{schoolId}",
    path: `/api/action-program/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  adaptations: (s) => ({
    routeKey: "GET /api/adaptions/{schoolId}",
    path: `/api/adaptions/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  fwarnings: (s) => ({
    routeKey: "GET /api/f-and-f-warnings/{schoolId}",
    path: `/api/f-and-f-warnings/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  investigations: (s) => ({
    routeKey: "GET /api/investigations/school/{schoolId}",
    path: `/api/investigations/school/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  whistles: (s) => ({
    routeKey: "GET /api/whistle",
    path: "/api/whistle",
    query: { schoolId: s.schoolIds.ek! },
    as: "head@demo.test",
    status: 200,
  }),
  violations: (s) => ({
    routeKey: "GET /api/violations/{schoolId}",
    path: `/api/violations/${s.schoolIds.ek}`,
    as: "counselor@demo.test",
    status: 200,
  }),
  // The external page's first call: the school behind the code on the QR page, without an account.
  external: (s) => ({
    routeKey: "GET /api/external/school/{code}",
    path: `/api/external/school/${s.ekCode}`,
    status: 200,
  }),
  // The sidebar's button asks for this month's grid (the modal opens on the same answer).
  calendar: (s) => ({
    routeKey: "GET /api/calendar/{schoolId}",
    path: `/api/calendar/${s.schoolIds.ek}`,
    query: monthQuery(),
    as: "head@demo.test",
    status: 200,
  }),
};

export interface ColdStartData {
  firstRequestOf(domain: string): FirstRequest;
  /** Bearer tokens of the demo users the first requests sign in as (signed with `signingKey`). */
  tokens: Map<string, string>;
  /** The key of one seeded item (a user), for the floor's GetItem. */
  floorKey: Record<string, AttributeValue>;
  /** The same user's id, for the stack floor's read through ElectroDB. */
  floorUserId: string;
}

/**
 * Creates the table in DynamoDB Local, seeds the demo organization and signs in the users the first requests
 * need, with the same signing key the functions will read from the stubbed Secrets Manager.
 */
export async function prepareColdStartData(options: {
  dynamoEndpoint: string;
  tableName: string;
  signingKey: string;
}): Promise<ColdStartData> {
  await ensureTable(options.dynamoEndpoint, options.tableName);
  const config = {
    ...loadCloudConfig({
      AWS_REGION: BENCH_REGION,
      TABLE_NAME: options.tableName,
      PUBLIC_BASE_URL: "https://elevhalsa.example.se",
      SIGNING_KEY_SECRET_ARN: "unused: the key is given below",
    }),
    mode: "embedded" as const,
    dynamoEndpoint: options.dynamoEndpoint,
    // Seeding hashes the demo password once; a low cost keeps sign-in quick (the functions never hash here).
    scryptLogN: 10,
  };
  const deps = createDeps(config, {
    signingKey: new TextEncoder().encode(options.signingKey),
    logger: createLogger("silent"),
    dynamoClientConfig: { endpoint: options.dynamoEndpoint, credentials: LOCAL_CREDENTIALS },
  });
  const seeded = await seed(deps, DEMO_PLAN);
  const { data: ek } = await allEntities(deps.db).school.get({ id: seeded.schoolIds.ek! }).go();
  if (!ek) throw new Error("The demo school ek was not seeded");
  const requests = new Map(
    Object.entries(FIRST_REQUESTS).map(
      ([domain, build]) => [domain, build({ ...seeded, ekCode: ek.code })] as const,
    ),
  );

  const auth = createApp(deps, [authRouter]);
  const tokens = new Map<string, string>();
  for (const email of new Set([...requests.values()].flatMap((request) => request.as ?? []))) {
    const res = await auth.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`Signing in ${email}: ${res.status} ${await res.text()}`);
    tokens.set(email, ((await res.json()) as { token: string }).token);
  }

  const { Key } = coreEntities(deps.db).user.get({ id: seeded.userIds["teacher@demo.test"]! }).params<{
    Key: Record<string, string>;
  }>();
  const floorKey = Object.fromEntries(Object.entries(Key).map(([name, value]) => [name, { S: value }]));
  deps.db.client.destroy();

  return {
    firstRequestOf(domain) {
      const request = requests.get(domain);
      if (!request) throw new Error(`No first request for the ${domain} domain: add one to FIRST_REQUESTS`);
      return request;
    },
    tokens,
    floorKey,
    floorUserId: seeded.userIds["teacher@demo.test"]!,
  };
}
