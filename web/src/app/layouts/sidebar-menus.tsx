import { Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import type { Role } from "#shared/constants";
import { FOUNDATION_ACTIONS } from "#shared/policy/foundation.policy";
import { downloadSchoolQrCode } from "../../shared/api/school-qr-code";
import { changeLanguage, currentLanguage } from "../../shared/i18n/i18n";
import { isLanguage } from "../../shared/i18n/language";
import { useRoleLabels } from "../../shared/session/role-label";
import { sessionStore } from "../../shared/session/session-store";
import { rolesAvailableAt, type Session } from "../../shared/session/session.api";
import { Menu } from "../../shared/ui/chakra-parts/menu";
import { LanguageTrigger, UserTrigger } from "./sidebar-triggers";
import { ROUTES } from "../../shared/routes";

/**
 * The sidebar's menus (language and user). They load on first use: the menu machinery is a large share of the
 * staff shell's first-page JS.
 */

/** Switching role or school stores the choice and reloads to / (spec section 2). */
function switchTo(choice: { role?: Role; schoolId?: string }) {
  if (choice.role) sessionStore.setRole(choice.role);
  if (choice.schoolId) sessionStore.setSchoolId(choice.schoolId);
  window.location.assign(ROUTES.overview);
}

/** Swedish or English, local only (spec section 2). */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: "right-start" }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <LanguageTrigger />
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
export function UserMenu({
  session,
  schoolWord,
  defaultOpen = false,
}: {
  session: Session;
  schoolWord: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const { user, role, schoolId, schoolSummary } = session;
  const { pathname } = useLocation();
  const { roleName, userRoleLabel } = useRoleLabels(schoolSummary);
  const canSwitchSchool = role !== "OWNER" && user.schools.length > 1;
  // Only the roles held at the active school: a role from another school does not apply here.
  const roles = rolesAvailableAt(user, schoolId);
  const canDownloadQr =
    schoolId !== null && (FOUNDATION_ACTIONS["school.qrCode"] as readonly Role[]).includes(role);
  return (
    <Menu.Root positioning={{ placement: "right-end" }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <UserTrigger name={user.name} />
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
            {roles.length > 1 ? (
              <>
                <Menu.Separator />
                <Menu.RadioItemGroup
                  value={role}
                  onValueChange={(details) => {
                    const next = roles.find((candidate) => candidate === details.value);
                    if (next && next !== role) switchTo({ role: next });
                  }}
                >
                  <Menu.ItemGroupLabel>{t("layout.userMenu.switchRole")}</Menu.ItemGroupLabel>
                  {roles.map((candidate) => (
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
              <Menu.Item value="qr" onSelect={() => void downloadSchoolQrCode(schoolId)}>
                {t("layout.userMenu.downloadQr")}
              </Menu.Item>
            ) : null}
            <Menu.Item value="report-bug" asChild>
              <RouterLink to={ROUTES.reportBug} state={{ from: pathname }}>
                {t("layout.userMenu.reportBug")}
              </RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" asChild>
              <RouterLink to={ROUTES.logout} data-testid="sign-out">
                {t("layout.userMenu.signOut")}
              </RouterLink>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
