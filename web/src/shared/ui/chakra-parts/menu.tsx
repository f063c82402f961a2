import { Menu as ChakraMenu, type MenuItemIndicatorProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { CheckIcon } from "../icons";

const MenuItemIndicator = forwardRef<HTMLDivElement, MenuItemIndicatorProps>(function MenuItemIndicator(
  { children, ...props },
  ref,
) {
  return (
    <ChakraMenu.ItemIndicator ref={ref} {...props}>
      {children ?? <CheckIcon boxSize="4" />}
    </ChakraMenu.ItemIndicator>
  );
});

/**
 * Chakra's Menu with a chosen item's check hidden from assistive technology; the item's checked state is announced
 * instead (see README.md).
 */
export const Menu = { ...ChakraMenu, ItemIndicator: MenuItemIndicator };
