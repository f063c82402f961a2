import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer, type RawSourceMap } from "source-map-js";

/**
 * Where a cold start's time goes: reads `<dir>/<name>.cpuprofile` and the bundle's source map beside it (both written
 * by `BENCH_CPU_PROF=<dir> BENCH_PARTS=bundles npm run bench`) and prints the time per package or project file (self
 * time) and the functions with the most inclusive time, named by their original source.
 *   npx tsx tests/bench/profile-summary.ts <dir> <name> [rows]
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [dir, name, rowsArg] = process.argv.slice(2);
if (!dir || !name) throw new Error("usage: profile-summary.ts <dir> <name> [rows]");
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(join(dir, `${name}.cpuprofile`), "utf8")) as Profile;
const map = new SourceMapConsumer(
  JSON.parse(readFileSync(join(dir, `${name}.mjs.map`), "utf8")) as RawSourceMap,
);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
});

/** "package" or "app:path" and "function (file:line)" of a node, from the source map when the frame is the bundle's. */
function where(node: ProfileNode): { owner: string; fn: string } {
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  if (!url.endsWith(".mjs"))
    return {
      owner: url ? `node:${url.split("/").pop()}` : `(${functionName || "vm"})`,
      fn: functionName || "(anonymous)",
    };
  const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const source = original.source ?? "?";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  const file = source.replace(/^.*?(functions\/src|shared\/src|node_modules)\//, "$1/");
  return {
    owner: pkg ?? `app:${file}`,
    fn: `${original.name ?? functionName ?? "(anonymous)"} (${file}:${original.line ?? "?"})`,
  };
}
const cache = new Map<number, { owner: string; fn: string }>();
const whereOf = (id: number) => cache.get(id) ?? cache.set(id, where(byId.get(id)!)).get(id)!;

/** The nearest frame of the bundle on a sample's stack: Node's internals count to the code that called them. */
const bundleFrame = new Map<number, number | undefined>();
function nearestBundleFrame(id: number): number | undefined {
  if (bundleFrame.has(id)) return bundleFrame.get(id);
  const node = byId.get(id)!;
  const up = parent.get(id);
  const found = node.callFrame.url.endsWith(".mjs")
    ? id
    : up === undefined
      ? undefined
      : nearestBundleFrame(up);
  bundleFrame.set(id, found);
  return found;
}

const perOwner = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  total += ms;
  const frame = nearestBundleFrame(id);
  const owner = frame === undefined ? `outside the bundle: ${whereOf(id).fn}` : whereOf(frame).owner;
  perOwner.set(owner, (perOwner.get(owner) ?? 0) + ms);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    if (!byId.get(at)!.callFrame.url.endsWith(".mjs")) continue;
    const { fn } = whereOf(at);
    if (seen.has(fn)) continue;
    seen.add(fn);
    inclusive.set(fn, (inclusive.get(fn) ?? 0) + ms);
  }
}
const top = (entries: Map<string, number>) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, rows)
    .map(([key, ms]) => ({ key, ms: Math.round(ms * 10) / 10 }));
console.log(`${name}: ${Math.round(total)} ms sampled`);
console.log("Time by package or project file (with the Node internals each one called):");
console.table(top(perOwner));
console.log("Inclusive time by function of the bundle:");
console.table(top(inclusive));
