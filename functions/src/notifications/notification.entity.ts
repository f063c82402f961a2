import { Entity } from "electrodb";
import { NOTIFICATION_CATEGORIES } from "#shared/constants";
import { NOTIFICATION_KINDS } from "#shared/notifications/notification.schema";
import { SERVICE, key, type EntityConfig } from "../db/entity-config.js";
import { entityGroup } from "../db/entities.js";

/**
 * One notification for one person, in their own partition (found by id there), and indexed per school for the
 * dropdown. Ids are time-ordered (UUID v7), so both read newest first in descending order; the TTL removes old
 * ones. Holds no document text.
 */
export const makeNotificationEntity = (config: EntityConfig) =>
  new Entity(
    {
      model: { entity: "notification", version: "1", service: SERVICE },
      attributes: {
        userId: { type: "string", required: true, readOnly: true },
        id: { type: "string", required: true, readOnly: true },
        schoolId: { type: "string", required: true, readOnly: true },
        category: { type: [...NOTIFICATION_CATEGORIES], required: true, readOnly: true },
        kind: { type: [...NOTIFICATION_KINDS], required: true, readOnly: true },
        title: { type: "string", required: true, readOnly: true },
        description: { type: "string", required: true, readOnly: true },
        link: { type: "string", required: true, readOnly: true },
        /** "" when the notification opens no particular item. */
        itemId: { type: "string", required: true, readOnly: true },
        createdAt: { type: "string", required: true, readOnly: true },
        ttl: { type: "number", required: true, readOnly: true },
      },
      indexes: {
        byUser: {
          pk: key("pk", "USER#${userId}#NOTIFICATIONS", ["userId"]),
          sk: key("sk", "NOTIFICATION#${id}", ["id"]),
        },
        /** One person's notifications at one school (the dropdown), newest first in descending order. */
        bySchool: {
          index: "gsi1",
          pk: key("gsi1pk", "USER#${userId}#NOTIFICATIONS#${schoolId}", ["userId", "schoolId"]),
          sk: key("gsi1sk", "${id}", ["id"]),
        },
      },
    },
    config,
  );
export type NotificationEntity = ReturnType<typeof makeNotificationEntity>;

export const notificationsEntities = entityGroup({ notification: makeNotificationEntity });
