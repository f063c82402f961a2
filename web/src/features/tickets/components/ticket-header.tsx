import { Box, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { TicketStep } from "#shared/tickets/ticket.constants";
import { usePageTitle } from "../../../shared/hooks/use-page-title";
import { StepProgress } from "./step-progress";

/**
 * The ticket page's header: the h1, the pupil and step, the page's actions, the connected stepper and the primary
 * next action. From md up it stays at the top while the page scrolls (on a phone it would hide half the screen).
 */
export function TicketHeader({
  title,
  lead,
  actions,
  current,
  primary,
}: {
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  current: TicketStep;
  primary?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box
      position={{ base: "static", md: "sticky" }}
      top="0"
      zIndex="docked"
      // The page's own background (the body's), so the header reads as part of the page, not a card.
      bg="gray.50"
      mx={{ base: "0", md: "-8" }}
      px={{ base: "0", md: "8" }}
      py="3"
      mb="6"
      borderBottomWidth="1px"
      data-testid="ticket-header"
    >
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" flexWrap="wrap">
          <Stack gap="1" minWidth="0">
            <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
              {title}
            </Heading>
            <Text as="div" color="fg.muted">
              {lead}
            </Text>
          </Stack>
          {actions ? (
            <HStack gap="2" flexWrap="wrap">
              {actions}
            </HStack>
          ) : null}
        </HStack>
        <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ base: "stretch", md: "center" }}>
          <Box flex="1" minWidth="0">
            <StepProgress current={current} />
          </Box>
          {primary}
        </Flex>
      </Stack>
    </Box>
  );
}
