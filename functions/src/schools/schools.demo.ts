import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { schoolsEntities } from "./school.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    schools: typeof schoolsEntities;
  }
}

/** The demo's schools are the seed's base (local/demo-data.ts), written before every domain's steps. */
export const demoSeeds: readonly DemoSeedStep[] = [];
