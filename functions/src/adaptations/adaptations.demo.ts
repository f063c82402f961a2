import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { adaptationsEntities } from "./adaptation.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    adaptations: typeof adaptationsEntities;
  }
}

/** The demo's adaptations are written by local/adaptations.demo.ts until the F-warnings domain's public module
 * offers a way to store one. */
export const demoSeeds: readonly DemoSeedStep[] = [];
