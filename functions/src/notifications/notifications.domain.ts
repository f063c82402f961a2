import { defineDomain } from "../core/domain.js";
import { notificationsRouter } from "./notifications.router.js";

/** The notifications domain's manifest (core/domain.ts). */
export const notificationsDomain = defineDomain({
  name: "notifications",
  router: notificationsRouter,
  capabilities: [],
});
