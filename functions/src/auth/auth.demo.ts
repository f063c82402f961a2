import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { authEntities } from "./one-time-token.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    auth: typeof authEntities;
  }
}

/** The auth domain writes no demo records (the demo's people sign in with the demo password). */
export const demoSeeds: readonly DemoSeedStep[] = [];
