import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "#shared/common.schema";
import type { Notification } from "#shared/notifications/notification.schema";
import { notificationsApi, read, sending } from "../api/client";

/**
 * The bell's data (spec section 2): the caller's newest notifications at the active school. The shell loads this
 * module, so it imports types only (no zod); the dropdown's writes are in notification-actions.ts, loaded with it.
 */
/** The bell's list per school: the bell reads and changes it, the overview counts the unseen. */
export const notificationKeys = {
  all: ["notifications"] as const,
  bySchool: (schoolId: string) => [...notificationKeys.all, "school", schoolId] as const,
};

/** How many the dropdown lists (the newest). */
export const NOTIFICATION_LIMIT = 50;

export type NotificationPage = Page<Notification>;

/** GET /notifications?schoolId=&limit=50, again every minute and when the window gets focus. */
export const notificationsOptions = (schoolId: string | null) =>
  queryOptions({
    queryKey: notificationKeys.bySchool(schoolId ?? ""),
    queryFn: ({ signal }) =>
      read(
        notificationsApi.notifications.$get(
          { query: { schoolId: schoolId!, limit: String(NOTIFICATION_LIMIT) } },
          sending({ signal }),
        ),
      ),
    enabled: schoolId !== null,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

/** The newest notifications, read again every minute. */
export function useNotifications(schoolId: string | null) {
  return useQuery(notificationsOptions(schoolId));
}
