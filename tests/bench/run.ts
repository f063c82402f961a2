import { mkdirSync, writeFileSync } from "node:fs";
import { benchApi } from "./api.js";
import { benchInfra } from "./infra.js";
import { printLambdaBundles } from "./lambda-bundles-print.js";
import { benchLambdaBundles, coldStartOptions, coldStartRuns } from "./lambda-bundles.js";
import { lighthouseTable, measureLighthouse } from "./lighthouse.js";
import { benchOpenApi } from "./openapi.js";
import { formatWebBundle, measureWebBundle } from "./web-bundle.js";

/**
 * `npm run bench`: writes bench-results/bench.json and prints a readable summary. Figures come from here, never
 * from timed tests. BENCH_SECONDS shortens or lengthens each load run (default 10). BENCH_PARTS picks the parts
 * (comma list of api, bundles, web, lighthouse, infra, openapi; default all), e.g. `BENCH_PARTS=web,lighthouse npm run bench`.
 * BENCH_COLD_STARTS sets how many fresh processes each Lambda's cold start is measured in (default 20);
 * BENCH_DOMAINS limits that part to some domains (comma list; the floor always runs) and BENCH_CPU_PROF=<dir> writes
 * one V8 CPU profile per function's cold start there (an extra, untimed run).
 */
const PARTS = ["api", "bundles", "web", "lighthouse", "infra", "openapi"] as const;
type Part = (typeof PARTS)[number];

function selectedParts(): Set<Part> {
  const raw = process.env.BENCH_PARTS?.trim();
  if (!raw) return new Set(PARTS);
  const names = raw
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_PARTS: unknown ${unknown.join(", ")} (known: ${PARTS.join(", ")})`);
  return new Set(names as Part[]);
}

async function main() {
  const parts = selectedParts();
  const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
  const ticketsPerPupil = Number(process.env.BENCH_TICKETS_PER_PUPIL ?? 20);
  const report: Record<string, unknown> = { date: new Date().toISOString(), node: process.versions.node };

  if (parts.has("api")) await benchApiPart(report, durationSeconds, ticketsPerPupil);
  if (parts.has("bundles")) await benchBundlesPart(report);
  if (parts.has("web")) {
    console.log("\nWeb: initial JS of the sign-in page and the staff shell (Vite build) ...");
    const web = await measureWebBundle();
    report.webBundle = web;
    console.log(formatWebBundle(web));
  }
  if (parts.has("lighthouse")) {
    console.log("\nLighthouse (desktop, performance only, median of 3 cold loads) on the local product ...");
    const lighthouse = await measureLighthouse();
    report.lighthouse = lighthouse;
    console.table(lighthouseTable(lighthouse));
    for (const page of lighthouse.pages.filter((row) => !row.meetsTargets)) {
      const top = page.opportunities.map((row) => `${row.id} (${row.savingsMs} ms)`).join(", ");
      console.log(`${page.page} below target; top opportunities: ${top || "none reported"}`);
    }
  }

  if (parts.has("infra")) benchInfraPart(report);
  if (parts.has("openapi")) await benchOpenApiPart(report);

  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/bench.json", JSON.stringify(report, null, 2));
  console.log("Written to bench-results/bench.json");
}

async function benchApiPart(
  report: Record<string, unknown>,
  durationSeconds: number,
  ticketsPerPupil: number,
) {
  console.log(
    `API: benchmark data set (5 schools x 600 pupils, ${ticketsPerPupil} tickets a pupil), ${durationSeconds} s per run ...`,
  );
  const api = await benchApi({ durationSeconds, ticketsPerPupil });
  report.api = api;
  console.log(
    `seeded ${api.tickets} tickets and the rest in ${api.seedMs} ms; RSS ${api.rssMb.before} -> ${api.rssMb.after} MB during the load runs`,
  );
  console.table(
    api.results.map((row) => ({
      route: row.name,
      clients: row.connections,
      requests: row.requests,
      errors: row.errors + row.non2xx,
      "p50 ms": row.p50,
      "p99 ms": row.p99,
      "direct p50": row.directP50,
      "direct p99": row.directP99,
      "p50 ratio": row.overheadRatio,
      "DynamoDB calls/request": Object.entries(row.dynamoCallsPerRequest)
        .map(([name, count]) => `${name.replace("Command", "")} ${count}`)
        .join(", "),
    })),
  );
}

async function benchBundlesPart(report: Record<string, unknown>) {
  const runs = coldStartRuns();
  console.log(
    `\nLambda bundles: size and cold start to the first request against the floor (median of ${runs} fresh processes each) ...`,
  );
  const bundles = await benchLambdaBundles(runs, coldStartOptions());
  report.lambdaBundles = bundles;
  printLambdaBundles(bundles);
}

function benchInfraPart(report: Record<string, unknown>) {
  console.log(
    "\nInfra: the main stack's CloudFormation resources and template size as domains are added ...",
  );
  const infra = benchInfra();
  report.infra = infra;
  console.table(
    infra.rows.map((row) => ({
      stack: row.stack,
      domains: row.domains,
      endpoints: row.endpoints,
      "API routes": row.routes,
      alarms: row.alarms,
      resources: row.resources,
      [`<= ${infra.budget.resources}`]: row.resources <= infra.budget.resources ? "yes" : "NO",
      "template kB": row.templateKb,
      [`<= ${infra.budget.templateBytes / 1000} kB`]:
        row.templateKb * 1000 <= infra.budget.templateBytes ? "yes" : "NO",
    })),
  );
  console.log(
    `Each domain of 8 routes adds ${infra.perDomain.resources} resources and ${infra.perDomain.templateKb} kB; ` +
      `the budget holds about ${infra.domainsAtBudget.resources} such domains by resources and ` +
      `${infra.domainsAtBudget.template} by template size (limits ${infra.limits.resources} resources, ` +
      `${infra.limits.templateBytes / 1000} kB).`,
  );
}

async function benchOpenApiPart(report: Record<string, unknown>) {
  console.log("\nOpenAPI: the document of every mounted router (GET /api/openapi.json) ...");
  const openapi = await benchOpenApi();
  report.openapi = openapi;
  console.table(openapi.perDomain);
  console.log(
    `${openapi.described} of ${openapi.routes} routes described (${openapi.incomplete} described but incomplete); ` +
      `the document ${openapi.valid ? "validates" : "does NOT validate"} as OpenAPI 3.1`,
  );
  if (!openapi.valid) console.log(openapi.errors);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
