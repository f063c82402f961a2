/** What other domains may ask of notifications: telling people about an event. Never the entities. */
export { deliver } from "./notify.js";
/** A stored notification's shape, id and lifetime, for the demo seed's notifications (tickets/tickets.demo.ts). */
export { NOTIFICATION_RETENTION_DAYS, timeOrderedId, type NotificationItem } from "./notifications.repo.js";
