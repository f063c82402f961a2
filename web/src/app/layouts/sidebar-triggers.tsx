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
        aria-label={t("layout.sidebar.language")}
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
      aria-label={t("layout.sidebar.userMenu", { name })}
      data-testid="user-menu"
      {...props}
    >
      <Avatar.Root size="sm" colorPalette="brand" variant="solid">
        <Avatar.Fallback name={name.replace(/\s+/g, " ")} />
      </Avatar.Root>
    </IconButton>
  );
});
