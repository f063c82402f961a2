import { randomBytes } from "node:crypto";
import type { EntityItem } from "electrodb";
import type { NotificationCategory } from "#shared/constants";
import type { Page } from "#shared/common.schema";
import { isConditionFailure } from "../core/db-errors.js";
import { coreEntities } from "../core/identity.js";
import { newestFirstPage, queryAll } from "../core/pagination.js";
import type { Db } from "../db/db.js";
import { notificationsEntities, type NotificationEntity } from "./notification.entity.js";

export type NotificationItem = EntityItem<NotificationEntity>;
type PageRequest = { cursor?: string | undefined; limit?: number | undefined };

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

/** Stores notifications (one per person) in a batch. */
export async function putNotifications(db: Db, items: NotificationItem[]): Promise<void> {
  const { unprocessed } = await notificationsEntities(db).notification.put(items).go();
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} notifications were not stored`);
}

/** One person's notifications at one school, newest first, a page at a time. */
export function listNotificationsAtSchool(
  db: Db,
  userId: string,
  schoolId: string,
  page: PageRequest,
): Promise<Page<NotificationItem>> {
  const search = notificationsEntities(db).notification.query.bySchool({ userId, schoolId });
  return newestFirstPage(search, page);
}

/** Records the time up to which the person has opened their notifications (on their own user item). */
export async function saveNotificationsSeenAt(db: Db, userId: string, at: string): Promise<void> {
  await coreEntities(db).user.patch({ id: userId }).set({ notificationsSeenAt: at }).go({ response: "none" });
}

/** Removes every notification of one category a person has (optionally only one school's). */
export async function deleteNotificationsOfCategory(
  db: Db,
  userId: string,
  category: NotificationCategory,
  schoolId: string | undefined,
): Promise<void> {
  const { notification } = notificationsEntities(db);
  const items = await queryAll(
    notification.query
      .byUser({ userId })
      .where((attr, op) =>
        schoolId
          ? `${op.eq(attr.category, category)} AND ${op.eq(attr.schoolId, schoolId)}`
          : op.eq(attr.category, category),
      ),
  );
  if (items.length === 0) return;
  const { unprocessed } = await notification.delete(items.map((item) => ({ userId, id: item.id }))).go();
  if (unprocessed.length > 0) throw new Error("Some notifications were not deleted");
}

/** Removes one of a person's notifications; answers false when they have none with that id. */
export async function removeNotification(db: Db, userId: string, id: string): Promise<boolean> {
  try {
    await notificationsEntities(db).notification.remove({ userId, id }).go();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}
