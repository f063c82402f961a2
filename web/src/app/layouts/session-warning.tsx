import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { SessionWarning } from "../../shared/session/session-timer";
import { ROUTES } from "../../shared/routes";

/** The session-warning dialog (spec section 2): a title, a body for expiry or inactivity, and a sign-out button. */
export function SessionWarningDialog({
  warning,
  onDismiss,
}: {
  warning: SessionWarning | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const expiry = warning === "expiry";
  return (
    <Dialog.Root
      open={warning !== null}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="session-warning" mx="4">
            <Dialog.Header>
              <Dialog.Title>
                {expiry ? t("layout.session.expiryTitle") : t("layout.session.inactivityTitle")}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {expiry ? t("layout.session.expiryBody") : t("layout.session.inactivityBody")}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onDismiss}>
                {t("layout.session.stay")}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => {
                  onDismiss();
                  void navigate(ROUTES.logout);
                }}
              >
                {t("layout.session.signOut")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
