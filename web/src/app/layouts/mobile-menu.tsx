import { Drawer, Heading, Link, Portal, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink as RouterNavLink } from "react-router";
import { CloseButton } from "../../shared/ui/chakra-parts/close-button";
import { ExternalIcon } from "../../shared/ui/icons";
import type { Navigation, NavLink } from "../navigation/nav-model";

/** The navbar's sections in a drawer, for screens too narrow for the dropdowns (spec: hamburger on mobile). */
export default function MobileMenuDrawer({
  open,
  onClose,
  navigation,
  title,
  headerExtra,
  returnFocusTo,
}: {
  open: boolean;
  onClose: () => void;
  navigation: Navigation;
  title: string;
  /** Under the title: the school's code on a phone. */
  headerExtra?: ReactNode;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="start"
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="xs" data-testid="mobile-menu">
            <Drawer.Header>
              <Stack gap="2" align="flex-start">
                <Drawer.Title>{title}</Drawer.Title>
                {headerExtra}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t("layout.nav.label")}>
                <Stack gap="5">
                  {navigation.sections.map((section) => (
                    <Stack key={section.id} gap="1">
                      <Heading as="h2" size="sm" color="fg.muted">
                        {t(section.label)}
                      </Heading>
                      <Stack as="ul" gap="0" listStyleType="none">
                        {section.links.map((navLink) => (
                          <li key={navLink.id}>
                            <MobileLink link={navLink} onNavigate={onClose} />
                          </li>
                        ))}
                      </Stack>
                    </Stack>
                  ))}
                  <Stack
                    as="ul"
                    gap="0"
                    listStyleType="none"
                    borderTopWidth="1px"
                    borderColor="border"
                    pt="3"
                  >
                    {navigation.extras.map((navLink) => (
                      <li key={navLink.id}>
                        <MobileLink link={navLink} onNavigate={onClose} />
                      </li>
                    ))}
                    {navigation.chat ? (
                      <li>
                        <Link
                          href={navigation.chat.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          py="2"
                          px="2"
                          display="flex"
                          gap="2"
                          fontWeight="semibold"
                        >
                          {t(navigation.chat.title)}
                          <ExternalIcon boxSize="3" />
                          <VisuallyHidden>{t("layout.nav.opensInNewTab")}</VisuallyHidden>
                        </Link>
                      </li>
                    ) : null}
                  </Stack>
                </Stack>
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("layout.nav.closeMenu")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function MobileLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      asChild
      display="block"
      py="2"
      px="2"
      rounded="md"
      _hover={{ bg: "bg.muted" }}
      textDecoration="none"
    >
      <RouterNavLink to={link.href} data-testid={`mobile-link-${link.id}`} onClick={onNavigate}>
        {({ isActive }) => (
          <Stack gap="0">
            <Text as="span" fontWeight="semibold" textDecoration={isActive ? "underline" : "none"}>
              {t(link.title)}
            </Text>
            <Text as="span" fontSize="xs" color="fg.muted">
              {t(link.description)}
            </Text>
          </Stack>
        )}
      </RouterNavLink>
    </Link>
  );
}
