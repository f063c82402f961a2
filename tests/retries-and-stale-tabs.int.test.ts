/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import {
  app,
  baseOf,
  recordDbCalls,
  tokenOf,
  useDomainApp,
  type DomainTests,
  type FuzzRoute,
} from "./helpers/domain-tests/index.js";
import { splitRoute, type RouteKey } from "./helpers/domain-tests/routes.js";
import { fieldsOf } from "./helpers/domain-tests/zod-arbitrary.js";
import { storedChanges } from "./helpers/domain-tests/stored-changes.js";

/**
 * The product's promise for writes (architecture.md, docs/api.md): a double click, a retry or a
 * stale tab never duplicates or loses anything. Checked on every write route of every domain, from the request
 * each route is fuzzed with (its access declaration: an actor the policy lets through, a fresh target):
 *
 * - a retry with the same Idempotency-Key gets the first answer again (same status, same body, marked
 *   Idempotent-Replayed), and stores nothing and sends no mail a second time;
 * - a PATCH that carries a `version`, sent again from a stale tab (the same body, another key) once the first
 *   has changed the document, answers 409 and stores nothing, unless the first changed nothing;
 * - a state set again from a stale tab (archived, flagged as junk, joined as mentor) answers as before and stores
 *   nothing;
 * - a DELETE sent again from a stale tab never answers 5xx and stores nothing.
 */
const declarations = Object.values(
  import.meta.glob<Record<string, unknown>>("../functions/src/*/*.access.ts", { eager: true }),
).flatMap((module) =>
  Object.values(module).filter(
    (value): value is DomainTests =>
      typeof value === "object" && value !== null && "domain" in value && "rows" in value,
  ),
);

/**
 * PATCH bodies that may leave `version` out (their spec body has none; docs/api.md), and where the
 * web reads the version it sends with them.
 */
const VERSION_READ_AT: Record<string, (path: string) => string> = {
  "PATCH /api/user": () => "/api/auth/me",
  "PATCH /api/schools/:id": (path) => path,
};

/**
 * State changes that take no version because they set a state (archived, flagged, a member, a mentor): sent again
 * from a stale tab they must change nothing, or the document's version moves under every other open tab.
 */
const SET_STATE = new Set<string>([
  "PATCH /api/classes/archive/:id",
  "POST /api/classes/:id/teacher",
  "POST /api/classes/:id/mentor",
  "PATCH /api/student/:id/mentor",
  "POST /api/whistle/spam/:id",
  "POST /api/violations/spam/:id",
]);

/**
 * Writes made without a session: the signed-in record does not apply. The external page's writes and accessibility
 * feedback seal their own keys (their tests: external-report.int.test.ts, whistle-safeguards.int.test.ts and
 * reports.int.test.ts); signing in and the password routes are not keyed.
 */
const PUBLIC_WRITES = new Set<string>([
  "POST /api/auth/login",
  "POST /api/auth/forgot-password",
  "POST /api/auth/reset-password",
  "POST /api/accessibility-feedback",
]);

useDomainApp();

interface Sent {
  status: number;
  body: string;
  replayed: string | null;
  stored: string[];
  mails: number;
}

async function send(
  method: string,
  path: string,
  body: unknown,
  token: string | undefined,
  key: string | undefined,
): Promise<Sent> {
  const mailsBefore = app().outbox.sent.length;
  const { result: res, calls } = await recordDbCalls(() =>
    app().request(method, path, {
      token,
      ...(body !== undefined ? { body } : {}),
      headers: key ? { "idempotency-key": key } : {},
    }),
  );
  return {
    status: res.status,
    body: await res.text(),
    replayed: res.headers.get("idempotent-replayed"),
    stored: storedChanges(calls).filter((item) => !item.startsWith("IDEMPOTENCY#")),
    mails: app().outbox.sent.length - mailsBefore,
  };
}

async function baseRequest(key: RouteKey, route: FuzzRoute, tests: DomainTests) {
  const base = baseOf(key, route, tests.rows);
  const call = await base.call();
  const token = call.token ?? (await tokenOf(route.actor, base.freshSession));
  return { call, token, status: base.status };
}

