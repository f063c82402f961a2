import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { usePageTitle } from "../../../shared/hooks/use-page-title";

/** The frame of the sign-in pages: a card with the page's one heading. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Box
      maxWidth="md"
      mx="auto"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="xl"
      shadow="sm"
      p={{ base: "5", md: "8" }}
    >
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {lead ? <Text color="fg.muted">{lead}</Text> : null}
      </Stack>
      {children}
    </Box>
  );
}
