import type { Language } from "#shared/messages";
import { notificationTitle, type Notification } from "#shared/notifications/notification.schema";
import type { NotificationItem } from "./notifications.repo.js";

/**
 * `seenAt`: the time up to which the user has opened their notifications (PATCH /notifications/{userId});
 * `ticketTitle`: the ticket's title when the reader may read that ticket in full now, else null. The title is the
 * kind's in the reader's language (the server catalogue's `notifications`); the stored one is the Swedish.
 */
export function toNotification(
  item: NotificationItem,
  seenAt: string | undefined,
  ticketTitle: string | null = null,
  language: Language = "sv",
): Notification {
  return {
    id: item.id,
    schoolId: item.schoolId,
    category: item.category,
    kind: item.kind,
    title: notificationTitle(language, item.kind),
    description: item.description,
    link: item.link,
    itemId: item.itemId || null,
    ticketTitle,
    seen: seenAt !== undefined && item.createdAt <= seenAt,
    createdAt: item.createdAt,
  };
}
