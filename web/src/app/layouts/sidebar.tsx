import { Box, HStack, IconButton, Stack } from "@chakra-ui/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Role } from "#shared/constants";
import { NotificationTrigger } from "../../features/notifications/components/notification-trigger";
import { CalendarButton } from "../../features/calendar/components/calendar-button";
import { ViolationMegaphone } from "../../features/violations/components/violation-megaphone";
import { unseenCount } from "../../features/notifications/notification-rules";
import { useNotifications } from "../../shared/data/notifications.api";
import { loadMoreTexts } from "../../shared/i18n/i18n";
import type { Session } from "../../shared/session/session.api";
import { SettingsIcon } from "../../shared/ui/icons";
import { LanguageTrigger, UserTrigger } from "./sidebar-triggers";

const SettingsDialog = lazy(async () => {
  const [module] = await Promise.all([
    import("../../features/settings/components/settings-dialog"),
    loadMoreTexts(),
  ]);
  return module;
});
const loadMenus = () => import("./sidebar-menus");
const LanguageMenu = lazy(() => loadMenus().then((module) => ({ default: module.LanguageMenu })));
const UserMenu = lazy(() => loadMenus().then((module) => ({ default: module.UserMenu })));
const loadNotifications = () => import("../../features/notifications/components/notifications-menu");
const NotificationsMenu = lazy(() =>
  loadNotifications().then((module) => ({ default: module.NotificationsMenu })),
);

/** Roles without the calendar (spec section 6: the owner's calendar loads no school data; the super admin has none). */
const NO_CALENDAR: readonly Role[] = ["OWNER", "SUPERADMIN"];
/** Roles without the settings dialog (spec section 2: not for owner and super admin). */
const NO_SETTINGS: readonly Role[] = ["OWNER", "SUPERADMIN"];

/**
 * The sidebar (spec section 2): 4rem wide; notifications bell, settings, language switcher and the user menu. Below
 * the md breakpoint the same controls sit in a row in the top bar (`orientation="horizontal"`), so a phone keeps
 * its full width for the content.
 */
export function Sidebar({
  session,
  schoolWord,
  orientation = "vertical",
}: {
  session: Session;
  schoolWord: string;
  orientation?: "vertical" | "horizontal";
}) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const hasSettings = !NO_SETTINGS.includes(session.role);
  const controls = (
    <>
      {session.schoolId ? <NotificationBell schoolId={session.schoolId} userId={session.user.id} /> : null}
      {session.schoolId && !NO_CALENDAR.includes(session.role) ? (
        <CalendarButton schoolId={session.schoolId} />
      ) : null}
      {session.role === "TEACHER" && session.schoolId ? (
        <ViolationMegaphone schoolId={session.schoolId} />
      ) : null}
      {hasSettings ? (
        <IconButton
          variant="ghost"
          aria-label={t("layout.sidebar.settings")}
          onClick={() => setSettingsOpen(true)}
          data-testid="open-settings"
        >
          <SettingsIcon />
        </IconButton>
      ) : null}
      <LoadOnUse trigger={(open) => <LanguageTrigger {...open} />}>
        <LanguageMenu defaultOpen />
      </LoadOnUse>
    </>
  );
  const userMenu = (
    <LoadOnUse trigger={(open) => <UserTrigger name={session.user.name} {...open} />}>
      <UserMenu session={session} schoolWord={schoolWord} defaultOpen />
    </LoadOnUse>
  );
  const settings = settingsOpen ? (
    <Suspense fallback={null}>
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Suspense>
  ) : null;
  if (orientation === "horizontal") {
    return (
      <HStack gap="0" flexShrink="0" role="group" aria-label={t("layout.sidebar.label")} id="sidebar">
        {controls}
        {userMenu}
        {settings}
      </HStack>
    );
  }
  return (
    <Box
      asChild
      width="4rem"
      flexShrink="0"
      bg="bg"
      borderRightWidth="1px"
      borderColor="border"
      py="3"
      id="sidebar"
    >
      <aside aria-label={t("layout.sidebar.label")}>
        <Stack align="center" gap="2" height="full">
          {controls}
          <Box flex="1" />
          {userMenu}
        </Stack>
        {settings}
      </aside>
    </Box>
  );
}

/** The bell with its count in the first paint; the dropdown loads on first use. Only with an active school. */
function NotificationBell({ schoolId, userId }: { schoolId: string; userId: string }) {
  const { data } = useNotifications(schoolId);
  const unseen = unseenCount(data?.items ?? []);
  return (
    <LoadOnUse load={loadNotifications} trigger={(open) => <NotificationTrigger unseen={unseen} {...open} />}>
      <NotificationsMenu schoolId={schoolId} userId={userId} defaultOpen />
    </LoadOnUse>
  );
}

interface TriggerHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  "aria-haspopup": "menu";
  "aria-expanded": false;
}

/**
 * Shows a menu's button at once and loads the menu itself on first use (pointer over or focus preloads it; a click
 * or Enter opens it), after which the real menu, opened, takes the button's place.
 */
function LoadOnUse({
  trigger,
  children,
  load = loadMenus,
}: {
  trigger: (handlers: TriggerHandlers) => ReactNode;
  children: ReactNode;
  /** Fetches the menu's module (to start loading it before the click). */
  load?: () => Promise<unknown>;
}) {
  const [used, setUsed] = useState(false);
  const placeholder = trigger({
    onClick: () => setUsed(true),
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    "aria-haspopup": "menu",
    "aria-expanded": false,
  });
  if (!used) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
