import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { classesEntities } from "./class.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    classes: typeof classesEntities;
  }
}

/** The demo's classes are the seed's base (local/demo-data.ts), written before every domain's steps. */
export const demoSeeds: readonly DemoSeedStep[] = [];
