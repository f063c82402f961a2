import type { Notification } from "#shared/notifications/notification.schema";
import { notificationLinkPath } from "#shared/notifications/notification.constants";
import { formatDay } from "../../shared/pupil-actions/dates";

/** The highest count the bell's badge spells out; more shows as "99+". */
export const BADGE_CAP = 99;

/** How many of the listed notifications the user has not yet seen (the dropdown not opened since they came). */
export function unseenCount(items: readonly Pick<Notification, "seen">[]): number {
  return items.filter((item) => !item.seen).length;
}

/** The badge's text: nothing for 0, the number up to the cap, then "99+". */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/**
 * Where clicking a notification goes: its page's path, with `?id=` when it names an item; null for a link that
 * leads nowhere in the product (an unknown route name, another site).
 */
export function notificationPath(notification: Pick<Notification, "link" | "itemId">): string | null {
  const path = notificationLinkPath(notification.link);
  if (!path) return null;
  return notification.itemId ? `${path}?id=${encodeURIComponent(notification.itemId)}` : path;
}

/** The categories present in the list, each once, in the order they first appear. */
export function categoriesOf<T extends Pick<Notification, "category">>(items: readonly T[]): T["category"][] {
  return [...new Set(items.map((item) => item.category))];
}

/** Notifications about one ticket (`title` is its title), or those that name no ticket the reader may read. */
export interface NotificationGroup<T> {
  key: string;
  title: string | null;
  items: T[];
}

/**
 * Groups the list by the ticket it is about, for the tickets whose title the reader is told (those they may read
 * in full); the rest form one group without a title. Groups keep the list's order (newest first), by their
 * newest notification.
 */
export function groupByTicket<T extends Pick<Notification, "itemId" | "ticketTitle">>(
  items: readonly T[],
): NotificationGroup<T>[] {
  const groups = new Map<string, NotificationGroup<T>>();
  for (const item of items) {
    const named = item.ticketTitle !== null && item.itemId !== null;
    const key = named ? `ticket-${item.itemId}` : "other";
    const group = groups.get(key) ?? { key, title: named ? item.ticketTitle : null, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
];

/** "5 minuter sedan", "i går", or a short date for anything older than a week. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "";
  let value = Math.round((then - now) / 60_000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto", style: "short" });
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return format.format(value, unit);
    value = Math.round(value / size);
  }
  return formatDay(iso, language);
}
