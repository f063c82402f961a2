import { Box, Button, Flex, HStack, IconButton, Link, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { lazy, Suspense, useContext, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router";
import type { School } from "#shared/schools/school.schema";
import type { Role, Subscription } from "#shared/constants";
import { showError, showSuccess } from "../../shared/ui/snackbar";
import { ChatIcon, ChevronDownIcon, ExternalIcon, MenuIcon, SidebarIcon } from "../../shared/ui/icons";
import { Logo } from "../../shared/ui/logo";
import { CHAT_URL } from "../navigation/chat-url";
import { activeSectionId, buildNavigation, type Navigation, type NavLink } from "../navigation/nav-model";
import { ServedPathsContext } from "../navigation/served-paths";
import { useFeatureNavLinks } from "../../shared/features/slots";
import { ROUTES } from "../../shared/routes";

const MobileMenuDrawer = lazy(() => import("./mobile-menu"));

export interface NavbarProps {
  role: Role;
  school: Pick<School, "name" | "code" | "hiddenParts"> | null;
  schoolName: string | null;
  subscriptions: readonly Subscription[];
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /**
   * Below the md breakpoint: no sidebar toggle, the sidebar's controls (`sidebarControls`) sit at the end of the
   * bar, the school's name stays and its code moves into the menu drawer.
   */
  phone?: boolean;
  sidebarControls?: ReactNode;
}

/** The top bar (spec section 2, Navigation). */
export function Navbar({
  role,
  school,
  schoolName,
  subscriptions,
  sidebarOpen,
  onToggleSidebar,
  phone = false,
  sidebarControls,
}: NavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const served = useContext(ServedPathsContext);
  const links = useFeatureNavLinks();
  const navigation = buildNavigation({
    role,
    hiddenParts: school?.hiddenParts ?? [],
    subscriptions,
    chatUrl: CHAT_URL,
    served,
    links,
  });
  const active = activeSectionId(navigation, pathname);

  return (
    <Box asChild bg="bg" borderBottomWidth="1px" borderColor="border" flexShrink="0">
      <header>
        <Flex align="center" gap={{ base: "1", md: "3" }} px={{ base: "2", md: "4" }} height="14">
          <MobileMenu
            navigation={navigation}
            schoolName={schoolName}
            schoolCode={phone && school ? <SchoolCode code={school.code} /> : null}
          />
          {phone ? null : (
            <IconButton
              variant="ghost"
              size="sm"
              aria-label={sidebarOpen ? t("layout.sidebar.hide") : t("layout.sidebar.show")}
              aria-expanded={sidebarOpen}
              aria-controls="sidebar"
              onClick={onToggleSidebar}
            >
              <SidebarIcon />
            </IconButton>
          )}
          <Link asChild aria-label={t("common.home")} rounded="md" flexShrink="0">
            <RouterLink to={ROUTES.overview}>
              <Logo compact />
            </RouterLink>
          </Link>
          <Box asChild hideBelow="lg" flex="1" minWidth="0">
            <nav aria-label={t("layout.nav.label")}>
              <HStack gap="1" as="ul" listStyleType="none">
                {navigation.sections.map((section) => (
                  <li key={section.id}>
                    <NavDropdown
                      id={section.id}
                      label={t(section.label)}
                      links={section.links}
                      active={active === section.id}
                      pathname={pathname}
                    />
                  </li>
                ))}
                {navigation.chat ? (
                  <li>
                    <ChatLink link={navigation.chat} />
                  </li>
                ) : null}
              </HStack>
            </nav>
          </Box>
          <Box flex={phone ? "0" : "1"} hideFrom="lg" />
          {school ? (
            <HStack gap="1" minWidth="0" flex={phone ? "1" : undefined} justify="flex-end">
              <SchoolName name={school.name} />
              {phone ? null : <SchoolCode code={school.code} />}
            </HStack>
          ) : schoolName ? (
            <SchoolName name={schoolName} />
          ) : null}
          {sidebarControls}
        </Flex>
      </header>
    </Box>
  );
}

function SchoolName({ name }: { name: string }) {
  return (
    <Text fontWeight="medium" truncate maxWidth="48" minWidth="0" data-testid="school-name">
      {name}
    </Text>
  );
}

/** The school's code; clicking it copies it (spec section 2). */
function SchoolCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      showSuccess("layout.nav.schoolCodeCopied");
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Button
      variant="subtle"
      colorPalette="brand"
      size="sm"
      fontFamily="mono"
      onClick={() => void copy()}
      aria-label={t("layout.nav.schoolCode", { code })}
      data-testid="school-code"
    >
      #{code}
    </Button>
  );
}

function ChatLink({ link }: { link: NavLink }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" fontWeight="semibold">
      <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid="nav-chat">
        <ChatIcon boxSize="4" />
        {t(link.title)}
        <ExternalIcon boxSize="3" />
        <VisuallyHidden>{t("layout.nav.opensInNewTab")}</VisuallyHidden>
      </a>
    </Button>
  );
}

/** On narrow screens a hamburger opens the same sections in a drawer (loaded on first use). */
function MobileMenu({
  navigation,
  schoolName,
  schoolCode,
}: {
  navigation: Navigation;
  schoolName: string | null;
  schoolCode: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-label={t("layout.nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        hideFrom="lg"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="open-mobile-menu"
      >
        <MenuIcon />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onClose={() => setOpen(false)}
            navigation={navigation}
            title={schoolName ?? t("layout.nav.label")}
            headerExtra={schoolCode}
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * A section's links as a disclosure (the WAI-ARIA pattern for site navigation): a button that shows and hides a
 * list of links, each with a title and a description. Escape, a click elsewhere or moving focus out closes it.
 */
function NavDropdown({
  id,
  label,
  links,
  active,
  pathname,
}: {
  id: string;
  label: string;
  links: NavLink[];
  active: boolean;
  pathname: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement | null>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <Box
      ref={root}
      position="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        fontWeight="semibold"
        textDecoration={active ? "underline" : "none"}
        textDecorationThickness="2px"
        textUnderlineOffset="6px"
        aria-expanded={open}
        aria-controls={listId}
        data-active={active || undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid={`nav-section-${id}`}
      >
        {label}
        <ChevronDownIcon boxSize="4" />
      </Button>
      <Stack
        as="ul"
        id={listId}
        hidden={!open}
        listStyleType="none"
        position="absolute"
        top="calc(100% + 4px)"
        insetStart="0"
        zIndex="dropdown"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="md"
        shadow="lg"
        p="1"
        gap="0"
        minWidth="72"
        maxWidth="sm"
      >
        {links.map((navLink) => (
          <li key={navLink.id}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="sm"
              textDecoration="none"
              color="fg"
              _hover={{ bg: "bg.muted" }}
            >
              <RouterLink
                to={navLink.href}
                aria-current={pathname === navLink.href ? "page" : undefined}
                onClick={() => setOpen(false)}
                data-testid={`nav-link-${navLink.id}`}
              >
                <Text
                  as="span"
                  display="block"
                  fontWeight="semibold"
                  textDecoration={pathname === navLink.href ? "underline" : "none"}
                >
                  {t(navLink.title)}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="fg.muted">
                  {t(navLink.description)}
                </Text>
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
