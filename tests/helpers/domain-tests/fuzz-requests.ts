import fc from "fast-check";
import type * as z from "zod";
import { IdSchema } from "#shared/common.schema";
import { MAX_BODY_BYTES } from "../../../functions/src/core/app.js";
import { ACTORS, type ActorKey } from "./actors.js";
import type { Call } from "./access-matrix.js";
import type { FuzzRoute } from "./fuzz-domain.js";
import { brokenValue, fieldsOf, nastyString, resolveIds, validValue } from "./zod-arbitrary.js";

/**
 * What one fuzz run sends: a plan (drawn by fast-check, before the run's documents exist) of which fields, ids and
 * query values change and how the request as a whole is broken, applied to the run's base request; and what the
 * route's schemas say it must answer.
 */

const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "Application/JSON"];
const OTHER_TYPES = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonx",
];
export type Mode = "near" | "garbage" | "notJson" | "contentType" | "oversized" | "noBody";
export type FieldAction =
  { kind: "keep" } | { kind: "drop" } | { kind: "set"; value: unknown } | { kind: "repeat"; value: unknown };

export interface Plan {
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

const EXTRA_KEYS = [
  "id",
  "organizationId",
  "version",
  "createdAt",
  "role",
  "isAdmin",
  "__proto__",
  "constructor",
];
const extraFields = fc.dictionary(
  fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom(...EXTRA_KEYS)),
  fc.jsonValue({ maxDepth: 2 }),
  { minKeys: 1, maxKeys: 2 },
);
const otherId = fc.oneof(
  { weight: 1, arbitrary: fc.uuid().map((value) => ({ kind: "set" as const, value })) },
  { weight: 2, arbitrary: badId.map((value) => ({ kind: "set" as const, value })) },
);
const brokenQueryValue = fc.oneof(nastyString, fc.constantFrom("0", "101", "-1", "abc", "1.5"));

/**
 * One run's plan. A quarter of the runs stay valid (other valid values here and there) and so reach the handler;
 * the rest break at least one thing (the whole request, the path id, a field, an extra field or a query value)
 * and may change more. Whatever a run breaks, the schemas decide what it must answer.
 */
export function planOf(route: FuzzRoute, method: string, paramNames: string[]): fc.Arbitrary<Plan> {
  const bodyFields = fieldsOf(route.body);
  const queryFields = fieldsOf(route.query);
  const bodyNames = Object.keys(bodyFields);
  const queryNames = Object.keys(queryFields);
  const schemaOf = (fields: Record<string, z.ZodType>, name: string) =>
    Object.hasOwn(fields, name) ? fields[name] : undefined;
  const validAction = (schema: z.ZodType | undefined) =>
    schema
      ? fc.oneof(
          fc.constant<FieldAction>({ kind: "keep" }),
          validValue(schema).map((value): FieldAction => ({ kind: "set", value })),
        )
      : fc.constant<FieldAction>({ kind: "keep" });
  const shared = {
    unmutated: fc.constant(false),
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
  };
  const valid: fc.Arbitrary<Plan> = fc.record({
    ...shared,
    mode: fc.constant<Mode>("near"),
    fields: touch(bodyNames, (name) => validAction(bodyFields[name])),
    extra: fc.constant({}),
    params: fc.constant({}),
    query: touch(queryNames, (name) => validAction(queryFields[name])),
  });

  const breakages = [
    ...(method !== "GET" ? (["mode"] as const) : []),
    ...(paramNames.length > 0 ? (["param"] as const) : []),
    ...(bodyNames.length > 0 ? (["field", "extra"] as const) : []),
    ...(queryNames.length > 0 ? (["query"] as const) : []),
  ];
  if (breakages.length === 0) return valid;
  const brokenModes = ["garbage", "notJson", "contentType", "oversized", "noBody"] as const;
  const broken: fc.Arbitrary<Plan> = fc
    .record({
      ...shared,
      mode:
        method === "GET" ? fc.constant<Mode>("near") : fc.constantFrom<Mode>("near", "near", ...brokenModes),
      fields: touch(bodyNames, (name) => actionOn(bodyFields[name], brokenValue(bodyFields[name]!))),
      extra: fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraFields }),
      params: touch(paramNames, () => otherId, 1),
      query: touch([...queryNames, "x", "__proto__"], (name) =>
        fc.oneof(actionOn(schemaOf(queryFields, name), brokenQueryValue), {
          weight: 1,
          arbitrary: fc.constantFrom("a", "1").map((value): FieldAction => ({ kind: "repeat", value })),
        }),
      ),
      breakage: fc.constantFrom(...breakages),
      forcedMode: fc.constantFrom<Mode>(...brokenModes),
      forcedParam: fc.tuple(fc.constantFrom(...(paramNames.length > 0 ? paramNames : ["-"])), otherId),
      forcedField: bodyNames.length
        ? fc
            .constantFrom(...bodyNames)
            .chain((name) => brokenValue(bodyFields[name]!).map((value) => [name, value] as const))
        : fc.constant(["-", null] as const),
      forcedExtra: extraFields,
      forcedQuery: fc.tuple(
        fc.constantFrom(...(queryNames.length > 0 ? queryNames : ["-"]), "x"),
        brokenQueryValue,
      ),
    })
    .map(({ breakage, forcedMode, forcedParam, forcedField, forcedExtra, forcedQuery, ...plan }): Plan => {
      switch (breakage) {
        case "mode":
          return { ...plan, mode: forcedMode };
        case "param":
          return { ...plan, params: { ...plan.params, [forcedParam[0]]: forcedParam[1] } };
        case "field":
          return {
            ...plan,
            fields: { ...plan.fields, [forcedField[0]]: { kind: "set", value: forcedField[1] } },
          };
        case "extra":
          return { ...plan, extra: { ...plan.extra, ...forcedExtra } };
        case "query":
          return {
            ...plan,
            query: { ...plan.query, [forcedQuery[0]]: { kind: "set", value: forcedQuery[1] } },
          };
      }
    });
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: broken });
}

export const UNMUTATED: Plan = {
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
export function idsIn(value: unknown, into: string[] = []): string[] {
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
export interface Attempt {
  path: string;
  headers: Record<string, string>;
  text: string | undefined;
  /** 413, 415 or 400 when the schemas or the size decide; undefined when the handler does. */
  want: number | undefined;
}

export function buildAttempt(
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
