import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { investigationsEntities } from "./investigation.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    investigations: typeof investigationsEntities;
  }
}

/** The demo's investigations are written by local/investigations.demo.ts until the adaptations, F-warnings and
 * mappings domains' public modules offer the reads it makes. */
export const demoSeeds: readonly DemoSeedStep[] = [];
