import { lazy, Suspense } from "react";
import type { SessionWarning } from "../../shared/session/session-timer";

const SessionWarningDialog = lazy(() =>
  import("./session-warning").then((module) => ({ default: module.SessionWarningDialog })),
);

/** The warning dialog loads only when a warning is due: most page views never need it. */
export function SessionWarningSlot({
  warning,
  onDismiss,
}: {
  warning: SessionWarning | null;
  onDismiss: () => void;
}) {
  if (warning === null) return null;
  return (
    <Suspense fallback={null}>
      <SessionWarningDialog warning={warning} onDismiss={onDismiss} />
    </Suspense>
  );
}
