import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { ErrorBodySchema } from "#shared/errors";
import type { ActorKey } from "./actors.js";
import {
  app,
  ek,
  ekClass,
  ekStudent,
  ekTeam,
  recordDbCalls,
  tokenOf,
  useDomainApp,
  userIdOf,
  userOf,
} from "./app.js";
import { expand, rowName, type Call, type MatrixRow } from "./access-matrix.js";
import { routesOf, splitRoute, type RouteKey } from "./routes.js";
import { buildAttempt, idsIn, planOf, UNMUTATED, type Plan } from "./fuzz-requests.js";
import { storedChanges } from "./stored-changes.js";

/**
 * How one route is fuzzed. The base request is a matrix row's (a real target, a valid body); each run starts from
 * it and changes fields, ids or query values, or breaks the request as a whole (fuzz-requests.ts).
 */
export interface FuzzRoute {
  /** Who calls: an actor the policy lets through, so the runs reach validation and the handler. */
  actor: ActorKey;
  /** The label of the route's row to start from (default: its first row that lets the actor through). */
  row?: string;
  /** Or a base request of its own (with `token` when the caller is not one of the ten actors). */
  call?: () => Promise<Call & { token?: string }>;
  /** What the unmutated base request answers when `call` is given. */
  status?: number;
  /** The route's body schema (shared/), if it takes one. */
  body?: z.ZodType;
  /** The route's query schema, if it takes one. */
  query?: z.ZodType;
  /** The path parameters' schema (default: every parameter is an id). */
  params?: z.ZodType;
  /** Before each run (e.g. clearing a rate counter the runs would otherwise exhaust). */
  before?: () => Promise<void>;
  /** At least 100. */
  runs?: number;
}
export type FuzzRoutes = Partial<Record<RouteKey, FuzzRoute>>;

const DEFAULT_RUNS = 100;

/** Ids every domain's runs may borrow: the seeded school, pupil, class, team and staff. */
const commonIds = () => [ek(), ekStudent(), ekClass(), ekTeam(), userOf("T"), userOf("C"), userOf("H")];

/**
 * Fuzzes each of a domain's routes (quality.md): at least 100 runs a route, as an actor who passes the policy,
 * starting from a real request (the route's matrix row). A quarter of the runs stay valid with other valid values
 * here and there; the rest change fields, ids or query values to wrong-typed, missing, huge, unicode or extra ones,
 * or break the request as a whole (not JSON, another content type, oversized, no body, garbage); the first runs are
 * the request unchanged and each whole-request breakage. One run in six is made by another actor. Every run: no 5xx;
 * every error in the one error shape; a refused request stores nothing (rate counters and audit events aside);
 * 413 for an oversized body, 415 for another content type, and 400 whenever the route's schemas refuse the input.
 * The unmutated base request answers what the matrix expects.
 */
export function fuzzDomain(
  domain: string,
  routes: FuzzRoutes,
  rows: readonly MatrixRow[],
  options: { ids?: () => Promise<string[]> } = {},
): void {
  useDomainApp();
  let pool: string[] | undefined;
  describe(`${domain}: fuzz`, () => {
    it("fuzzes every route of the domain", () => {
      expect(Object.keys(routes).sort()).toEqual(routesOf(domain).sort());
    });

    for (const [key, route] of Object.entries(routes) as [RouteKey, FuzzRoute][]) {
      const { method, template } = splitRoute(key);
      const runs = Math.max(route.runs ?? DEFAULT_RUNS, DEFAULT_RUNS);
      it(`${key}: ${runs} runs as ${route.actor}`, async () => {
        pool ??= [...commonIds(), ...((await options.ids?.()) ?? [])];
        const base = baseOf(key, route, rows);
        const paramNames = template
          .split("/")
          .filter((part) => part.startsWith(":"))
          .map((part) => part.slice(1));
        // A refused run stores nothing (asserted below), so its target serves the next run too: the base request
        // is made afresh only after a run changed something.
        let reusable: (Call & { token?: string }) | undefined;
        // Rows that end the session sign in afresh, but only once a run has ended the last one.
        const sessions = new Map<ActorKey, string>();
        await fc.assert(
          fc.asyncProperty(planOf(route, method, paramNames), async (plan) => {
            await route.before?.();
            const call = (reusable ??= await base.call());
            const actor = plan.intruder ?? route.actor;
            let token: string | undefined;
            if (plan.intruder === undefined && call.token !== undefined) token = call.token;
            else if (base.freshSession) token = sessions.get(actor) ?? (await tokenOf(actor, true));
            else token = await tokenOf(actor);
            if (base.freshSession && token) sessions.set(actor, token);
            const runPool = [...idsIn(call), ...pool!];
            const attempt = buildAttempt(route, method, template, call, plan, runPool, actor === route.actor);
            if (token) attempt.headers.authorization = `Bearer ${token}`;
            const { result: res, calls } = await recordDbCalls(async () =>
              app().app.request(attempt.path, {
                method,
                headers: attempt.headers,
                ...(attempt.text !== undefined ? { body: attempt.text } : {}),
              }),
            );
            if (storedChanges(calls).length > 0) {
              reusable = undefined;
              sessions.delete(actor);
            }
            const what = `${method} ${attempt.path.slice(0, 200)} as ${actor} (${plan.mode})`;
            expect(res.status, `${what} answered ${res.status}`).toBeLessThan(500);
            if (attempt.want !== undefined) expect(res.status, what).toBe(attempt.want);
            if (plan.unmutated) expect(res.status, `${what}: the matrix row's status`).toBe(base.status);
            if (res.status >= 400) {
              const body: unknown = await res.json();
              expect(ErrorBodySchema.safeParse(body).success, `${what}: ${JSON.stringify(body)}`).toBe(true);
              expect(storedChanges(calls), `${what} was refused (${res.status}) yet stored`).toEqual([]);
            }
          }),
          {
            numRuns: runs,
            examples: [
              [UNMUTATED],
              ...(method === "GET"
                ? []
                : (["oversized", "contentType", "notJson", "noBody"] as const).map((mode): [Plan] => [
                    { ...UNMUTATED, unmutated: false, mode, otherType: "application/x-www-form-urlencoded" },
                  ])),
            ],
          },
        );
      });
    }
  });
}

/** The base request of a route: its own `call`, or the chosen matrix row's request as the actor. */
export function baseOf(key: RouteKey, route: FuzzRoute, rows: readonly MatrixRow[]) {
  if (route.call) {
    if (route.status === undefined) throw new Error(`${key}: a fuzz call of its own names its status`);
    return { call: route.call, status: route.status, freshSession: false };
  }
  const candidates = rows.filter((row) => row.route === key);
  const row = route.row
    ? candidates.find((candidate) => candidate.label === route.row)
    : candidates.find((candidate) => expand(candidate.expect)[route.actor] < 400);
  if (!row) throw new Error(`${key}: no matrix row ${route.row ?? ""} that lets ${route.actor} through`);
  const status = expand(row.expect)[route.actor];
  if (status >= 400)
    throw new Error(`${rowName(row)} refuses ${route.actor}: fuzz as an actor it lets through`);
  return {
    call: async (): Promise<Call & { token?: string }> => row.call(route.actor, userIdOf(route.actor)),
    status,
    freshSession: row.freshSession ?? false,
  };
}
