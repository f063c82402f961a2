import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useId, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseButton } from "./chakra-parts/close-button";

/** A dialog around one form: its fields, Cancel and a submit button. */
export function FormDialog({
  open,
  title,
  submitLabel,
  pending,
  onSubmit,
  onClose,
  children,
  testId,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="calc(100vw - 2rem)" maxWidth="24rem" data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={onSubmit}>
                <Stack gap="4">{children}</Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("common.actions.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} colorPalette="brand" loading={pending ?? false}>
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
