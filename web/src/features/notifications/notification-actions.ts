import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationCategory } from "#shared/constants";
import type { Notification } from "#shared/notifications/notification.schema";
import { notificationsApi, read } from "../../shared/api/client";
import { showError } from "../../shared/ui/snackbar";
import { notificationKeys, type NotificationPage } from "../../shared/data/notifications.api";

/** The dropdown's writes (spec section 2); they load with the dropdown, not with the shell. */

/** Changes the cached list of one school, if it is cached. */
function useUpdateList(schoolId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.bySchool(schoolId);
  return {
    queryClient,
    key,
    update: (change: (items: Notification[]) => Notification[]) =>
      queryClient.setQueryData<NotificationPage>(key, (page) =>
        page ? { ...page, items: change(page.items) } : page,
      ),
  };
}

/** PATCH /notifications/{ownUserId}: the dropdown was opened, so everything listed is now seen. */
export function useMarkNotificationsSeen(schoolId: string, userId: string) {
  const { queryClient, key, update } = useUpdateList(schoolId);
  return useMutation({
    mutationFn: () => read(notificationsApi.notifications[":userId"].$patch({ param: { userId } })),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationPage>(key);
      update((items) => items.map((item) => (item.seen ? item : { ...item, seen: true })));
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      showError(error);
    },
  });
}

/** DELETE /notifications/{id}: clicking a notification removes it. */
export function useRemoveNotification(schoolId: string) {
  const { queryClient, key, update } = useUpdateList(schoolId);
  return useMutation({
    mutationFn: (id: string) => read(notificationsApi.notifications[":id"].$delete({ param: { id } })),
    onMutate: (id) => update((items) => items.filter((item) => item.id !== id)),
    onError: (error) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** DELETE /notifications/category/{category}?schoolId=: removes one category's notifications at this school. */
export function useClearNotificationCategory(schoolId: string) {
  const { queryClient, key, update } = useUpdateList(schoolId);
  return useMutation({
    mutationFn: (category: NotificationCategory) =>
      read(
        notificationsApi.notifications.category[":category"].$delete({
          param: { category },
          query: { schoolId },
        }),
      ),
    onSuccess: (_nothing, category) => update((items) => items.filter((item) => item.category !== category)),
    onError: (error) => {
      showError(error);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
