import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DOMAINS } from "../functions/src/domains.js";
import { createTestApp, type TestApp } from "./helpers/test-app.js";

/**
 * Fuzzing (quality.md): for every route, generated bad input (wrong types, missing fields, huge strings, unicode,
 * extra keys, bad ids, wrong content types, oversized bodies) as a signed-in ADMIN, who passes most permission
 * checks and so reaches validation and the handlers. Targets: no 5xx, and nothing stored. Rate-limit counters and
 * audit events are the only writes bad input may cause (they record attempts), so they are left out of the digest.
 */
let t: TestApp;
let token: string;

const ROUTES = [
  ...new Set(
    DOMAINS.flatMap(({ router }) =>
      router.routes
        .filter((route) => route.method !== "ALL")
        .map((route) => `${route.method} /api${route.path}`),
    ),
  ),
].map((key) => {
  const [method, path] = key.split(" ") as [string, string];
  return { method, path };
});

/** Routes whose success needs no input at all: fuzzed with bad tokens only, as a valid call changes state. */
const INPUTLESS = new Set(["POST /api/auth/logout", "POST /api/auth/two-factor/enrol"]);

async function digest(): Promise<string> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await t.deps.db.client.send(
      new ScanCommand({ TableName: t.tableName, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      const pk = String(item.pk);
      if (pk.startsWith("RATE#") || pk.startsWith("AUDIT#")) continue;
      items.push(JSON.stringify(item, Object.keys(item).sort()));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort().join("\n");
}

const badId = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.uuid(),
  fc.constantFrom(
    "../../etc/passwd",
    "%00",
    "null",
    "undefined",
    "-1",
    "0",
    "' OR 1=1 --",
    "<script>",
    "a".repeat(5000),
  ),
);
const hugeString = fc.constantFrom("x".repeat(10_000), "å".repeat(20_000), "\u0000".repeat(100));
const badValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), hugeString, fc.string({ unit: "grapheme" }));
const badBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 20 }), badValue, { maxKeys: 8 }),
  fc.record(
    {
      id: badValue,
      name: badValue,
      email: badValue,
      schoolId: badValue,
      role: badValue,
      password: badValue,
      version: badValue,
      members: badValue,
      mentors: badValue,
      isAdmin: fc.boolean(),
      __proto__: badValue,
    },
    { requiredKeys: [] },
  ),
  fc.constantFrom("{not json", "[1,2,", "null", '"a string"', "{}"),
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/xml",
  undefined,
);
const query = fc.dictionary(
  fc.constantFrom("schoolId", "cursor", "limit", "classId", "x", "__proto__"),
  fc.oneof(fc.string(), hugeString, fc.uuid()),
  {
    maxKeys: 3,
  },
);

function buildPath(template: string, param: string, extraQuery: Record<string, string>): string {
  const path = template.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param));
  const search = new URLSearchParams(extraQuery).toString();
  return search ? `${path}?${search}` : path;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("admin@demo.test");
});

describe("fuzzing every route", () => {
  it("covers every declared route", () => expect(ROUTES.length).toBeGreaterThan(40));

  for (const route of ROUTES) {
    const key = `${route.method} ${route.path}`;
    it(`${key}: no 5xx and nothing stored`, async () => {
      const before = await digest();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(
          badId,
          badBody,
          contentType,
          query,
          fc.boolean(),
          async (param, body, type, extraQuery, sendBody) => {
            const headers: Record<string, string> = {};
            let auth = token;
            if (INPUTLESS.has(key)) auth = `${token}x`;
            if (type) headers["content-type"] = type;
            const text = typeof body === "string" ? body : JSON.stringify(body);
            const res = await t.request(route.method, buildPath(route.path, param, extraQuery), {
              token: auth,
              headers,
              ...(sendBody && route.method !== "GET" && text !== undefined ? { body: text } : {}),
            });
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
            expect(res.status, `${key} answered ${res.status}`).toBeLessThan(500);
          },
        ),
        { numRuns: 100 },
      );
      expect(await digest()).toBe(before);
    });
  }

  it("an oversized body answers 413 and a non-JSON content type 415", async () => {
    const big = JSON.stringify({ name: "x".repeat(200_000), schoolId: t.seeded.schoolIds.ek });
    expect((await t.request("POST", "/api/student", { token, body: big })).status).toBe(413);
    const res = await t.request("POST", "/api/student", {
      token,
      body: "name=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
  });
});

describe("mass assignment: a valid body plus any extra field is refused and stores nothing", () => {
  const extraKey = fc
    .string({ minLength: 1, maxLength: 20 })
    .filter(
      (name) => !["name", "schoolId", "classId", "mentorId", "members", "mentors", "teachers"].includes(name),
    );
  const cases = [
    { path: "/api/student", body: () => ({ name: "Ny Elev", schoolId: t.seeded.schoolIds.ek }) },
    { path: "/api/classes", body: () => ({ name: "7Q", schoolId: t.seeded.schoolIds.ek }) },
    { path: "/api/team", body: () => ({ name: "Lag Q", schoolId: t.seeded.schoolIds.ek }) },
  ];
  for (const { path, body } of cases) {
    it(`POST ${path}`, async () => {
      const before = await digest();
      await fc.assert(
        fc.asyncProperty(extraKey, fc.jsonValue({ maxDepth: 2 }), async (name, value) => {
          const res = await t.request("POST", path, { token, body: { ...body(), [name]: value } });
          expect(res.status).toBe(400);
        }),
        { numRuns: 100 },
      );
      expect(await digest()).toBe(before);
    });
  }
});
