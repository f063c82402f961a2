import * as z from "zod";
import { IdSchema, pageSchema } from "../common.schema.js";
import { NOTIFICATION_CATEGORIES } from "../constants.js";
import { NOTIFICATION_KINDS } from "../messages.js";

export * from "./notification.constants.js";
export { NOTIFICATION_KINDS, notificationTitle } from "../messages.js";

/**
 * Notifications (spec section 3): made by the server when something happens that a person must know. They carry
 * a neutral title and store no document text or pupil's name (a ticket's title is looked up when read, for those who may read
 * the ticket in full); `link` is the path of the page the web opens (notification.constants.ts: or a route name
 * stored earlier), with `?id=<itemId>` when `itemId` is set.
 */

export const NotificationSchema = z.object({
  id: z.string(),
  schoolId: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  /** A fixed text at most (e.g. the new step's label); never document text. */
  description: z.string(),
  link: z.string(),
  itemId: z.string().nullable(),
  /**
   * The title of the ticket the notification is about, only while the reader may read that ticket in full (never
   * for a timeline-only reader, never stored on the notification or sent by mail); null otherwise.
   */
  ticketTitle: z.string().nullable(),
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pageSchema(NotificationSchema);

/** GET /notifications?schoolId=: the caller's own notifications at one school, newest first. */
export const ListNotificationsQuerySchema = z
  .object({
    schoolId: IdSchema,
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuerySchema>;

export const NotificationCategoryParamSchema = z
  .object({ category: z.enum(NOTIFICATION_CATEGORIES) })
  .strict();

/** DELETE /notifications/category/{category}: optionally only those of one school (the dropdown's). */
export const ClearCategoryQuerySchema = z.object({ schoolId: IdSchema.optional() }).strict();
export type ClearCategoryQuery = z.infer<typeof ClearCategoryQuerySchema>;

export const UserIdParamSchema = z.object({ userId: IdSchema }).strict();
