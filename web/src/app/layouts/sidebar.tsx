import { Avatar, Box, IconButton, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { Role } from "#shared/constants";
import { FOUNDATION_ACTIONS } from "#shared/policy/foundation.policy";
import { apiDownload } from "../../shared/api/api-client";
import { changeLanguage, currentLanguage } from "../../shared/i18n/i18n";
import { isLanguage } from "../../shared/i18n/language";
import { useRoleLabels } from "../../shared/session/role-label";
import { sessionStore } from "../../shared/session/session-store";
import type { Session } from "../../shared/session/session.api";
import { GlobeIcon, SettingsIcon } from "../../shared/ui/icons";
import { showError } from "../../shared/ui/snackbar";

const SettingsDialog = lazy(() => import("../../features/settings/components/settings-dialog"));

/** Roles without the settings dialog (spec section 2: not for owner and super admin). */
const NO_SETTINGS: readonly Role[] = ["OWNER", "SUPERADMIN"];

/** Switching role or school stores the choice and reloads to / (spec section 2). */
function switchTo(choice: { role?: Role; schoolId?: string }) {
  if (choice.role) sessionStore.setRole(choice.role);
  if (choice.schoolId) sessionStore.setSchoolId(choice.schoolId);
  window.location.assign("/");
}

async function downloadQrCode(schoolId: string) {
  try {
    const { blob, name } = await apiDownload(
      `/schools/${encodeURIComponent(schoolId)}/external-page-qr-code`,
      "qr-code.png",
    );
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = name;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    showError(error);
  }
}

/** The sidebar (spec section 2): 4rem wide; settings, language switcher and the user menu. */
export function Sidebar({ session, schoolWord }: { session: Session; schoolWord: string }) {
  const { t } = useTranslation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const hasSettings = !NO_SETTINGS.includes(session.role);
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
          <LanguageMenu />
          <Box flex="1" />
          <UserMenu session={session} schoolWord={schoolWord} />
        </Stack>
        {settingsOpen ? (
          <Suspense fallback={null}>
            <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        ) : null}
      </aside>
    </Box>
  );
}

/** Swedish or English, local only (spec section 2). */
function LanguageMenu() {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: "right-start" }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={t("layout.sidebar.language")} data-testid="language-menu">
          <Stack gap="0" align="center">
            <GlobeIcon boxSize="4" />
            <Text as="span" fontSize="2xs" fontWeight="bold" textTransform="uppercase">
              {currentLanguage()}
            </Text>
          </Stack>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={currentLanguage()}
              onValueChange={(details) => {
                if (isLanguage(details.value)) void changeLanguage(details.value);
              }}
            >
              <Menu.ItemGroupLabel>{t("common.language.label")}</Menu.ItemGroupLabel>
              <Menu.RadioItem value="sv" lang="sv">
                {t("common.language.sv")}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
              <Menu.RadioItem value="en" lang="en">
                {t("common.language.en")}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Name and role label; switch role, switch school, QR code, report a bug, sign out (spec section 2). */
function UserMenu({ session, schoolWord }: { session: Session; schoolWord: string }) {
  const { t } = useTranslation();
  const { user, role, schoolId, schoolSummary } = session;
  const { roleName, userRoleLabel } = useRoleLabels(schoolSummary);
  const canSwitchSchool = role !== "OWNER" && user.schools.length > 1;
  const canDownloadQr =
    schoolId !== null && (FOUNDATION_ACTIONS["school.qrCode"] as readonly Role[]).includes(role);
  return (
    <Menu.Root positioning={{ placement: "right-end" }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          rounded="full"
          size="lg"
          aria-label={t("layout.sidebar.userMenu", { name: user.name })}
          data-testid="user-menu"
        >
          <Avatar.Root size="sm" colorPalette="brand" variant="solid">
            <Avatar.Fallback name={user.name.replace(/\s+/g, " ")} />
          </Avatar.Root>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="64" maxHeight="80vh" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold" color="fg" fontSize="sm">
                  {user.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" data-testid="role-label">
                  {userRoleLabel(role, user.subRole)}
                </Text>
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            {user.roles.length > 1 ? (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup
                  value={role}
                  onValueChange={(details) => {
                    const next = user.roles.find((candidate) => candidate === details.value);
                    if (next && next !== role) switchTo({ role: next });
                  }}
                >
                  <Menu.ItemGroupLabel>{t("layout.userMenu.switchRole")}</Menu.ItemGroupLabel>
                  {user.roles.map((candidate) => (
                    <Menu.RadioItem key={candidate} value={candidate}>
                      {roleName(candidate)}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </>
            ) : null}
            {canSwitchSchool ? (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup
                  value={schoolId ?? ""}
                  onValueChange={(details) => {
                    if (details.value && details.value !== schoolId) switchTo({ schoolId: details.value });
                  }}
                >
                  <Menu.ItemGroupLabel>
                    {t("layout.userMenu.switchSchool", { school: schoolWord })}
                  </Menu.ItemGroupLabel>
                  {user.schools.map((school) => (
                    <Menu.RadioItem key={school.id} value={school.id}>
                      {school.name}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  ))}
                </Menu.RadioItemGroup>
              </>
            ) : null}
            <Menu.Separator />
            {canDownloadQr && schoolId ? (
              <Menu.Item value="qr" onSelect={() => void downloadQrCode(schoolId)}>
                {t("layout.userMenu.downloadQr")}
              </Menu.Item>
            ) : null}
            <Menu.Item value="report-bug" asChild>
              <RouterLink to="/report-bug">{t("layout.userMenu.reportBug")}</RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" asChild>
              <RouterLink to="/logout" data-testid="sign-out">
                {t("layout.userMenu.signOut")}
              </RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
