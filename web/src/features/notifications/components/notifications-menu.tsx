import { Box, HStack, Portal, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Notification } from "#shared/notifications/notification.schema";
import { currentLanguage } from "../../../shared/i18n/i18n";
import { Menu } from "../../../shared/ui/chakra-parts/menu";
import {
  categoriesOf,
  groupByTicket,
  notificationPath,
  relativeTime,
  unseenCount,
} from "../notification-rules";
import {
  useClearNotificationCategory,
  useMarkNotificationsSeen,
  useRemoveNotification,
} from "../notification-actions";
import { useNotifications } from "../../../shared/data/notifications.api";
import { NotificationTrigger } from "./notification-trigger";
import { NOTIFICATION_CATEGORY_KEYS } from "../notifications-keys";

/**
 * The notifications dropdown (spec section 2): about 14rem high, scrolling. Opening it marks everything as seen;
 * clicking a notification removes it and opens what it is about; each category present can be cleared. It loads on
 * first use of the bell.
 */
export function NotificationsMenu({
  schoolId,
  userId,
  defaultOpen = false,
}: {
  schoolId: string;
  userId: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isPending } = useNotifications(schoolId);
  const items = useMemo(() => data?.items ?? [], [data]);
  const unseen = unseenCount(items);
  const markSeen = useMarkNotificationsSeen(schoolId, userId);
  const remove = useRemoveNotification(schoolId);
  const clear = useClearNotificationCategory(schoolId);
  const [open, setOpen] = useState(defaultOpen);
  // What was new when the dropdown opened stays marked while it is open, though the bell's count is already 0.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const marked = useRef(false);
  // A highlighted item that is gone (removed, cleared) must not stay the menu's active descendant.
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const categories = categoriesOf(items);
  const present =
    highlighted !== null &&
    (items.some((item) => item.id === highlighted) ||
      categories.some((category) => `clear-${category}` === highlighted));

  useEffect(() => {
    if (!open) {
      marked.current = false;
      return;
    }
    if (marked.current || isPending) return;
    marked.current = true;
    const unseenIds = items.filter((item) => !item.seen).map((item) => item.id);
    setFresh(new Set(unseenIds));
    if (unseenIds.length > 0) markSeen.mutate();
  }, [open, isPending, items, markSeen]);

  const select = (notification: Notification) => {
    remove.mutate(notification.id);
    const target = notificationPath(notification);
    if (target) void navigate(target);
  };

  return (
    <Menu.Root
      positioning={{ placement: "right-start" }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      highlightedValue={present ? highlighted : null}
      onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
    >
      <Menu.Trigger asChild>
        <NotificationTrigger unseen={unseen} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            width="20rem"
            maxWidth="calc(100vw - 4.5rem)"
            maxHeight="14rem"
            overflowY="auto"
            data-testid="notifications-menu"
          >
            {isPending ? (
              <Menu.Item value="loading" disabled>
                {t("notifications.loading")}
              </Menu.Item>
            ) : items.length === 0 ? (
              <Menu.Item value="empty" disabled data-testid="notifications-empty">
                {t("notifications.empty")}
              </Menu.Item>
            ) : (
              <>
                {groupByTicket(items).map((group) => (
                  // One group per ticket the reader may read in full, named by its title; the rest together.
                  <Menu.ItemGroup key={group.key} data-testid="notification-group">
                    <Menu.ItemGroupLabel lineClamp="2">
                      {group.title ?? t("notifications.bell")}
                    </Menu.ItemGroupLabel>
                    {group.items.map((notification) => (
                      <NotificationItem
                        key={notification.id}
                        notification={notification}
                        fresh={fresh.has(notification.id)}
                        onSelect={() => select(notification)}
                      />
                    ))}
                  </Menu.ItemGroup>
                ))}
                <Menu.Separator />
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>{t("notifications.clearHeading")}</Menu.ItemGroupLabel>
                  {categories.map((category) => (
                    <Menu.Item
                      key={category}
                      value={`clear-${category}`}
                      closeOnSelect={false}
                      onSelect={() => clear.mutate(category)}
                      data-testid={`notifications-clear-${category}`}
                    >
                      {t("notifications.clear", {
                        category: t(NOTIFICATION_CATEGORY_KEYS[category]).toLocaleLowerCase(
                          currentLanguage(),
                        ),
                      })}
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function NotificationItem({
  notification,
  fresh,
  onSelect,
}: {
  notification: Notification;
  fresh: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // The server tells the kind's title in the request's language (its catalogue's notifications).
  const title = notification.title;
  return (
    <Menu.Item
      value={notification.id}
      onSelect={onSelect}
      alignItems="flex-start"
      py="2"
      data-testid="notification-item"
      data-unseen={fresh ? "true" : undefined}
    >
      <Box
        aria-hidden="true"
        flexShrink="0"
        mt="1.5"
        boxSize="2"
        rounded="full"
        bg={fresh ? "brand.solid" : "transparent"}
      />
      <Stack gap="0.5" minWidth="0" flex="1">
        <HStack gap="2" align="baseline" justify="space-between">
          <Text fontSize="sm" fontWeight={fresh ? "bold" : "normal"} lineClamp="2">
            {fresh ? (
              <Text
                as="span"
                fontSize="2xs"
                fontWeight="bold"
                textTransform="uppercase"
                borderWidth="1px"
                borderColor="currentColor"
                rounded="sm"
                px="1"
                me="1.5"
              >
                {t("notifications.unseen")}
              </Text>
            ) : null}
            {title}
          </Text>
        </HStack>
        {notification.description ? (
          <Text fontSize="xs" color="fg.muted">
            {notification.description}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt, language)}</time>
        </Text>
      </Stack>
    </Menu.Item>
  );
}
