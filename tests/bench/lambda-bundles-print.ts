import { BUNDLE_BUDGET, type ColdStartFigures, type LambdaBundlesReport } from "./lambda-bundles.js";

/** The cold-start part's printed report (lambda-bundles.ts measures; this reads the report to a person). */

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The readable summary: one table for the cold starts against the floor, one for what each bundle holds. */
export function printLambdaBundles(report: LambdaBundlesReport): void {
  const { floor, stack } = report;
  const line = (figures: ColdStartFigures) =>
    `${kB(figures.minifiedBytes)} kB, import ${figures.importMsMedian} ms, ` +
    `first request ${figures.firstRequestMsMedian} ms, cold start ${figures.coldStartMsMedian} ms ` +
    `(CPU ${figures.coldStartCpuMsMedian} ms)`;
  console.log(
    `Floor (${floor.what}): ${line(floor)} ` +
      `(medians of ${report.runs} fresh processes; Node's own start-up not included)`,
  );
  console.log(`Stack floor (${stack.what}): ${line(stack)}, ${stack.cpuRatio}x the floor by CPU`);
  console.table(
    report.domains.map((row) => ({
      domain: row.domain,
      "first request": row.firstRequest,
      "minified kB": kB(row.minifiedBytes),
      "x floor size": row.sizeRatio,
      [`<= ${BUNDLE_BUDGET.minifiedBytes / 1024} kB`]:
        row.minifiedBytes <= BUNDLE_BUDGET.minifiedBytes ? "yes" : "NO",
      "import ms": row.importMsMedian,
      [`import <= ${BUNDLE_BUDGET.coldImportMs}`]:
        row.importMsMedian <= BUNDLE_BUDGET.coldImportMs ? "yes" : "NO",
      "1st request ms": row.firstRequestMsMedian,
      "cold start ms": row.coldStartMsMedian,
      "x floor": row.coldStartRatio,
      [`<= ${BUNDLE_BUDGET.coldStartRatio}x`]:
        row.coldStartRatio <= BUNDLE_BUDGET.coldStartRatio ? "yes" : "NO",
      "CPU ms": row.coldStartCpuMsMedian,
      "x floor CPU": row.cpuRatio,
      "x stack CPU": row.cpuRatioToStack,
      "DynamoDB calls": row.calls.dynamodb,
      "local inputs": row.localInputs.length,
    })),
  );
  console.log("What each bundle holds (kB; the project's own code is 'app'):");
  console.table(
    report.domains.map((row) => ({
      domain: row.domain,
      ...Object.fromEntries(row.composition.slice(0, 6).map((part) => [part.name, kB(part.bytes)])),
    })),
  );
}
