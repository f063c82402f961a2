import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { teamsEntities } from "./team.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    teams: typeof teamsEntities;
  }
}

/** The demo's teams are the seed's base (local/demo-data.ts), written before every domain's steps. */
export const demoSeeds: readonly DemoSeedStep[] = [];
