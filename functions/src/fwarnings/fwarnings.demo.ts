import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { fWarningsEntities } from "./fwarning.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    fwarnings: typeof fWarningsEntities;
  }
}

/** The demo's F-warnings come with the adaptations' chains (adaptations/adaptations.demo.ts). */
export const demoSeeds: readonly DemoSeedStep[] = [];
