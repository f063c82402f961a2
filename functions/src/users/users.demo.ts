import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { usersEntities } from "./membership.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    users: typeof usersEntities;
  }
}

/** The demo's staff are the seed's base (local/demo-data.ts), written before every domain's steps. */
export const demoSeeds: readonly DemoSeedStep[] = [];
