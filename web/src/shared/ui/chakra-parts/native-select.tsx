import { NativeSelect as ChakraNativeSelect, type NativeSelectIndicatorProps } from "@chakra-ui/react";
import { ChevronDownIcon } from "../icons";

function NativeSelectIndicator({ children, ...props }: NativeSelectIndicatorProps) {
  return (
    <ChakraNativeSelect.Indicator {...props}>{children ?? <ChevronDownIcon />}</ChakraNativeSelect.Indicator>
  );
}

/** Chakra's NativeSelect with the indicator's chevron hidden from assistive technology (see README.md). */
export const NativeSelect = { ...ChakraNativeSelect, Indicator: NativeSelectIndicator };
