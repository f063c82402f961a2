/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { DOMAINS } from "../functions/src/domains.js";
import { expand, rowName, type DomainTests } from "./helpers/domain-tests/index.js";
import { bodyRoutesOf, listRoutesOf, routesOf } from "./helpers/domain-tests/routes.js";

/**
 * The access matrix (quality.md) is spread over the domains: each declares its rows in
 * `functions/src/<d>/<d>.access.ts` and runs them in its own `<d>.access.int.test.ts`. This test only reads the
 * declarations and the routers' route lists (it calls no route, so it needs no database): together they must list
 * every route the routers declare, and no route that does not exist; every route is fuzzed, every route with a body
 * declares the fields it may set, and every list route has a call budget.
 */
const declarations = Object.values(
  import.meta.glob<Record<string, unknown>>("../functions/src/*/*.access.ts", { eager: true }),
).flatMap((module) =>
  Object.values(module).filter(
    (value): value is DomainTests =>
      typeof value === "object" && value !== null && "domain" in value && "rows" in value,
  ),
);

describe("access matrix coverage", () => {
  it("has one declaration per domain, named as in functions/src/domains.ts", () => {
    expect(declarations.map((tests) => tests.domain).sort()).toEqual(DOMAINS.map((d) => d.name).sort());
  });

  it("lists every route the routers declare, and no route that does not exist", () => {
    const declared = new Set(DOMAINS.flatMap(({ name }) => routesOf(name)));
    const listed = new Set(declarations.flatMap((tests) => tests.rows.map((row) => row.route as string)));
    expect([...declared].filter((route) => !listed.has(route)).sort()).toEqual([]);
    expect([...listed].filter((route) => !declared.has(route)).sort()).toEqual([]);
  });

  it("fuzzes every declared route, each in its own domain", () => {
    for (const tests of declarations)
      expect(Object.keys(tests.fuzz).sort(), tests.domain).toEqual(routesOf(tests.domain).sort());
  });

  it("lists each route with the domain whose router declares it", () => {
    for (const tests of declarations) {
      const own = new Set(routesOf(tests.domain));
      for (const row of tests.rows) expect(own.has(row.route), `${tests.domain}: ${rowName(row)}`).toBe(true);
    }
  });

  it("names a status for every actor in every row, and no row twice", () => {
    for (const tests of declarations) {
      const names = tests.rows.map(rowName);
      expect(names.length, tests.domain).toBe(new Set(names).size);
      for (const row of tests.rows) expect(() => expand(row.expect), rowName(row)).not.toThrow();
    }
  });

  it("declares the fields each route with a body may set (mass assignment)", () => {
    const undeclared = declarations.flatMap((tests) =>
      bodyRoutesOf(tests.domain).filter((route) => !Object.hasOwn(tests.massAssignment ?? {}, route)),
    );
    expect(undeclared.sort(), "routes with a JSON body and no massAssignment entry").toEqual([]);
  });

  it("measures the DynamoDB calls of each list route (a call budget)", () => {
    const unmeasured = declarations.flatMap((tests) =>
      listRoutesOf(tests.domain).filter(
        (route) => !(tests.calls ?? []).some((budget) => budget.route === route),
      ),
    );
    expect(unmeasured.sort(), "list routes with no call budget").toEqual([]);
  });
});
