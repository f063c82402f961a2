import { Box, Circle, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { TICKET_STEPS, type TicketStep } from "#shared/tickets/ticket.constants";
import { stepLabel } from "../../../shared/tickets/ticket-labels";
import { CheckIcon } from "../../../shared/ui/icons";

type StepState = "done" | "current" | "todo";

function stepState(index: number, at: number): StepState {
  if (index < at) return "done";
  return index === at ? "current" : "todo";
}

// Below md seven labels do not fit: the list keeps them for screen readers, the line under it names the current step.
const hiddenBelowMd = {
  position: { base: "absolute", md: "static" },
  width: { base: "1px", md: "auto" },
  height: { base: "1px", md: "auto" },
  overflow: { base: "hidden", md: "visible" },
  clipPath: { base: "inset(50%)", md: "none" },
  whiteSpace: { base: "nowrap", md: "normal" },
} as const;

/**
 * The seven steps as a connected stepper: done steps ticked, the current one filled and marked for screen readers
 * (aria-current), a line joining each step to the next.
 */
export function StepProgress({ current }: { current: TicketStep }) {
  const { t } = useTranslation();
  const at = TICKET_STEPS.indexOf(current);
  return (
    <Box>
      <Box
        as="ol"
        aria-label={t("tickets.steps.progress")}
        display="flex"
        listStyleType="none"
        data-testid="step-progress"
      >
        {TICKET_STEPS.map((step, index) => {
          const state = stepState(index, at);
          return (
            <Box
              as="li"
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              flex="1"
              minWidth="0"
              position="relative"
              display="flex"
              flexDirection="column"
              alignItems="center"
              textAlign="center"
              gap="1"
            >
              {index > 0 ? (
                <Box
                  aria-hidden="true"
                  position="absolute"
                  top="3.5"
                  right="50%"
                  width="full"
                  height="2px"
                  bg={state === "todo" ? "border" : "brand.solid"}
                />
              ) : null}
              <Circle
                aria-hidden="true"
                size="7"
                position="relative"
                zIndex="1"
                fontSize="xs"
                fontWeight="bold"
                borderWidth="2px"
                borderColor={state === "todo" ? "border.emphasized" : "brand.solid"}
                bg={state === "todo" ? "bg" : "brand.solid"}
                color={state === "todo" ? "fg.muted" : "brand.contrast"}
                outline={state === "current" ? "3px solid" : undefined}
                outlineColor="brand.muted"
              >
                {state === "done" ? <CheckIcon boxSize="3.5" /> : index + 1}
              </Circle>
              <Text
                as="span"
                fontSize="xs"
                lineHeight="short"
                px="1"
                fontWeight={state === "current" ? "bold" : "normal"}
                color={state === "todo" ? "fg.muted" : "fg"}
                {...hiddenBelowMd}
              >
                {stepLabel(step)}
                {state === "done" ? (
                  <Box as="span" srOnly>
                    {" "}
                    ({t("tickets.steps.done")})
                  </Box>
                ) : null}
              </Text>
            </Box>
          );
        })}
      </Box>
      <Text aria-hidden="true" hideFrom="md" fontSize="sm" fontWeight="medium" mt="2" textAlign="center">
        {t("tickets.steps.position", {
          number: at + 1,
          total: TICKET_STEPS.length,
          step: stepLabel(current),
        })}
      </Text>
    </Box>
  );
}
