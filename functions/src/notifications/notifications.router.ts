import { IdParamSchema } from "#shared/common.schema";
import {
  ClearCategoryQuerySchema,
  ListNotificationsQuerySchema,
  NotificationCategoryParamSchema,
  UserIdParamSchema,
} from "#shared/notifications/notification.schema";
import { requireActor } from "../core/actor.js";
import { createRouter } from "../core/app.js";
import { isConditionFailure } from "../core/db-errors.js";
import { AppError, forbidden, notFound } from "../core/errors.js";
import { queryAll, queryPage } from "../core/pagination.js";
import { contextOf } from "../core/request-context.js";
import { validate } from "../core/validate.js";
import { schoolScopeFor } from "../schools/index.js";
import { toNotification } from "./notifications.repo.js";
import { coreEntities } from "../core/identity.js";
import { notificationsEntities } from "./notification.entity.js";

/**
 * The signed-in user's own notifications (spec section 7). Nobody reads, deletes or marks another person's: every
 * query is in the caller's own partition. They hold no pupil data, so they are not audited.
 */
// "/notifications/*" matches "/notifications" as well: the session is read once per request.
export const notificationsRouter = createRouter()
  .use("/notifications/*", requireActor)

  /** The caller's notifications at one school, newest first; `seen` is false for those not yet opened. */
  .get("/notifications", validate("query", ListNotificationsQuerySchema), async (c) => {
    const { db } = c.get("deps");
    const actor = c.get("actor");
    const query = c.req.valid("query");
    if ((await schoolScopeFor(contextOf(c), query.schoolId)) === "none") throw notFound();
    const seenAt = c.get("auth").user.notificationsSeenAt;
    const search = notificationsEntities(db).notification.query.bySchool({
      userId: actor.userId,
      schoolId: query.schoolId,
    });
    const page = await queryPage(
      { go: (options) => search.go({ ...options, order: "desc" }) },
      query,
      (item) => toNotification(item, seenAt),
    );
    return c.json(page);
  })

  /** Marks every notification the caller has up to now as seen (the dropdown was opened). Only for oneself. */
  .patch("/notifications/:userId", validate("param", UserIdParamSchema), async (c) => {
    const deps = c.get("deps");
    const actor = c.get("actor");
    if (c.req.valid("param").userId !== actor.userId) throw forbidden();
    await coreEntities(deps.db)
      .user.patch({ id: actor.userId })
      .set({ notificationsSeenAt: deps.clock.now().toISOString() })
      .go({ response: "none" });
    return c.body(null, 204);
  })

  /** Removes every notification of one category (optionally only one school's). */
  .delete(
    "/notifications/category/:category",
    validate("param", NotificationCategoryParamSchema),
    validate("query", ClearCategoryQuerySchema),
    async (c) => {
      const { db } = c.get("deps");
      const actor = c.get("actor");
      const { category } = c.req.valid("param");
      const { schoolId } = c.req.valid("query");
      const items = await queryAll(
        notificationsEntities(db)
          .notification.query.byUser({ userId: actor.userId })
          .where((attr, op) =>
            schoolId
              ? `${op.eq(attr.category, category)} AND ${op.eq(attr.schoolId, schoolId)}`
              : op.eq(attr.category, category),
          ),
      );
      if (items.length > 0) {
        const { unprocessed } = await notificationsEntities(db)
          .notification.delete(items.map((item) => ({ userId: actor.userId, id: item.id })))
          .go();
        if (unprocessed.length > 0) throw new Error("Some notifications were not deleted");
      }
      return c.body(null, 204);
    },
  )

  /** Removes one of the caller's notifications (clicking it in the dropdown). */
  .delete("/notifications/:id", validate("param", IdParamSchema), async (c) => {
    const { db } = c.get("deps");
    try {
      await notificationsEntities(db)
        .notification.remove({ userId: c.get("actor").userId, id: c.req.valid("param").id })
        .go();
    } catch (err) {
      if (isConditionFailure(err)) throw new AppError("NOT_FOUND");
      throw err;
    }
    return c.body(null, 204);
  });
