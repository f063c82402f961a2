import type { ParseKeys } from "i18next";
import type { NotificationCategory } from "#shared/constants";

/** The categories as the clear action names them (explicit keys: never built from the value). */
export const NOTIFICATION_CATEGORY_KEYS: Record<NotificationCategory, ParseKeys> = {
  TICKET: "notifications.categories.TICKET",
  ACTION: "notifications.categories.ACTION",
  MAPPING: "notifications.categories.MAPPING",
  FEEDBACK: "notifications.categories.FEEDBACK",
  F: "notifications.categories.F",
  ADAPTATION: "notifications.categories.ADAPTATION",
  INVESTIGATION: "notifications.categories.INVESTIGATION",
  ACTIVITY: "notifications.categories.ACTIVITY",
  PROTOCOL: "notifications.categories.PROTOCOL",
  FOLLOWUP: "notifications.categories.FOLLOWUP",
  VIOLATION: "notifications.categories.VIOLATION",
  WHISTLE: "notifications.categories.WHISTLE",
  CHECKIN: "notifications.categories.CHECKIN",
  CLASSNOTE: "notifications.categories.CLASSNOTE",
  MEMORYNOTE: "notifications.categories.MEMORYNOTE",
  UNREADNOTIFICATIONS: "notifications.categories.UNREADNOTIFICATIONS",
};
