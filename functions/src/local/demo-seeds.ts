import { readdirSync } from "node:fs";
import type { Deps } from "../deps.js";
import type { DemoPlan } from "./demo-plan.js";

/**
 * The demo seed's extension point: each domain writes its demo records in its own folder, in a `*.demo.ts` file
 * (functions/src/<domain>/<domain>.demo.ts) exporting `demoSeeds`, and the seed finds those files by their name.
 * A demo file is local-only code: it may import functions/src/local/ (these types, allEntities), and no other file
 * but a test imports it (eslint.config.js), so no Lambda entry reaches it.
 */

/** The seeded plan's ids a domain's demo records refer to: by school key, organization key, email and team name. */
export interface DemoRefs {
  schoolIds: Record<string, string>;
  organizationIds: Record<string, string>;
  /** Each school key's organization id. */
  schoolOrganization: Record<string, string>;
  userIds: Record<string, string>;
  userNames: Record<string, string>;
  /** Each school key's class ids, in the plan's order. */
  classIds: Record<string, string[]>;
  /** Each school key's pupil ids, in the plan's order. */
  studentIds: Record<string, string[]>;
  teamIds: Record<string, string>;
}

/** What a demo step is given: the plan being seeded and the ids of what is already in the table. */
export interface DemoSeedContext {
  plan: DemoPlan;
  refs: DemoRefs;
}

/** One step of the demo seed, written by the domain whose records it writes. */
export interface DemoSeedStep {
  /**
   * When the step runs, lowest first, unique among every domain's steps: a step may read what earlier steps wrote
   * (mappings read the tickets, the calendar the action programs). Today's steps count in tens (demo-seeds.test.ts
   * pins their order); a new domain takes a free number after the steps it reads.
   */
  order: number;
  /** A name for the step in errors and in the order test. */
  name: string;
  /** Writes the step's records; returns how many tickets it wrote when it writes tickets (the seed's count). */
  seed(deps: Deps, context: DemoSeedContext): Promise<{ tickets: number } | void>;
}

/** What a `*.demo.ts` file exports. */
export interface DemoModule {
  demoSeeds: readonly DemoSeedStep[];
}

const SRC = new URL("../", import.meta.url);
const DEMO_FILE = /\.demo\.ts$/;

/** Every `functions/src/<folder>/*.demo.ts`, as paths from functions/src, sorted. */
export function demoFiles(): string[] {
  return readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(new URL(`${folder.name}/`, SRC))
        .filter((file) => DEMO_FILE.test(file))
        .map((file) => `${folder.name}/${file}`),
    )
    .sort();
}

function isDemoModule(loaded: unknown): loaded is DemoModule {
  return (
    typeof loaded === "object" &&
    loaded !== null &&
    "demoSeeds" in loaded &&
    Array.isArray((loaded as { demoSeeds: unknown }).demoSeeds)
  );
}

/** Every domain's demo steps, in their order; a demo file without `demoSeeds`, or two steps of one order, throw. */
export async function loadDemoSeeds(): Promise<DemoSeedStep[]> {
  const steps: DemoSeedStep[] = [];
  for (const file of demoFiles()) {
    const loaded: unknown = await import(new URL(file, SRC).href);
    if (!isDemoModule(loaded)) throw new Error(`functions/src/${file} exports no demoSeeds`);
    steps.push(...loaded.demoSeeds);
  }
  steps.sort((a, b) => a.order - b.order);
  const clash = steps.find((step, index) => index > 0 && steps[index - 1]!.order === step.order);
  if (clash) throw new Error(`Two demo steps share the order ${clash.order} (${clash.name})`);
  return steps;
}
