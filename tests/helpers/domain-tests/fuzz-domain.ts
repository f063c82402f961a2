import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type * as z from "zod";
import { IdSchema } from "#shared/common.schema";
import { ErrorBodySchema } from "#shared/errors";
import { MAX_BODY_BYTES } from "../../../functions/src/core/app.js";
import { ACTORS, type ActorKey } from "./actors.js";
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
import { storedChanges } from "./stored-changes.js";
import { brokenValue, fieldsOf, nastyString, resolveIds, validValue } from "./zod-arbitrary.js";

/**
 * How one route is fuzzed. The base request is a matrix row's (a real target, a valid body, made afresh for each
 * run); each run changes a few of its fields, ids or query values, or breaks the request as a whole.
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
  /** Every run breaks something (for routes whose valid answer is slow on purpose). */
  alwaysBroken?: boolean;
  /** At least 100. */
  runs?: number;
}
export type FuzzRoutes = Partial<Record<RouteKey, FuzzRoute>>;

const DEFAULT_RUNS = 100;
const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "Application/JSON"];
const OTHER_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonx",
];
type Mode = "near" | "garbage" | "notJson" | "contentType" | "oversized" | "noBody";
type FieldAction =
  { kind: "keep" } | { kind: "drop" } | { kind: "set"; value: unknown } | { kind: "repeat"; value: unknown };

interface Plan {
  unmutated: boolean;
  mode: Mode;
  fields: Record<string, FieldAction>;
  extra: Record<string, unknown>;
  params: Record<string, FieldAction>;
  query: Record<string, FieldAction>;
  jsonType: string;
  otherType: string;
  garbage: unknown;
  intruder: ActorKey | undefined;
}

/** Path segments that are no id, without turning into another path (".", ".." and "" would). */
const badId = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }),
    fc.constantFrom(
      "../../etc/passwd",
      "%00",
      "null",
      "-1",
      "0",
      "' OR 1=1 --",
      "<script>",
      "a".repeat(5000),
    ),
    fc.uuid().map((id) => `${id}x`),
  )
  .filter((value) => value.trim() !== "" && value !== "." && value !== "..");

function actionOn(schema: z.ZodType | undefined, broken: fc.Arbitrary<unknown>): fc.Arbitrary<FieldAction> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: "keep" as const }) },
    ...(schema
      ? [{ weight: 3, arbitrary: validValue(schema).map((value) => ({ kind: "set" as const, value })) }]
      : []),
    { weight: 1, arbitrary: fc.constant({ kind: "drop" as const }) },
    { weight: 3, arbitrary: broken.map((value) => ({ kind: "set" as const, value })) },
  );
}

/** A few of the named fields get an action; the rest stay as the base has them. */
function touch(names: string[], action: (name: string) => fc.Arbitrary<FieldAction>, max = 3) {
  if (names.length === 0) return fc.constant({} as Record<string, FieldAction>);
  return fc
    .subarray(names, { maxLength: Math.min(max, names.length) })
    .chain((chosen) =>
      chosen.length === 0
        ? fc.constant({} as Record<string, FieldAction>)
        : fc.record(Object.fromEntries(chosen.map((name) => [name, action(name)]))),
    );
}

function planOf(route: FuzzRoute, method: string, paramNames: string[]): fc.Arbitrary<Plan> {
  const bodyFields = fieldsOf(route.body);
  const queryFields = fieldsOf(route.query);
  const takesBody = method !== "GET";
  const modes: { weight: number; arbitrary: fc.Arbitrary<Mode> }[] = [
    { weight: route.alwaysBroken ? 0 : 14, arbitrary: fc.constant("near") },
    ...(takesBody
      ? (["garbage", "notJson", "contentType", "oversized", "noBody"] as const).map((mode) => ({
          weight: route.alwaysBroken ? 3 : 1,
          arbitrary: fc.constant(mode),
        }))
      : []),
  ].filter((mode) => mode.weight > 0);
  return fc.record({
    unmutated: fc.constant(false),
    mode: modes.length > 0 ? fc.oneof(...modes) : fc.constant<Mode>("near"),
    fields: touch(Object.keys(bodyFields), (name) =>
      actionOn(bodyFields[name], brokenValue(bodyFields[name]!)),
    ),
    extra: fc.oneof(
      { weight: 6, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc.dictionary(
          fc.oneof(
            fc.string({ minLength: 1, maxLength: 20 }),
            fc.constantFrom(
              "id",
              "organizationId",
              "version",
              "createdAt",
              "role",
              "isAdmin",
              "__proto__",
              "constructor",
            ),
          ),
          fc.jsonValue({ maxDepth: 2 }),
          { minKeys: 1, maxKeys: 2 },
        ),
      },
    ),
    params: touch(
      paramNames,
      () =>
        fc.oneof(
          { weight: 1, arbitrary: fc.uuid().map((value) => ({ kind: "set" as const, value })) },
          { weight: 2, arbitrary: badId.map((value) => ({ kind: "set" as const, value })) },
        ),
      1,
    ),
    query: touch([...Object.keys(queryFields), "x", "__proto__"], (name) =>
      fc.oneof(
        actionOn(
          Object.hasOwn(queryFields, name) ? queryFields[name] : undefined,
          fc.oneof(nastyString, fc.constantFrom("0", "101", "-1", "abc", "1.5")),
        ),
        {
          weight: 1,
          arbitrary: fc.constantFrom("a", "1").map((value) => ({ kind: "repeat" as const, value })),
        },
      ),
    ),
    jsonType: fc.constantFrom(...JSON_TYPES),
    otherType: fc.constantFrom(...OTHER_TYPES),
    garbage: fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(nastyString, fc.jsonValue({ maxDepth: 2 })), {
        maxKeys: 8,
      }),
    ),
    intruder: fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...ACTORS.filter((actor) => actor !== route.actor)) },
    ),
  });
}

