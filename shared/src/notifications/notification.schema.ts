import * as z from "zod";
import { IdSchema } from "../common.schema.js";
import { NOTIFICATION_CATEGORIES } from "../constants.js";
import type { Language } from "../errors.js";

/**
 * Notifications (spec section 3): made by the server when something happens that a person must know. They carry
 * a neutral title and never document text or a pupil's name; `link` is the name of the route the web opens, with
 * `?id=<itemId>` when `itemId` is set.
 */

/** Route names a notification may open, and the path of each (the web navigates by them). */
export const NOTIFICATION_ROUTES = {
  "student-work-tickets": "/student-work/tickets",
} as const;
export type NotificationRoute = keyof typeof NOTIFICATION_ROUTES;

/** What happened. The web may show its own text per kind; the stored title is the Swedish one below. */
export const NOTIFICATION_KINDS = [
  "TICKET_ASSIGNED",
  "TICKET_SHARED",
  "TICKET_MESSAGE",
  "TICKET_COMMENT",
  "TICKET_STEP",
  "TICKET_DECISION",
  "TICKET_REMINDER",
  "TICKET_FEEDBACK",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Neutral titles: never the pupil, never the ticket's own title or text. */
export const NOTIFICATION_TITLES: Record<NotificationKind, Record<Language, string>> = {
  TICKET_ASSIGNED: {
    sv: "Du har blivit ansvarig för ett ärende",
    en: "You are now responsible for a ticket",
  },
  TICKET_SHARED: { sv: "Ett ärende har delats med dig", en: "A ticket has been shared with you" },
  TICKET_MESSAGE: { sv: "Nytt meddelande i ett ärende", en: "New message in a ticket" },
  TICKET_COMMENT: { sv: "Ny kommentar i ett ärende", en: "New comment in a ticket" },
  TICKET_STEP: { sv: "Ett ärende har bytt steg", en: "A ticket has moved to another step" },
  TICKET_DECISION: { sv: "Nytt beslut i ett ärende", en: "New decision in a ticket" },
  TICKET_REMINDER: { sv: "Påminnelse om ett ärende", en: "Reminder about a ticket" },
  TICKET_FEEDBACK: { sv: "Ny återkoppling i ett ärende", en: "New feedback in a ticket" },
};

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
  seen: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /notifications?schoolId=: the caller's own notifications at one school, newest first. */
export const ListNotificationsQuerySchema = z
  .object({
    schoolId: IdSchema,
    cursor: z.string().min(1).max(2048).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

export const NotificationCategoryParamSchema = z
  .object({ category: z.enum(NOTIFICATION_CATEGORIES) })
  .strict();

/** DELETE /notifications/category/{category}: optionally only those of one school (the dropdown's). */
export const ClearCategoryQuerySchema = z.object({ schoolId: IdSchema.optional() }).strict();

export const UserIdParamSchema = z.object({ userId: IdSchema }).strict();
