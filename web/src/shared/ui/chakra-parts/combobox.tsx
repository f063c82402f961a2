import {
  Combobox as ChakraCombobox,
  type ComboboxItemIndicatorProps,
  type ComboboxTriggerProps,
} from "@chakra-ui/react";
import { CheckIcon, ChevronDownIcon } from "../icons";

function ComboboxTrigger({ children, ...props }: ComboboxTriggerProps) {
  return <ChakraCombobox.Trigger {...props}>{children ?? <ChevronDownIcon />}</ChakraCombobox.Trigger>;
}

function ComboboxItemIndicator({ children, ...props }: ComboboxItemIndicatorProps) {
  return <ChakraCombobox.ItemIndicator {...props}>{children ?? <CheckIcon />}</ChakraCombobox.ItemIndicator>;
}

/**
 * Chakra's Combobox with the trigger's chevron and the chosen item's check hidden from assistive technology (see
 * README.md); the clear trigger is left out (its cross would be an unnamed image).
 */
export const Combobox = {
  ...ChakraCombobox,
  Trigger: ComboboxTrigger,
  ItemIndicator: ComboboxItemIndicator,
  Indicator: ComboboxItemIndicator,
};
