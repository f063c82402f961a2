import { Alert as ChakraAlert, type AlertIndicatorProps, type AlertRootProps } from "@chakra-ui/react";
import { createContext, forwardRef, useContext } from "react";
import { CheckCircleIcon, InfoIcon, WarningIcon } from "../icons";

// Chakra keeps the alert's status in a context of its own that it does not export; the root passes it on here.
const AlertStatusContext = createContext<AlertRootProps["status"]>("info");

const STATUS_ICONS = {
  info: InfoIcon,
  warning: WarningIcon,
  success: CheckCircleIcon,
  error: WarningIcon,
  neutral: InfoIcon,
};

const AlertRoot = forwardRef<HTMLDivElement, AlertRootProps>(function AlertRoot(props, ref) {
  return (
    <AlertStatusContext.Provider value={props.status ?? "info"}>
      <ChakraAlert.Root ref={ref} {...props} />
    </AlertStatusContext.Provider>
  );
});

const AlertIndicator = forwardRef<SVGSVGElement, AlertIndicatorProps>(function AlertIndicator(
  { children, ...props },
  ref,
) {
  const status = useContext(AlertStatusContext);
  // As in Chakra: a responsive status (an object) has no single icon.
  const StatusIcon = typeof status === "string" ? STATUS_ICONS[status] : null;
  return (
    <ChakraAlert.Indicator ref={ref} {...props}>
      {children ?? (StatusIcon ? <StatusIcon /> : null)}
    </ChakraAlert.Indicator>
  );
});

/**
 * Chakra's Alert with the status icon hidden from assistive technology; the alert's text and role carry the
 * message (see README.md).
 */
export const Alert = { ...ChakraAlert, Root: AlertRoot, Indicator: AlertIndicator };
