import {
  Toast as ChakraToast,
  type ToastCloseTriggerProps,
  type ToastIndicatorProps,
} from "@chakra-ui/react";
import { forwardRef } from "react";
import { CloseIcon } from "../icons";

// Chakra hands these props on to the status icon it draws.
const ToastIndicator = forwardRef<HTMLSpanElement, ToastIndicatorProps>(function ToastIndicator(props, ref) {
  return <ChakraToast.Indicator ref={ref} aria-hidden="true" {...props} />;
});

const ToastCloseTrigger = forwardRef<HTMLButtonElement, ToastCloseTriggerProps>(function ToastCloseTrigger(
  { children, ...props },
  ref,
) {
  return (
    <ChakraToast.CloseTrigger ref={ref} {...props}>
      {children ?? <CloseIcon />}
    </ChakraToast.CloseTrigger>
  );
});

/**
 * Chakra's Toast with the status icon and the close cross hidden from assistive technology; give the close trigger
 * an aria-label (see README.md).
 */
export const Toast = { ...ChakraToast, Indicator: ToastIndicator, CloseTrigger: ToastCloseTrigger };
