import { accessMatrix, type MatrixRow } from "./access-matrix.js";
import { callBudgets, type CallBudget } from "./call-budgets.js";
import { fuzzDomain, type FuzzRoutes } from "./fuzz-domain.js";
import { massAssignment, type MassAssignment } from "./mass-assignment.js";

export * from "./actors.js";
export * from "./app.js";
export * from "./access-matrix.js";
export * from "./call-budgets.js";
export * from "./fuzz-domain.js";
export * from "./mass-assignment.js";

/**
 * The per-domain test plug-ins. A domain declares, in `functions/src/<d>/<d>.access.ts`, its access-matrix rows,
 * how each route is fuzzed, which fields its bodies may set and the DynamoDB calls its requests make; its
 * `<d>.access.int.test.ts` is `testDomain(<d>Tests)`, which runs them all on one seeded app.
 * `tests/access-matrix.test.ts` imports every declaration to check that together they list and fuzz each route
 * the routers declare, and nothing else. For example:
 *
 *   export const teamsTests = defineDomainTests({
 *     domain: "teams",
 *     rows: [
 *       {
 *         route: "PATCH /api/team/:id",
 *         call: async () => ({ path: `/api/team/${await fx().team("ek")}`, body: { name: "Lag", version: 1 } }),
 *         expect: { anon: 401, T2: 404, H: 200, A: 200, M: 200, X: 404, default: 403 },
 *       },
 *     ],
 *     fuzz: { "PATCH /api/team/:id": { actor: "H", body: UpdateTeamInputSchema } },
 *     massAssignment: { "PATCH /api/team/:id": ["version", "name", "members"] },
 *     calls: [{ route: "GET /api/team/school/:schoolId", label: "session + one query", actor: "T", call, data: 2 }],
 *   });
 *
 * Rows and fixtures reach the file's app through `app()`, `fx()` (tests/helpers/fixtures.ts) and the shorthands in
 * app.ts (`ek()`, `userOf("T")` ...); a domain's own fixtures are plain functions in its access module.
 */
export interface DomainTests {
  /** The domain's name in functions/src/domains.ts. */
  domain: string;
  rows: readonly MatrixRow[];
  /** Every route's fuzzing: the actor who passes the policy and the route's schemas. */
  fuzz: FuzzRoutes;
  /** Ids of the domain's documents the fuzz may put into any id field (made once per file). */
  fuzzIds?: () => Promise<string[]>;
  /** Per create or update route, the only fields its body may set (mass assignment). */
  massAssignment?: MassAssignment;
  /** DynamoDB calls per request, exactly. */
  calls?: readonly CallBudget[];
}

export const defineDomainTests = <T extends DomainTests>(tests: T): T => tests;

/** Runs everything a domain declares, on one seeded app for the file. */
export function testDomain(tests: DomainTests): void {
  // First, on the seed alone: the rows add documents that change what a list page reads.
  if (tests.calls) callBudgets(tests.domain, tests.calls);
  accessMatrix(tests.domain, tests.rows);
  if (tests.massAssignment) massAssignment(tests.domain, tests.massAssignment, tests.fuzz, tests.rows);
  // Last: valid runs change the shared seed (a renamed school, upgraded classes).
  fuzzDomain(tests.domain, tests.fuzz, tests.rows, tests.fuzzIds ? { ids: tests.fuzzIds } : {});
}
