import type { DemoSeedStep } from "../local/demo-seeds.js";
import type { notificationsEntities } from "./notification.entity.js";

declare module "../local/all-entities.js" {
  interface TableEntityGroups {
    notifications: typeof notificationsEntities;
  }
}

/** The demo's notifications come with the demo's tickets (tickets/tickets.demo.ts). */
export const demoSeeds: readonly DemoSeedStep[] = [];
