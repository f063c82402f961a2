import type { NotificationCategory } from "#shared/constants";
import {
  notificationLinkPath,
  notificationTitle,
  type NotificationKind,
  type NotificationPath,
} from "#shared/notifications/notification.schema";
import type { Deps } from "../deps.js";
import type { Mail } from "../mail/mailer.js";
import { somethingNewMail } from "../mail/templates.js";
import type { UserItem } from "../core/identity.js";
import { NOTIFICATION_RETENTION_DAYS, putNotifications, timeOrderedId } from "./notifications.repo.js";

/** One thing that happened, to be told to some people. Carries no document text. */
export interface Notice {
  schoolId: string;
  category: NotificationCategory;
  kind: NotificationKind;
  /** A fixed text at most (such as a step's label), never document text. */
  description: string;
  /** The path of the page that opens the item (`/actions/mapping`); the web and the mail add `?id=`. */
  link: NotificationPath;
  itemId: string;
  /**
   * When the notice is dated, if not now: an anonymous whistle's notice is dated to the start of its day, so no
   * stored notification times its sender to the minute.
   */
  at?: Date | undefined;
}

/**
 * Stores a notice for people the caller has already judged entitled to it: one notification each (unless they
 * hide the category). Answers the mails to send to those who have notifications ENABLED and a verified address;
 * a mail holds only a link. The calling domain sends them with its own mailer (so its Lambda is the one granted
 * mail). Callers never pass the actor: nobody is told about their own action.
 */
export async function deliver(deps: Deps, users: readonly UserItem[], notice: Notice): Promise<Mail[]> {
  // A link must be a page of the product (a fault in the calling code otherwise): nothing is stored or mailed.
  const path = notificationLinkPath(notice.link);
  if (!path) throw new Error(`A notice's link is not a page of the product: ${notice.link}`);
  const now = notice.at ?? deps.clock.now();
  const createdAt = now.toISOString();
  const ttl = Math.floor(now.getTime() / 1000) + NOTIFICATION_RETENTION_DAYS * 24 * 3600;
  const wanting = users.filter((user) => !user.hiddenNotificationCategories.includes(notice.category));
  if (wanting.length === 0) return [];
  await putNotifications(
    deps.db,
    wanting.map((user) => ({
      userId: user.id,
      id: timeOrderedId(now),
      schoolId: notice.schoolId,
      category: notice.category,
      kind: notice.kind,
      title: notificationTitle("sv", notice.kind),
      description: notice.description,
      link: notice.link,
      itemId: notice.itemId,
      createdAt,
      ttl,
    })),
  );
  const link = `${deps.config.publicBaseUrl}${path}?id=${encodeURIComponent(notice.itemId)}`;
  return wanting
    .filter((user) => user.notificationSetting === "ENABLED" && user.emailverified)
    .map((user) => somethingNewMail(user.email, link));
}
