import { CloseButton as ChakraCloseButton, type CloseButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { CloseIcon } from "../icons";

/** Chakra's CloseButton with its cross hidden from assistive technology; its aria-label names it (see README.md). */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { children, ...props },
  ref,
) {
  return (
    <ChakraCloseButton ref={ref} {...props}>
      {children ?? <CloseIcon />}
    </ChakraCloseButton>
  );
});
