import {
  Checkbox as ChakraCheckbox,
  type CheckboxControlProps,
  type CheckboxIndicatorProps,
} from "@chakra-ui/react";
import { forwardRef } from "react";

// Chakra hands these props on to the tick it draws.
const CheckboxIndicator = forwardRef<SVGSVGElement, CheckboxIndicatorProps>(
  function CheckboxIndicator(props, ref) {
    return <ChakraCheckbox.Indicator ref={ref} aria-hidden="true" {...props} />;
  },
);

const CheckboxControl = forwardRef<HTMLDivElement, CheckboxControlProps>(function CheckboxControl(
  { children, ...props },
  ref,
) {
  return (
    <ChakraCheckbox.Control ref={ref} {...props}>
      {children ?? <CheckboxIndicator />}
    </ChakraCheckbox.Control>
  );
});

/**
 * Chakra's Checkbox with the tick hidden from assistive technology; the checkbox input says whether it is checked
 * (see README.md).
 */
export const Checkbox = { ...ChakraCheckbox, Control: CheckboxControl, Indicator: CheckboxIndicator };
