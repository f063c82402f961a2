import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { studentsEntities } from "./student.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    students: typeof studentsEntities;
  }
}

/** The demo's pupils are the seed's base (local/demo-data.ts), written before every domain's steps. */
export const demoSeeds: readonly DemoSeedStep[] = [];
