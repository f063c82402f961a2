import fc from "fast-check";
import type * as z from "zod";

/**
 * fast-check values derived from a zod schema (the shared/ schemas the routers validate with): `validValue` gives
 * values the schema accepts (mostly: object refinements are not modelled, the schema itself judges), `brokenValue`
 * values of the wrong type, size or shape. Ids the schema wants are left as markers (`realId(n)`) and replaced at
 * run time by ids of documents that exist, so a near-valid body names real things.
 */

// zod 4 keeps a schema's definition on `_zod.def`; only what the fuzz needs is typed here.
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: CheckDef } }[];
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default, readonly and the input side of pipes and transforms. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(def.type))
    return unwrap(def.innerType!);
  if (def.type === "pipe") return unwrap(defOf(def.in!).type === "transform" ? def.out! : def.in!);
  return schema;
}

/** The fields of an object schema (or of every option of a union of objects). */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  if (!schema) return {};
  const def = defOf(unwrap(schema));
  if (def.type === "object") return def.shape!;
  if (def.type === "union") return Object.assign({}, ...def.options!.map((option) => fieldsOf(option)));
  return {};
}

/** Does the object schema refuse keys it does not name (`.strict()`)? */
export function isStrict(schema: z.ZodType): boolean {
  const def = defOf(unwrap(schema)) as Def & { catchall?: z.ZodType };
  return def.type === "object" && def.catchall !== undefined && defOf(def.catchall).type === "never";
}

const MARKER = "\u0000real-id:";
/** A placeholder for the n-th real id, replaced by `resolveIds` once the run's documents exist. */
export const realId = (n: number) => `${MARKER}${n}`;
/** Replaces every `realId` marker in a value by a real id (or a random uuid when there are none). */
export function resolveIds(value: unknown, pool: readonly string[], fallback: () => string): unknown {
  if (typeof value === "string" && value.startsWith(MARKER)) {
    const n = Number(value.slice(MARKER.length));
    return pool.length > 0 ? pool[n % pool.length] : fallback();
  }
  if (Array.isArray(value)) return value.map((item) => resolveIds(item, pool, fallback));
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = resolveIds(item, pool, fallback);
    return out;
  }
  return value;
}

function bounds(def: Def): { min?: number; max?: number; format?: string; pattern?: RegExp } {
  const result: { min?: number; max?: number; format?: string; pattern?: RegExp } = {};
  if (def.format) result.format = def.format;
  if (def.pattern) result.pattern = def.pattern;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length") result.min = c.minimum!;
    if (c.check === "max_length") result.max = c.maximum!;
    if (c.check === "greater_than") result.min = c.value! + (c.inclusive ? 0 : 1);
    if (c.check === "less_than") result.max = c.value! - (c.inclusive ? 0 : 1);
    if (c.check === "string_format") {
      result.format = c.format!;
      if (c.pattern) result.pattern = c.pattern;
    }
  }
  return result;
}

const PLAIN_TEXTS = ["Åsa Öberg", "Text", "7Z", "Återkoppling om läget", "Ärende", "Zoë Ångström-Nilsson"];
let emails = 0;

