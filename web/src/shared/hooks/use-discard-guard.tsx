import { useCallback, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../ui/confirm-dialog";

/**
 * Closing a dialog with unsaved edits asks first (Escape, a click outside, the cross and Cancel alike). `dirty` says
 * whether there is anything to lose; `close` is what closing does. Returns the dialog's `onOpenChange` and the
 * question to render inside it. Saving closes through `close` directly, so it never asks.
 */
export function useDiscardGuard(
  dirty: boolean,
  close: () => void,
): { onOpenChange: (details: { open: boolean }) => void; guard: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const onOpenChange = useCallback(
    (details: { open: boolean }) => {
      if (details.open) return;
      if (dirty) setAsking(true);
      else close();
    },
    [dirty, close],
  );
  const guard = (
    <ConfirmDialog
      open={asking}
      title={t("common.unsaved.title")}
      body={t("common.unsaved.body")}
      confirmLabel={t("common.unsaved.discard")}
      onClose={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    />
  );
  return { onOpenChange, guard };
}