const takesVersion = (schema: z.ZodType | undefined) =>
  schema !== undefined && Object.hasOwn(fieldsOf(schema), "version");
/** The body carries the version last read. */
const carriesVersion = (body: unknown) =>
  typeof body === "object" && body !== null && Object.hasOwn(body, "version");

for (const tests of declarations) {
  const writes = (Object.entries(tests.fuzz) as [RouteKey, FuzzRoute][]).filter(
    ([key, route]) => splitRoute(key).method !== "GET" && !PUBLIC_WRITES.has(key) && route.actor !== "anon",
  );
  if (writes.length === 0) continue;

  describe(`${tests.domain}: retries and stale tabs`, () => {
    for (const [key, route] of writes) {
      const { method } = splitRoute(key);
      {
        it(`${key}: a retry with the same Idempotency-Key gets the first answer and does nothing again`, async () => {
          const { call, token, status } = await baseRequest(key, route, tests);
          const idempotencyKey = `retry-${crypto.randomUUID()}`;
          const first = await send(method, call.path, call.body, token, idempotencyKey);
          expect(first.status, `${key}: ${first.body}`).toBe(status);
          const again = await send(method, call.path, call.body, token, idempotencyKey);
          expect(again.status, key).toBe(first.status);
          expect(again.body, key).toBe(first.body);
          expect(again.replayed, key).toBe("true");
          expect(again.stored, key).toEqual([]);
          expect(again.mails, `${key}: mails sent again`).toBe(0);
        });
      }

      if (method === "PATCH" && takesVersion(route.body)) {
        it(`${key}: the same change from a stale tab answers 409 and stores nothing`, async () => {
          const { call, token, status } = await baseRequest(key, route, tests);
          if (!carriesVersion(call.body)) {
            // As the web sends it: with the version it read.
            const readAt = VERSION_READ_AT[key];
            expect(readAt, `${key}: its base request sends no version`).toBeDefined();
            const read = await app().request("GET", readAt!(call.path), { token });
            const { version } = (await read.json()) as { version: number };
            call.body = { ...(call.body as object), version };
          }
          const first = await send(method, call.path, call.body, token, `first-${crypto.randomUUID()}`);
          expect(first.status, `${key}: ${first.body}`).toBe(status);
          const stale = await send(method, call.path, call.body, token, `stale-${crypto.randomUUID()}`);
          if (first.stored.length === 0) {
            // The first changed nothing (its version stands): the second may agree, as long as it stores nothing.
            expect(stale.status, key).toBeLessThan(500);
          } else {
            expect(stale.status, `${key}: ${stale.body}`).toBe(409);
          }
          expect(stale.stored, `${key} from a stale tab stored`).toEqual([]);
        });
      }

      if (SET_STATE.has(key)) {
        it(`${key}: the same state set again from a stale tab answers as before and stores nothing`, async () => {
          const { call, token, status } = await baseRequest(key, route, tests);
          const first = await send(method, call.path, call.body, token, `first-${crypto.randomUUID()}`);
          expect(first.status, `${key}: ${first.body}`).toBe(status);
          const stale = await send(method, call.path, call.body, token, `stale-${crypto.randomUUID()}`);
          expect(stale.status, `${key}: ${stale.body}`).toBe(first.status);
          expect(stale.stored, `${key} again stored`).toEqual([]);
        });
      }

      if (method === "DELETE") {
        it(`${key}: deleting again from a stale tab never fails and stores nothing`, async () => {
          const { call, token, status } = await baseRequest(key, route, tests);
          const first = await send(method, call.path, call.body, token, `first-${crypto.randomUUID()}`);
          expect(first.status, `${key}: ${first.body}`).toBe(status);
          const stale = await send(method, call.path, call.body, token, `stale-${crypto.randomUUID()}`);
          expect(stale.status, `${key}: ${stale.body}`).toBeLessThan(500);
          expect(stale.stored, `${key} again stored`).toEqual([]);
        });
      }
    }
  });
}
