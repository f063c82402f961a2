import { describe, expect, it } from "vitest";
import { ACTORS, type ActorKey } from "./actors.js";
import { app, tokenOf, useDomainApp, userIdOf } from "./app.js";
import { expectDescribedAnswer } from "./described-answers.js";
import { routesOf, splitRoute, type RouteKey } from "./routes.js";

/** The request a row makes for one actor. */
export interface Call {
  path: string;
  body?: unknown;
}

/**
 * Expected statuses by actor (actors.ts): `{ anon: 401, C: 201, default: 404 }`. An actor not named gets
 * `default`; without a default every actor must be named.
 */
export type Expect = Partial<Record<ActorKey, number>> & { default?: number };

/** One row of the access matrix: a route, called once by each of the ten actors. */
export interface MatrixRow {
  route: RouteKey;
  /** Tells apart rows of the same route (another access level or relation). */
  label?: string;
  /**
   * Builds the request for one actor (fresh fixtures for writes, so every call has its own target). `userId` is
   * the actor's own id (undefined for anon).
   */
  call: (actor: ActorKey, userId: string | undefined) => Promise<Call> | Call;
  expect: Expect;
  /** Sign in afresh for this row (the call ends the session). */
  freshSession?: boolean;
}

export const rowName = (row: Pick<MatrixRow, "route" | "label">) =>
  row.label ? `${row.route} (${row.label})` : row.route;

/** The status each of the ten actors must get. */
export function expand(expectation: Expect): Record<ActorKey, number> {
  return Object.fromEntries(
    ACTORS.map((actor) => {
      const status = expectation[actor] ?? expectation.default;
      if (status === undefined) throw new Error(`no status for ${actor} and no default`);
      return [actor, status];
    }),
  ) as Record<ActorKey, number>;
}

/** Makes a row's request as one actor and answers the response. */
export async function callRow(row: MatrixRow, actor: ActorKey): Promise<Response> {
  const token = await tokenOf(actor, row.freshSession);
  const call = await row.call(actor, userIdOf(actor));
  const { method } = splitRoute(row.route);
  return app().request(method, call.path, {
    token,
    ...(call.body !== undefined ? { body: call.body } : {}),
  });
}

/**
 * Runs a domain's rows of the access matrix: each row as each of the ten actors, comparing every status with
 * the row's expectation (and a refusal by 404 must carry NOT_FOUND, as a missing document does), and each answer
 * with the route's OpenAPI description (its statuses, its success body schema). Also fails when
 * the domain's routers declare a route no row lists, or a row lists a route they do not declare.
 */
export function accessMatrix(domain: string, rows: readonly MatrixRow[]): void {
  useDomainApp();
  describe(`${domain}: access matrix`, () => {
    it("lists every route of the domain, and only those", () => {
      const declared = routesOf(domain);
      const listed = new Set(rows.map((row) => row.route as string));
      expect(declared.filter((route) => !listed.has(route)).sort()).toEqual([]);
      expect([...listed].filter((route) => !declared.includes(route)).sort()).toEqual([]);
    });

    for (const row of rows) {
      it(rowName(row), async () => {
        const want = expand(row.expect);
        const got: Partial<Record<ActorKey, number>> = {};
        for (const actor of ACTORS) {
          const res = await callRow(row, actor);
          got[actor] = res.status;
          await expectDescribedAnswer(row.route, res, `${rowName(row)} as ${actor}`);
          if (res.status === 404 && actor !== "anon") {
            // Denied and nonexistent answer alike: the same code, nothing about the document.
            const body = (await res.json()) as { error: { code: string } };
            expect(body.error.code, `${row.route} as ${actor}`).toBe("NOT_FOUND");
          }
        }
        expect(got).toEqual(want);
      });
    }
  });
}
