import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import { authRouter } from "../../functions/src/auth/auth.router.js";
import { loadCloudConfig } from "../../functions/src/config.js";
import { createApp } from "../../functions/src/core/app.js";
import { domainHooksLoader, type ColdStartRequest } from "../../functions/src/core/domain-hooks.js";
import { coreEntities } from "../../functions/src/core/identity.js";
import { createLogger } from "../../functions/src/core/logger.js";
import { createDeps } from "../../functions/src/deps.js";
import { DOMAIN_HOOKS } from "../../functions/src/domain-hooks.js";
import { DEMO_PASSWORD, DEMO_PLAN, seed } from "../../functions/src/local/demo-data.js";
import { allEntities } from "../../functions/src/local/all-entities.js";
import { ensureTable, LOCAL_CREDENTIALS } from "../../functions/src/local/dynamodb-local.js";
import { BENCH_REGION } from "./lambda-cold-start.js";

/**
 * The first request a domain's function serves after a cold start: each domain's `coldStartRequest` hook
 * (core/domain-hooks.ts), one ordinary request per domain by a demo user the access matrix allows
 * (tests/access-matrix). A domain without one fails the bench (and functions/src/domain-hooks.test.ts).
 */
export type FirstRequest = ColdStartRequest;

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
    (await domainHooksLoader(DOMAIN_HOOKS)()).flatMap(({ domain, hooks }) =>
      hooks.coldStartRequest
        ? [[domain, hooks.coldStartRequest({ ...seeded, ekCode: ek.code })] as const]
        : [],
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
      if (!request)
        throw new Error(`No first request for the ${domain} domain: give its hooks a coldStartRequest`);
      return request;
    },
    tokens,
    floorKey,
    floorUserId: seeded.userIds["teacher@demo.test"]!,
  };
}