/** Values the schema accepts (ids as real-id markers or random uuids). */
export function validValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return validValue(def.innerType!);
    case "nullable":
      return fc.oneof({ weight: 4, arbitrary: validValue(def.innerType!) }, fc.constant(null));
    case "pipe":
      return validValue(defOf(def.in!).type === "transform" ? def.out! : def.in!);
    case "string": {
      const { min = 0, max = 200, format, pattern } = bounds(def);
      if (format === "uuid" || format === "guid")
        return fc.oneof({ weight: 3, arbitrary: fc.nat(50).map(realId) }, fc.uuid());
      if (format === "email")
        return fc.constantFrom("fuzz", "Fuzz.Person", "åsa").map((name) => `${name}${++emails}@demo.test`);
      if (pattern) return fc.stringMatching(pattern);
      const floor = Math.max(min, 1);
      return fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom(...PLAIN_TEXTS).filter((s) => s.length >= floor && s.length <= max),
        },
        {
          weight: 3,
          arbitrary: fc
            .string({ unit: "grapheme", minLength: floor, maxLength: Math.min(max, 30) })
            .filter((s) => s.trim().length >= floor && s.length <= max),
        },
        { weight: 1, arbitrary: fc.constant("x".repeat(Math.min(max, 20_000))) },
      );
    }
    case "number": {
      const { min = -5, max = 1_000 } = bounds(def);
      const top = Math.min(max, min + 5);
      return fc.oneof(
        fc.integer({ min, max: top }),
        fc.constantFrom(min, Math.min(max, Number.MAX_SAFE_INTEGER)),
      );
    }
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries!));
    case "literal":
      return fc.constantFrom(...def.values!);
    case "array": {
      const { min = 0, max = 5 } = bounds(def);
      return fc.array(validValue(def.element!), {
        minLength: min,
        maxLength: Math.max(min, Math.min(max, 3)),
      });
    }
    case "tuple":
      return fc.tuple(...def.items!.map(validValue));
    case "object": {
      const shape = def.shape!;
      const required = Object.keys(shape).filter((key) => defOf(shape[key]!).type !== "optional");
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, validValue(value)])),
        { requiredKeys: required },
      );
    }
    case "union":
      return fc.oneof(...def.options!.map(validValue));
    case "record":
      return fc.dictionary(fc.string({ maxLength: 10 }), validValue(def.valueType!), { maxKeys: 3 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings that have broken parsers, paths and databases before. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u0000".repeat(100),
    "x".repeat(10_000),
    "å".repeat(30_000),
    "\u202Eevil\u200B",
    "👩‍👩‍👧‍👦".repeat(50),
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "null",
    "undefined",
    "__proto__",
    "-1",
    "1e400",
  ),
  fc.string({ unit: "grapheme", maxLength: 30 }),
);

/** Values of the wrong type, size or shape for the schema (the schema itself decides whether they pass). */
export function brokenValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const typed: fc.Arbitrary<unknown>[] = [];
  const { min, max } = bounds(def);
  if (def.type === "string") {
    if (max !== undefined) typed.push(fc.constant("x".repeat(max + 1)));
    if (min !== undefined && min > 0) typed.push(fc.constant(" ".repeat(min)));
    typed.push(fc.integer(), fc.constant(["x"]));
  }
  if (def.type === "number") {
    if (min !== undefined) typed.push(fc.constant(min - 1));
    if (max !== undefined) typed.push(fc.constant(max + 1));
    typed.push(fc.constantFrom(1.5, -0, 2 ** 63, "1", 1e308));
  }
  if (def.type === "enum") {
    const values = Object.values(def.entries!).map(String);
    typed.push(fc.constantFrom(...values.map((v) => v.toLowerCase()), ...values.map((v) => ` ${v}`)));
  }
  if (def.type === "array") {
    const tooMany = Math.min((max ?? 50) + 1, 300);
    typed.push(
      fc.array(validValue(def.element!), { minLength: tooMany, maxLength: tooMany }),
      fc.array(brokenValue(def.element!), { minLength: 1, maxLength: 3 }),
      fc.constant("not a list"),
    );
  }
  if (def.type === "object") {
    typed.push(fc.constant([]), fc.constant("x"));
    for (const [key, field] of Object.entries(def.shape!))
      typed.push(brokenValue(field).map((value) => ({ [key]: value })));
  }
  if (def.type === "boolean") typed.push(fc.constantFrom("true", 1, 0));
  return fc.oneof(
    { weight: 3, arbitrary: typed.length > 0 ? fc.oneof(...typed) : nastyString },
    { weight: 2, arbitrary: nastyString },
    { weight: 1, arbitrary: fc.constantFrom(null, true, 0, [], {}) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}
