import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/**
 * Asks before something that cannot be undone: deleting or archiving (red, the default), or a decision, which
 * destroys nothing (`tone="brand"`).
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  tone = "destructive",
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  tone?: "destructive" | "brand";
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="calc(100vw - 2rem)" maxWidth="24rem" data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{body}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("common.actions.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={tone === "brand" ? "brand" : "red"}
                loading={pending ?? false}
                onClick={onConfirm}
                data-tone={tone}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
