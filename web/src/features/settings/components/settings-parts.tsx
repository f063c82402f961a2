import { Box, Button, Dialog, Portal, Switch, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN_LENGTH } from "#shared/constants";

/** A yes/no setting as a switch whose label says the current answer. */
export function YesNoSwitch({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      display="flex"
      alignItems="flex-start"
      gap="3"
    >
      <Switch.HiddenInput />
      <Switch.Control mt="1">
        <Switch.Thumb />
      </Switch.Control>
      <Box>
        <Switch.Label fontWeight="medium">
          {label}: {checked ? t("common.yes") : t("common.no")}
        </Switch.Label>
        <Text fontSize="sm" color="fg.muted">
          {help}
        </Text>
      </Box>
    </Switch.Root>
  );
}

/** The password rule's message in an error dialog (spec section 5); nothing is sent. */
export function PasswordErrorDialog({ password, onClose }: { password: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={password !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="calc(100vw - 2rem)" maxWidth="24rem" data-testid="password-error">
            <Dialog.Header>
              <Dialog.Title>{t("settings.passwordError.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t("settings.passwordError.message")}</Dialog.Description>
              {password !== null && password.length < PASSWORD_MIN_LENGTH ? (
                <Text mt="2">{t("settings.passwordError.length")}</Text>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{t("common.actions.close")}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
