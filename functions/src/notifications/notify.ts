import type { NotificationCategory } from "#shared/constants";
import {
  NOTIFICATION_ROUTES,
  NOTIFICATION_TITLES,
  type NotificationKind,
  type NotificationRoute,
} from "#shared/notifications/notification.schema";
import type { Deps } from "../deps.js";
import { somethingNewMail } from "../mail/templates.js";
import type { UserItem } from "../users/users.repo.js";
import { NOTIFICATION_RETENTION_DAYS, timeOrderedId } from "./notifications.repo.js";

/** One thing that happened, to be told to some people. Carries no document text. */
export interface Notice {
  schoolId: string;
  category: NotificationCategory;
  kind: NotificationKind;
  /** A fixed text at most (such as a step's label), never document text. */
  description: string;
  link: NotificationRoute;
  itemId: string;
}

/**
 * Delivers a notice to people the caller has already judged entitled to it: one notification each (unless they
 * hide the category), and a mail to those who have notifications ENABLED and a verified address. The mail holds
 * only a link. Callers never pass the actor: nobody is told about their own action.
 */
export async function deliver(deps: Deps, users: readonly UserItem[], notice: Notice): Promise<string[]> {
  const now = deps.clock.now();
  const createdAt = now.toISOString();
  const ttl = Math.floor(now.getTime() / 1000) + NOTIFICATION_RETENTION_DAYS * 24 * 3600;
  const wanting = users.filter((user) => !user.hiddenNotificationCategories.includes(notice.category));
  if (wanting.length === 0) return [];
  await deps.db.notification
    .put(
      wanting.map((user) => ({
        userId: user.id,
        id: timeOrderedId(now),
        schoolId: notice.schoolId,
        category: notice.category,
        kind: notice.kind,
        title: NOTIFICATION_TITLES[notice.kind].sv,
        description: notice.description,
        link: notice.link,
        itemId: notice.itemId,
        createdAt,
        ttl,
      })),
    )
    .go();
  const link = `${deps.config.publicBaseUrl}${NOTIFICATION_ROUTES[notice.link]}?id=${encodeURIComponent(notice.itemId)}`;
  for (const user of wanting) {
    if (user.notificationSetting !== "ENABLED" || !user.emailverified) continue;
    await deps.mailer.send(somethingNewMail(user.email, link));
  }
  return wanting.map((user) => user.id);
}
