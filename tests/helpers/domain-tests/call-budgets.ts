import { describe, expect, it } from "vitest";
import type { SignedInActor } from "./actors.js";
import { app, recordDbCalls, tokenOf, useDomainApp, userIdOf } from "./app.js";
import type { MatrixRow } from "./access-matrix.js";
import { routesOf, splitRoute, type RouteKey } from "./routes.js";

/**
 * DynamoDB calls one request may make (quality.md: a document read <= 2, a list page <= 2, a write <= 3, each plus
 * the one audit write pupil data requires). Counted with an SDK middleware, never timed. Every figure given is
 * exact, so a change in either direction is seen (and the budget lowered when a call is saved).
 */
export interface CallBudget {
  route: RouteKey;
  /** What the case shows, e.g. "a pupil read: session + item, and one audit write". */
  label: string;
  actor: SignedInActor;
  /** The request (fixtures made here are not counted). */
  call: MatrixRow["call"];
  /** Calls other than the audit write (PutItem). */
  data?: number;
  /** Audit writes (PutItem). */
  audit?: number;
  /** The exact sequence of the calls other than the audit write. */
  commands?: string[];
  /** Calls that must be among them (e.g. one batched read). */
  includes?: string[];
}

/** Checks a domain's call budgets: each case's request succeeds and makes exactly the calls it declares. */
export function callBudgets(domain: string, budgets: readonly CallBudget[]): void {
  useDomainApp();
  describe(`${domain}: DynamoDB calls per request`, () => {
    for (const budget of budgets) {
      it(`${budget.route}: ${budget.label}`, async () => {
        expect(routesOf(domain), "a route of the domain").toContain(budget.route);
        const { method } = splitRoute(budget.route);
        const call = await budget.call(budget.actor, userIdOf(budget.actor));
        const token = await tokenOf(budget.actor);
        const { result: res, calls } = await recordDbCalls(() =>
          app().request(method, call.path, {
            token,
            ...(call.body !== undefined ? { body: call.body } : {}),
          }),
        );
        expect(res.status, `${method} ${call.path}`).toBeLessThan(300);
        const all = calls.map((entry) => entry.command);
        const data = all.filter((name) => name !== "PutItemCommand");
        const counted = { data: data.length, audit: all.length - data.length, commands: data };
        expect(counted, all.join(", ")).toMatchObject({
          ...(budget.data !== undefined ? { data: budget.data } : {}),
          ...(budget.audit !== undefined ? { audit: budget.audit } : {}),
          ...(budget.commands ? { commands: budget.commands } : {}),
        });
        for (const name of budget.includes ?? []) expect(data).toContain(name);
      });
    }
  });
}
