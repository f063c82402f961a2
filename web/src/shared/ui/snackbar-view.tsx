import { createToaster, Toaster } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Toast } from "./chakra-parts/toast";

/** Snackbar duration (spec section 9): every message clears itself after 2500 ms. */
export const SNACKBAR_DURATION_MS = 2500;

export const toaster = createToaster({ placement: "bottom", duration: SNACKBAR_DURATION_MS, max: 3 });

/** The snackbar region; loaded with the first message, so the first page does not carry it. */
export default function SnackbarView() {
  const { t } = useTranslation();
  return (
    <Toaster toaster={toaster} insetInline={{ mdDown: "4" }}>
      {(toast) => (
        <Toast.Root width={{ md: "sm" }} data-testid="snackbar" data-type={toast.type}>
          <Toast.Indicator />
          <Toast.Title>{toast.title}</Toast.Title>
          <Toast.CloseTrigger aria-label={t("common.actions.close")} />
        </Toast.Root>
      )}
    </Toaster>
  );
}
