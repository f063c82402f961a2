import { describe, expect, it, vi } from "vitest";
import { DOMAINS } from "../../functions/src/domains.js";
import { routerEndpoints } from "../../infra/lib/routes.js";
import { samplePaths, selectRoutes, templateRoutes } from "./api-gateway-routing.js";
import { generatedDomains } from "./generated-domains.js";
import {
  CLOUDFORMATION_LIMITS,
  describeFigures,
  overBudget,
  STACK_BUDGET,
  synthAndMeasure,
} from "./stack-budget.js";

// Synthesizing 35 domains with the cdk-nag packs takes a while on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

describe("the main stack's CloudFormation budget", () => {
  it("is 80% of the resource limit and 70% of the template size limit", () => {
    expect(STACK_BUDGET.resources).toBe(CLOUDFORMATION_LIMITS.resources * 0.8);
    expect(STACK_BUDGET.templateBytes).toBe(CLOUDFORMATION_LIMITS.templateBytes * 0.7);
  });

  it("holds with every domain of functions/src/domains.ts", () => {
    const { figures } = synthAndMeasure();
    const line = describeFigures(`${DOMAINS.length} product domains`, figures);
    console.log(line);
    expect(figures.domains).toBe(DOMAINS.length);
    expect(overBudget(figures), line).toEqual([]);
  });

  it("holds with 35 generated domains of 8 routes each, every route reaching its own domain's function", () => {
    const domains = generatedDomains(35, 8);
    expect(routerEndpoints(domains)).toHaveLength(35 * 8);
    const { synth, figures } = synthAndMeasure({ app: { domains } });
    const line = describeFigures("35 generated domains x 8 routes", figures);
    console.log(line);
    expect(figures.domains).toBe(35);
    expect(overBudget(figures), line).toEqual([]);

    const routes = templateRoutes(synth.main);
    for (const endpoint of routerEndpoints(domains)) {
      const fn = synth.product.main.functions.get(endpoint.domain)!.function;
      const id = synth.product.main.getLogicalId(fn.node.defaultChild as never);
      for (const path of samplePaths(endpoint.path)) {
        const chosen = selectRoutes(routes, endpoint.method, `/api${path}`);
        expect(chosen, `${endpoint.method} /api${path}`).toHaveLength(1);
        expect(chosen[0]!.target, `${endpoint.method} /api${path} -> ${endpoint.domain}`).toContain(id);
      }
    }
  });

  it("reports a stack over the budget, with both figures", () => {
    const figures = {
      stack: "Elevhalsa-prod",
      domains: 40,
      resources: 401,
      templateBytes: 700_001,
      byType: [],
    };
    expect(overBudget(figures)).toEqual([
      "401 resources, more than the budget of 400",
      "a template of 700001 bytes (700 kB), more than the budget of 700000 bytes",
    ]);
    expect(overBudget({ ...figures, resources: 400, templateBytes: 700_000 })).toEqual([]);
  });
});
