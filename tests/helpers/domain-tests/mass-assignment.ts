import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { app, recordDbCalls, tokenOf, useDomainApp } from "./app.js";
import type { Call, MatrixRow } from "./access-matrix.js";
import { baseOf, type FuzzRoutes } from "./fuzz-domain.js";
import { splitRoute, type RouteKey } from "./routes.js";
import { storedChanges, writtenItems } from "./stored-changes.js";
import { fieldsOf, isStrict } from "./zod-arbitrary.js";

/** Per create or update route: the only fields its body may set. */
export type MassAssignment = Partial<Record<RouteKey, readonly string[]>>;

/** Names a client might try to set and no body should take unless it says so. */
const TEMPTING = [
  "id",
  "organizationId",
  "schoolId",
  "studentId",
  "userId",
  "ownerId",
  "notifierId",
  "authorId",
  "createdAt",
  "updatedAt",
  "version",
  "role",
  "roles",
  "organizationRoles",
  "isAdmin",
  "passwordHash",
  "totpSecret",
  "emailverified",
  "members",
  "recipients",
  "access",
  "status",
  "state",
  "pk",
  "sk",
  "__proto__",
  "constructor",
  "prototype",
];
/** Every tempting name once, the rest random: a strict schema refuses any unknown name alike. */
const RUNS = 50;

/**
 * Mass assignment (quality.md): each declared route gets its valid base request (the one its fuzz starts from)
 * plus one or two fields it does not declare, 50 times: each tempting name once (`organizationId`, `version`,
 * `pk`, `__proto__` ...), the rest random. A strict schema must refuse with 400 and store nothing; otherwise the extra field must appear
 * in no written item. The declared fields must be exactly the fields the body schema names, so a schema that starts
 * to accept one more field fails here until the declaration (and its review) says so.
 */
export function massAssignment(
  domain: string,
  declarations: MassAssignment,
  fuzz: FuzzRoutes,
  rows: readonly MatrixRow[],
): void {
  useDomainApp();
  describe(`${domain}: mass assignment`, () => {
    for (const [key, fields] of Object.entries(declarations) as [RouteKey, readonly string[]][]) {
      const route = fuzz[key];
      it(`${key} sets only ${fields.join(", ")}`, async () => {
        if (!route?.body)
          throw new Error(`${key}: mass assignment needs the route's fuzz with its body schema`);
        expect(Object.keys(fieldsOf(route.body)).sort(), "the body schema's fields").toEqual(
          [...fields].sort(),
        );
        const strict = isStrict(route.body);
        const { method } = splitRoute(key);
        const base = baseOf(key, route, rows);
        const extraName = fc
          .oneof(fc.constantFrom(...TEMPTING), fc.string({ minLength: 1, maxLength: 20 }))
          .filter((name) => !fields.includes(name));
        // The base request alone goes through: a refusal below is the extra field's doing.
        const control = await base.call();
        const controlRes = await app().request(method, control.path, {
          token: control.token ?? (await tokenOf(route.actor, base.freshSession)),
          body: control.body,
        });
        expect(controlRes.status, `${key} without extra fields`).toBe(base.status);
        let reusable: (Call & { token?: string }) | undefined;
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(extraName, fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 2 }),
            async (extra) => {
              await route.before?.();
              const call = (reusable ??= await base.call());
              const token = call.token ?? (await tokenOf(route.actor, base.freshSession));
              const body = { ...(call.body as Record<string, unknown>), ...extra };
              const { result: res, calls } = await recordDbCalls(() =>
                app().request(method, call.path, { token, body }),
              );
              const what = `${key} with ${JSON.stringify(Object.keys(extra))} answered ${res.status}`;
              const stored = storedChanges(calls);
              if (strict) expect(res.status, what).toBe(400);
              if (res.status >= 400) expect(stored, what).toEqual([]);
              else {
                reusable = undefined;
                for (const item of writtenItems(calls))
                  for (const name of Object.keys(extra))
                    expect(
                      Object.hasOwn(item.attributes ?? {}, name),
                      `${what}: ${item.key} has ${name}`,
                    ).toBe(false);
              }
            },
          ),
          {
            numRuns: RUNS,
            examples: TEMPTING.filter((name) => !fields.includes(name)).map(
              (name): [Record<string, fc.JsonValue>] => [{ [name]: "x" }],
            ),
          },
        );
      });
    }
  });
}
