import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import type { FormDialogState } from "../forms/use-schema-form";
import { Alert } from "./chakra-parts/alert";
import { FormAlert } from "./form-alert";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CloseButton } from "./chakra-parts/close-button";
import { useDiscardGuard } from "../hooks/use-discard-guard";

/** The dialog's width: `md` (32rem) for most forms, `lg` (40rem) for long ones; never wider than the screen. */
const WIDTHS = { md: "32rem", lg: "40rem" } as const;

/**
 * A stale tab's banner (a 409): someone else changed the item; "Ladda om" reads the new version while the fields
 * keep what the user typed. Titled with the spec's 409 text (section 8).
 */
function ConflictBanner({ reloading, onReload }: NonNullable<FormDialogState["conflict"]>) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" role="alert" data-testid="conflict-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("errors.status.conflict")}</Alert.Title>
        <Alert.Description>{t("lists.form.conflictText")}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" alignSelf="center" loading={reloading} onClick={onReload}>
        {t("lists.form.reload")}
      </Button>
    </Alert.Root>
  );
}

/**
 * A dialog around one form: its fields, Cancel and a submit button. Once a field has been edited, closing without
 * saving asks first (the kit's discard guard); `dirty` overrides what the dialog noticed itself. A form built with
 * `useSchemaForm` passes its `dialog` as `form`: the submit, the button's spinner while the request is in flight
 * and the conflict banner after a 409 come with it, so no form wires them itself.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  form,
  pending = form?.pending,
  onSubmit = form?.onSubmit,
  onClose,
  children,
  testId,
  size = "md",
  dirty,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  /** A `useSchemaForm` form's dialog state; `pending` and `onSubmit` then come from it. */
  form?: FormDialogState;
  pending?: boolean | undefined;
  onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  size?: keyof typeof WIDTHS;
  dirty?: boolean;
}) {
  const { t } = useTranslation();
  const formId = useId();
  // Any input in the form marks it edited, until the dialog closes (a page may keep it mounted while closed).
  const [edited, setEdited] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setEdited(false);
  }
  const { onOpenChange, guard } = useDiscardGuard(dirty ?? edited, onClose);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="calc(100vw - 2rem)" maxWidth={WIDTHS[size]} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id={formId}
                noValidate
                onSubmit={onSubmit}
                onInput={() => setEdited(true)}
                onChange={() => setEdited(true)}
              >
                <Stack gap="4">
                  {form?.conflict ? <ConflictBanner {...form.conflict} /> : null}
                  {form?.reloaded ? <FormAlert status="info">{t("lists.form.reloaded")}</FormAlert> : null}
                  {children}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t("common.actions.cancel")}</Button>
              </Dialog.ActionTrigger>
              <Button
                type="submit"
                form={formId}
                colorPalette="brand"
                loading={pending ?? false}
                disabled={pending ?? false}
              >
                {submitLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} />
            </Dialog.CloseTrigger>
            {guard}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