const UNMUTATED: Plan = {
  unmutated: true,
  mode: "near",
  fields: {},
  extra: {},
  params: {},
  query: {},
  jsonType: "application/json",
  otherType: "text/plain",
  garbage: null,
  intruder: undefined,
};

/** Every uuid in a value (ids of the run's own documents, to reuse in other fields). */
function idsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string" && IdSchema.safeParse(value).success) into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => idsIn(item, into));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => idsIn(item, into));
  return into;
}

function applyActions(
  base: Record<string, unknown>,
  actions: Record<string, FieldAction>,
  pool: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [name, action] of Object.entries(actions)) {
    if (action.kind === "drop") delete out[name];
    if (action.kind === "set") out[name] = resolveIds(action.value, pool, () => crypto.randomUUID());
  }
  return out;
}

/** The request one run sends, and what the schemas say it must answer. */
interface Attempt {
  path: string;
  headers: Record<string, string>;
  text: string | undefined;
  /** 413, 415 or 400 when the schemas or the size decide; undefined when the handler does. */
  want: number | undefined;
}

function buildAttempt(
  route: FuzzRoute,
  method: string,
  template: string,
  base: Call,
  plan: Plan,
  pool: string[],
  signedInAsDeclared: boolean,
): Attempt {
  const [pathname, search = ""] = base.path.split("?") as [string, string?];
  const segments = pathname.split("/");
  const params: Record<string, string> = {};
  template.split("/").forEach((part, index) => {
    if (!part.startsWith(":")) return;
    const name = part.slice(1);
    const action = plan.params[name];
    params[name] = action?.kind === "set" ? String(action.value) : decodeURIComponent(segments[index]!);
    segments[index] = encodeURIComponent(params[name]);
  });

  const query = new URLSearchParams(search);
  for (const [name, action] of Object.entries(plan.query)) {
    if (action.kind === "drop") query.delete(name);
    if (action.kind === "set") {
      const value = resolveIds(action.value, pool, () => crypto.randomUUID());
      query.set(name, typeof value === "string" ? value : JSON.stringify(value));
    }
    if (action.kind === "repeat") {
      query.append(name, String(action.value));
      query.append(name, String(action.value));
    }
  }
  const queryValue = Object.fromEntries(
    [...new Set(query.keys())].map((key) => {
      const all = query.getAll(key);
      return [key, all.length === 1 ? all[0] : all];
    }),
  );
  const path = segments.join("/") + (query.size > 0 ? `?${query.toString()}` : "");

  const headers: Record<string, string> = {};
  let text: string | undefined;
  let parsed: unknown = {};
  let parses = true;
  const baseBody =
    base.body && typeof base.body === "object" && !Array.isArray(base.body)
      ? (base.body as Record<string, unknown>)
      : {};
  const near = () => ({ ...plan.extra, ...applyActions(baseBody, plan.fields, pool) });
  if (method !== "GET") {
    switch (plan.mode) {
      case "near":
        if (base.body !== undefined || route.body) text = JSON.stringify(near());
        break;
      case "garbage":
        text = JSON.stringify(plan.garbage) ?? "null";
        break;
      case "notJson":
        text = "{not json";
        parses = false;
        break;
      case "contentType":
        text = JSON.stringify(near());
        break;
      case "oversized":
        text = JSON.stringify({ ...near(), padding: "x".repeat(MAX_BODY_BYTES + 1) });
        break;
      case "noBody":
        break;
    }
  }
  if (text !== undefined) {
    headers["content-type"] = plan.mode === "contentType" ? plan.otherType : plan.jsonType;
    if (parses) parsed = JSON.parse(text) as unknown;
  }

  let want: number | undefined;
  const sent = text !== undefined && text.length > 0;
  if (sent && Buffer.byteLength(text!) > MAX_BODY_BYTES) want = 413;
  else if (sent && headers["content-type"]!.split(";")[0]!.trim().toLowerCase() !== "application/json")
    want = 415;
  else if (signedInAsDeclared) {
    const paramsValid = route.params
      ? route.params.safeParse(params).success
      : Object.values(params).every((value) => IdSchema.safeParse(value).success);
    const queryValid = !route.query || route.query.safeParse(queryValue).success;
    const bodyValid = !route.body || (parses && route.body.safeParse(sent ? parsed : {}).success);
    if (!paramsValid || !queryValid || !bodyValid) want = 400;
  }
  return { path, headers, text, want };
}

/** Ids every domain's runs may borrow: the seeded school, pupil, class, team and staff. */
const commonIds = () => [ek(), ekStudent(), ekClass(), ekTeam(), userOf("T"), userOf("C"), userOf("H")];

/**
 * Fuzzes each of a domain's routes (quality.md): at least 100 runs a route, as an actor who passes the policy,
 * starting from a real request (the route's matrix row) and changing a few fields, ids or query values to other
 * valid, wrong-typed, missing, huge, unicode or extra ones, or breaking the request as a whole (not JSON, another
 * content type, oversized, no body, garbage). One run in six is made by another actor instead. Every run: no 5xx;
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
        await fc.assert(
          fc.asyncProperty(planOf(route, method, paramNames), async (plan) => {
            await route.before?.();
            const call = (reusable ??= await base.call());
            const actor = plan.intruder ?? route.actor;
            const token =
              plan.intruder === undefined && call.token !== undefined
                ? call.token
                : await tokenOf(actor, base.freshSession);
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
            if (storedChanges(calls).length > 0) reusable = undefined;
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
