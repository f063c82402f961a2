import { Avatar, IconButton, Stack, Text, type IconButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../shared/i18n/i18n";
import { GlobeIcon } from "../../shared/ui/icons";

/** The sidebar's menu buttons, shared by the first paint and the loaded menus so nothing moves when they load. */
export const LanguageTrigger = forwardRef<HTMLButtonElement, Omit<IconButtonProps, "aria-label">>(
  function LanguageTrigger(props, ref) {
    const { t } = useTranslation();
    return (
      <IconButton
        ref={ref}
        variant="ghost"
        aria-label={t("layout.sidebar.language", { language: currentLanguage().toUpperCase() })}
        data-testid="language-menu"
        {...props}
      >
        <Stack gap="0" align="center">
          <GlobeIcon boxSize="4" />
          <Text as="span" fontSize="2xs" fontWeight="bold" textTransform="uppercase">
            {currentLanguage()}
          </Text>
        </Stack>
      </IconButton>
    );
  },
);

export const UserTrigger = forwardRef<
  HTMLButtonElement,
  Omit<IconButtonProps, "aria-label"> & { name: string }
>(function UserTrigger({ name, ...props }, ref) {
  const { t } = useTranslation();
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      rounded="full"
      size="lg"
      aria-label={t("layout.sidebar.userMenu", { initials: initialsOf(name), name })}
      data-testid="user-menu"
      {...props}
    >
      <Avatar.Root size="sm" colorPalette="brand" variant="solid">
        <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      </Avatar.Root>
    </IconButton>
  );
});

/**
 * The avatar's letters: the first letters of the first and last names. They start the button's accessible name too,
 * so a voice-control user can say what they see (WCAG 2.5.3).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toLocaleUpperCase("sv");
}
