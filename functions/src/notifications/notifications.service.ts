import type { Page } from "#shared/common.schema";
import type { NotificationCategory } from "#shared/constants";
import type {
  ClearCategoryQuery,
  ListNotificationsQuery,
  Notification,
  NotificationPath,
} from "#shared/notifications/notification.schema";
import { notificationLinkPath } from "#shared/notifications/notification.constants";
import { AppError } from "../core/errors.js";
import { guard } from "../core/guard.js";
import type { RequestContext } from "../core/request-context.js";
import { schoolScopeFor } from "../schools/index.js";
import { readableTicketTitles } from "../tickets/index.js";
import { toNotification } from "./notifications.mappers.js";
import {
  deleteNotificationsOfCategory,
  listNotificationsAtSchool,
  removeNotification,
  saveNotificationsSeenAt,
} from "./notifications.repo.js";

/**
 * The signed-in user's own notifications (spec section 7). Nobody reads, deletes or marks another person's: every
 * query is in the caller's own partition. They hold no pupil data, so they are not audited.
 */

/** The link of the notifications about a ticket (their `itemId` is the ticket's id). */
const TICKET_PATH: NotificationPath = "/student-work/tickets";
const aboutTicket = (item: { link: string }) => notificationLinkPath(item.link) === TICKET_PATH;

/** The caller's notifications at one school, newest first; `seen` is false for those not yet opened. */
export async function listNotifications(
  ctx: RequestContext,
  input: ListNotificationsQuery,
): Promise<Page<Notification>> {
  // A school outside the actor's reach answers 404, like one that does not exist.
  await guard(ctx, (await schoolScopeFor(ctx, input.schoolId)) === "none" ? "not-found" : "allow");
  const page = await listNotificationsAtSchool(ctx.deps.db, ctx.actor.userId, input.schoolId, input);
  const seenAt = ctx.auth.user.notificationsSeenAt;
  // A notification stores only the ticket's id; its title is looked up now, with the reader's current access.
  const titles = await readableTicketTitles(
    ctx,
    input.schoolId,
    page.items.filter(aboutTicket).map((item) => item.itemId),
  );
  return {
    items: page.items.map((item) =>
      toNotification(
        item,
        seenAt,
        aboutTicket(item) ? (titles.get(item.itemId) ?? null) : null,
        ctx.language,
      ),
    ),
    cursor: page.cursor,
  };
}

/** Marks every notification the caller has up to now as seen (the dropdown was opened). Only for oneself. */
export async function markNotificationsSeen(ctx: RequestContext, input: { userId: string }): Promise<void> {
  await guard(ctx, input.userId === ctx.actor.userId ? "allow" : "forbidden");
  await saveNotificationsSeenAt(ctx.deps.db, ctx.actor.userId, ctx.deps.clock.now().toISOString());
}

/** Removes every notification of one category the caller has (optionally only one school's). */
export async function clearNotificationCategory(
  ctx: RequestContext,
  input: ClearCategoryQuery & { category: NotificationCategory },
): Promise<void> {
  await deleteNotificationsOfCategory(ctx.deps.db, ctx.actor.userId, input.category, input.schoolId);
}

/** Removes one of the caller's notifications (clicking it in the dropdown); anyone else's answers 404. */
export async function dismissNotification(ctx: RequestContext, input: { id: string }): Promise<void> {
  if (!(await removeNotification(ctx.deps.db, ctx.actor.userId, input.id))) throw new AppError("NOT_FOUND");
}
