import { DOMAINS } from "../../functions/src/domains.js";
import { routerEndpoints } from "../../infra/lib/routes.js";
import { generatedDomains } from "../infra/generated-domains.js";
import {
  CLOUDFORMATION_LIMITS,
  kB,
  measureMainStack,
  STACK_BUDGET,
  type StackFigures,
} from "../infra/stack-budget.js";

export interface InfraRow {
  stack: string;
  domains: number;
  endpoints: number;
  routes: number;
  alarms: number;
  resources: number;
  templateKb: number;
  withinBudget: boolean;
}

export interface InfraBench {
  budget: typeof STACK_BUDGET;
  limits: typeof CLOUDFORMATION_LIMITS;
  rows: InfraRow[];
  /** Growth per generated domain of 8 routes, between the smallest and the largest generated stack. */
  perDomain: { resources: number; templateKb: number };
  /** Generated domains of 8 routes the main stack holds before it reaches the budget, by that growth. */
  domainsAtBudget: { resources: number; template: number };
}

const countOf = (figures: StackFigures, type: string) => figures.byType.find(([t]) => t === type)?.[1] ?? 0;

function rowOf(stack: string, endpoints: number, figures: StackFigures): InfraRow {
  return {
    stack,
    domains: figures.domains,
    endpoints,
    routes: countOf(figures, "AWS::ApiGatewayV2::Route"),
    alarms: countOf(figures, "AWS::CloudWatch::Alarm"),
    resources: figures.resources,
    templateKb: kB(figures.templateBytes),
    withinBudget:
      figures.resources <= STACK_BUDGET.resources && figures.templateBytes <= STACK_BUDGET.templateBytes,
  };
}

/**
 * The main stack's size as domains are added: the product's own domains, then 12, 24 and 35 generated domains of
 * 8 routes each (the spec's size), synthesized as `cdk synth -c stage=prod` would (tests/infra/stack-budget.ts).
 * Counts, not timings: the figures are the same on any machine.
 */
export function benchInfra(generated: readonly number[] = [12, 24, 35]): InfraBench {
  const rows = [rowOf("product", routerEndpoints(DOMAINS).length, measureMainStack())];
  const generatedFigures = generated.map((count) => {
    const domains = generatedDomains(count, 8);
    const figures = measureMainStack({ app: { domains } });
    rows.push(rowOf(`generated ${count} x 8`, routerEndpoints(domains).length, figures));
    return figures;
  });
  const first = generatedFigures[0]!;
  const last = generatedFigures.at(-1)!;
  const added = last.domains - first.domains;
  const perDomain = {
    resources: (last.resources - first.resources) / added,
    templateBytes: (last.templateBytes - first.templateBytes) / added,
  };
  return {
    budget: STACK_BUDGET,
    limits: CLOUDFORMATION_LIMITS,
    rows,
    perDomain: {
      resources: Math.round(perDomain.resources * 10) / 10,
      templateKb: kB(perDomain.templateBytes),
    },
    domainsAtBudget: {
      resources: Math.floor(last.domains + (STACK_BUDGET.resources - last.resources) / perDomain.resources),
      template: Math.floor(
        last.domains + (STACK_BUDGET.templateBytes - last.templateBytes) / perDomain.templateBytes,
      ),
    },
  };
}
