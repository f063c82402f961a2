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
import { describeRoute } from "../core/openapi.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import {
  clearNotificationCategory,
  dismissNotification,
  listNotifications,
  markNotificationsSeen,
} from "./notifications.service.js";

/**
 * The signed-in user's own notifications (/notifications): validate, call one function of
 * notifications.service.ts, respond.
 */
// "/notifications/*" matches "/notifications" as well: the session is read once per request.
export const notificationsRouter = createRouter()
  .use("/notifications/*", requireActor)

  /** The caller's notifications at one school, newest first; `seen` is false for those not yet opened. */
  .get(
    "/notifications",
    describeRoute({
      summary: "One's notifications at a school",
      description:
        "Newest first, paginated by cursor; `seen` is false for those not yet opened. A school outside one's " +
        "reach answers 404.",
      responses: { 200: NotificationPageSchema },
      errors: [403, 404],
    }),
    validate("query", ListNotificationsQuerySchema),
    async (c) => {
      return c.json(await listNotifications(contextOf(c), c.req.valid("query")));
    },
  )

  /** Marks every notification the caller has up to now as seen (the dropdown was opened). Only for oneself. */
  .patch(
    "/notifications/:userId",
    describeRoute({
      summary: "Mark one's notifications seen",
      description:
        "Every notification one has up to now (the dropdown was opened). Only for oneself: another `userId` " +
        "answers 403.",
      responses: { 204: null },
      errors: [403, 404],
      noBody: true,
    }),
    validate("param", UserIdParamSchema),
    async (c) => {
      await markNotificationsSeen(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  )

  /** Removes every notification of one category (optionally only one school's). */
  .delete(
    "/notifications/category/:category",
    describeRoute({
      summary: "Clear a category of one's notifications",
      description: "Every one of the category, or only one school's (`schoolId`).",
      responses: { 204: null },
      errors: [403, 404],
    }),
    validate("param", NotificationCategoryParamSchema),
    validate("query", ClearCategoryQuerySchema),
    async (c) => {
      await clearNotificationCategory(contextOf(c), { ...c.req.valid("query"), ...c.req.valid("param") });
      return c.body(null, 204);
    },
  )

  /** Removes one of the caller's notifications (clicking it in the dropdown). */
  .delete(
    "/notifications/:id",
    describeRoute({
      summary: "Dismiss a notification",
      description: "One of one's own (clicking it in the dropdown); anyone else's answers 404.",
      responses: { 204: null },
      errors: [403, 404],
    }),
    validate("param", IdParamSchema),
    async (c) => {
      await dismissNotification(contextOf(c), c.req.valid("param"));
      return c.body(null, 204);
    },
  );
