import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { BellIcon } from "../../../shared/ui/icons";
import { IconCount } from "../../../shared/ui/icon-count";
import { badgeText } from "../notification-rules";

/**
 * The bell (spec section 2): in the first paint, with the number of unseen notifications. The number is part of
 * the button's name too ("Notiser, 3 nya"), so the badge itself is hidden from assistive technology.
 */
export const NotificationTrigger = forwardRef<
  HTMLButtonElement,
  Omit<IconButtonProps, "aria-label"> & { unseen: number }
>(function NotificationTrigger({ unseen, ...props }, ref) {
  const { t } = useTranslation();
  const shown = badgeText(unseen);
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      position="relative"
      aria-label={shown ? t("notifications.bellUnseen", { count: unseen, shown }) : t("notifications.bell")}
      data-testid="notifications-bell"
      {...props}
    >
      <BellIcon />
      {shown ? <IconCount count={shown} bg="red.700" color="white" testId="notifications-count" /> : null}
    </IconButton>
  );
});
