import { Box } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** Spec section 9: the bar appears only for page changes longer than 200 ms and fills over 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "idle" ? null : (navigation.location?.key ?? "pending");
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setShownFor(pending), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (pending === null || shownFor !== pending) return null;
  return (
    <Box
      position="fixed"
      top="0"
      insetInline="0"
      height="3px"
      zIndex="toast"
      role="progressbar"
      aria-label={t("common.loading")}
      aria-busy="true"
    >
      <Box
        height="full"
        bg="brand.solid"
        animationName="progressGrow"
        animationDuration={`${PROGRESS_DURATION_MS}ms`}
        animationTimingFunction="ease-out"
        animationFillMode="forwards"
      />
    </Box>
  );
}
