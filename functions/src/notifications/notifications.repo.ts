import { randomBytes } from "node:crypto";
import type { EntityItem } from "electrodb";
import type { Notification } from "#shared/notifications/notification.schema";
import type { NotificationEntity } from "./notification.entity.js";

export type NotificationItem = EntityItem<NotificationEntity>;

/** Notifications are removed by the table's TTL after this many days. */
export const NOTIFICATION_RETENTION_DAYS = 90;

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids in one partition therefore sort
 * by creation time, and DELETE /notifications/{id} still finds the item by its key.
 */
export function timeOrderedId(at: Date): string {
  const bytes = randomBytes(16);
  let ms = at.getTime();
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `seenAt`: the time up to which the user has opened their notifications (PATCH /notifications/{userId}). */
export function toNotification(item: NotificationItem, seenAt: string | undefined): Notification {
  return {
    id: item.id,
    schoolId: item.schoolId,
    category: item.category,
    kind: item.kind,
    title: item.title,
    description: item.description,
    link: item.link,
    itemId: item.itemId || null,
    seen: seenAt !== undefined && item.createdAt <= seenAt,
    createdAt: item.createdAt,
  };
}
