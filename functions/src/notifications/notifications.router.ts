import { IdParamSchema } from "#shared/common.schema";
import {
  ClearCategoryQuerySchema,
  ListNotificationsQuerySchema,
  NotificationCategoryParamSchema,
  NotificationPageSchema,
  UserIdParamSchema,
} from "#shared/notifications/notification.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { serviceRoute } from "../core/service-route.js";
import {
  clearNotificationCategory,
  dismissNotification,
  listNotifications,
  markNotificationsSeen,
} from "./notifications.service.js";

/**
 * The signed-in user's own notifications (/notifications): each route one function of
 * notifications.service.ts.
 */
// "/notifications/*" matches "/notifications" as well: the session is read once per request.
export const notificationsRouter = createRouter()
  .use("/notifications/*", requireActor)

  /** The caller's notifications at one school, newest first; `seen` is false for those not yet opened. */
  .get(
    "/notifications",
    ...serviceRoute(
      {
        summary: "One's notifications at a school",
        description:
          "Newest first, paginated by cursor; `seen` is false for those not yet opened. A school outside one's " +
          "reach answers 404.",
        responses: { 200: NotificationPageSchema },
        errors: [403, 404],
        query: ListNotificationsQuerySchema,
      },
      listNotifications,
    ),
  )

  /** Marks every notification the caller has up to now as seen (the dropdown was opened). Only for oneself. */
  .patch(
    "/notifications/:userId",
    ...serviceRoute(
      {
        summary: "Mark one's notifications seen",
        description:
          "Every notification one has up to now (the dropdown was opened). Only for oneself: another `userId` " +
          "answers 403.",
        responses: { 204: null },
        errors: [403, 404],
        noBody: true,
        param: UserIdParamSchema,
      },
      markNotificationsSeen,
    ),
  )

  /** Removes every notification of one category (optionally only one school's). */
  .delete(
    "/notifications/category/:category",
    ...serviceRoute(
      {
        summary: "Clear a category of one's notifications",
        description: "Every one of the category, or only one school's (`schoolId`).",
        responses: { 204: null },
        errors: [403, 404],
        param: NotificationCategoryParamSchema,
        query: ClearCategoryQuerySchema,
      },
      clearNotificationCategory,
    ),
  )

  /** Removes one of the caller's notifications (clicking it in the dropdown). */
  .delete(
    "/notifications/:id",
    ...serviceRoute(
      {
        summary: "Dismiss a notification",
        description: "One of one's own (clicking it in the dropdown); anyone else's answers 404.",
        responses: { 204: null },
        errors: [403, 404],
        param: IdParamSchema,
      },
      dismissNotification,
    ),
  );
